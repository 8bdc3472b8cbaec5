/** @jest-environment node */
import type { Octokit } from '@octokit/rest';
import { gatherGithubFacts } from '@/lib/integrations/github/gather';
const PROTECTIONS_AT_ONCE = 8;

const REPOSITORIES = 45;
const reads = { inFlight: 0, most: 0, asked: [] as string[] };

/** Lets every request started so far go on a few turns of the event loop before it is answered. */
const aFewTurns = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** An Octokit of an organization of REPOSITORIES repositories, one archived, that counts the protection reads at once. */
function fakeOctokit(): Octokit {
  const listForOrg = jest.fn();
  const repositories = Array.from({ length: REPOSITORIES }, (_, index) => ({
    name: `repo-${index}`,
    archived: index === 0,
    default_branch: 'main',
  }));
  const rest = {
    orgs: { get: async () => ({ data: { two_factor_requirement_enabled: true } }), listMembers: jest.fn() },
    repos: {
      listForOrg,
      getBranchProtection: async ({ repo }: { repo: string }) => {
        reads.asked.push(repo);
        reads.inFlight += 1;
        reads.most = Math.max(reads.most, reads.inFlight);
        await aFewTurns();
        reads.inFlight -= 1;
        return { data: { required_pull_request_reviews: { required_approving_review_count: 1 } } };
      },
    },
    dependabot: { listAlertsForOrg: jest.fn() },
    codeScanning: { listAlertsForOrg: jest.fn() },
    secretScanning: { listAlertsForOrg: jest.fn() },
  };
  const paginate = async (method: unknown) => (method === listForOrg ? repositories : []);
  return { rest, paginate } as unknown as Octokit;
}

jest.mock('@/lib/integrations/github/client', () => ({ githubClient: () => fakeOctokit() }));

describe('the branch protections of a large organization', () => {
  it('are read a few at a time, every repository but the archived one, in the order listed', async () => {
    const facts = await gatherGithubFacts({ baseUrl: 'http://github.invalid', organization: 'acme-corp', token: 'token' });
    expect(reads.most).toBe(PROTECTIONS_AT_ONCE);
    expect(PROTECTIONS_AT_ONCE).toBeLessThan(REPOSITORIES - 1);
    expect(reads.asked).toHaveLength(REPOSITORIES - 1);
    expect(Array.isArray(facts.repositories) && facts.repositories.map((repository) => repository.name)).toEqual(
      Array.from({ length: REPOSITORIES - 1 }, (_, index) => `repo-${index + 1}`),
    );
  });
});
