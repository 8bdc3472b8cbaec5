/** @jest-environment node */
import { gatherGithubFacts } from '@/lib/integrations/github/gather';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());
beforeEach(() => github.set({ scopes: 'read:org, repo', rateLimited: false, answers: {} }));

const now = new Date('2026-11-26T08:00:00Z');
const gather = (token = GOOD_TOKEN) => gatherGithubFacts({ baseUrl: github.url, organization: 'acme-corp', token }, now);

describe('gatherGithubFacts against recorded GitHub responses', () => {
  it('reads the two-factor requirement, every page of repositories (archived left out) with their protection, open alerts and members', async () => {
    expect(await gather()).toEqual({
      organization: 'acme-corp',
      members: [
        { login: 'octocat', name: null, email: null, admin: true },
        { login: 'hubot', name: null, email: null, admin: false },
        { login: 'monalisa', name: null, email: null, admin: false },
      ],
      collectedAt: '2026-11-26T08:00:00.000Z',
      twoFactorRequired: true,
      repositories: [
        { name: 'api', defaultBranch: 'main', protection: { requiredReviews: 1 } },
        { name: 'web', defaultBranch: 'main', protection: 'none' },
        { name: 'infra', defaultBranch: 'trunk', protection: 'none' },
      ],
      criticalDependabotAlerts: [{ repository: 'web', number: 7, createdAt: '2026-09-01T10:00:00Z', severity: 'critical' }],
      secretScanningAlerts: [],
    });
    expect(github.paths.some((path) => path.startsWith('/orgs/acme-corp/repos?') && path.includes('page=2'))).toBe(true);
    expect(github.paths.some((path) => path.startsWith('/orgs/acme-corp/dependabot/alerts?') && path.includes('severity=critical'))).toBe(
      true,
    );
  });

  it('keeps what it could not read, with the reason, and never guesses it', async () => {
    github.set({
      answers: {
        '/orgs/acme-corp': { status: 200, body: { login: 'acme-corp' } },
        '/repos/acme-corp/web/branches/main/protection': { status: 403, body: { message: 'Resource not accessible by integration' } },
        '/orgs/acme-corp/dependabot/alerts': { status: 403, body: { message: 'Resource not accessible' } },
        '/orgs/acme-corp/secret-scanning/alerts': { status: 404, body: { message: 'Not Found' } },
      },
    });
    const facts = await gather();
    expect(facts.twoFactorRequired).toEqual({ unknown: "GitHub shows the two-factor requirement only to an organization owner's token." });
    expect(facts.repositories).toContainEqual({
      name: 'web',
      defaultBranch: 'main',
      protection: { unknown: 'The token may not read the branch protection of web (403).' },
    });
    expect(facts.criticalDependabotAlerts).toEqual({ unknown: 'The token may not read Dependabot alerts (403).' });
    expect(facts.secretScanningAlerts).toEqual({
      unknown: 'GitHub shows no secret scanning alerts (404): the feature is off, or the token cannot see it.',
    });
  });

  it('keeps the members unknown, with the reason, when GitHub refuses the list of owners', async () => {
    github.set({ answers: { '/orgs/acme-corp/members:admin': { status: 403, body: { message: 'Must have admin rights' } } } });
    expect((await gather()).members).toEqual({ unknown: 'The token may not read the owners (403).' });
  });

  it('makes every fact unknown, with the reason, for a revoked token or a used-up rate limit', async () => {
    const revoked = await gather('ghp_revoked');
    const refused = { unknown: 'GitHub refused the token (401). Check that it has read:org and repo.' };
    expect(revoked).toMatchObject({
      twoFactorRequired: refused,
      repositories: refused,
      criticalDependabotAlerts: refused,
      secretScanningAlerts: refused,
    });
    github.set({ rateLimited: true });
    const limited = await gather();
    expect(limited.repositories).toEqual({ unknown: "GitHub's rate limit for this token is used up until 12:00 UTC. Try again then." });
  });

  it('answers an organization without repositories or alerts as empty lists', async () => {
    github.set({
      answers: { '/orgs/acme-corp/repos': { status: 200, body: [] }, '/orgs/acme-corp/dependabot/alerts': { status: 200, body: [] } },
    });
    const facts = await gather();
    expect(facts.repositories).toEqual([]);
    expect(facts.criticalDependabotAlerts).toEqual([]);
  });
});
