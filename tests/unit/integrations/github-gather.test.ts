/** @jest-environment node */
import { githubFindings } from '@/lib/integrations/github/findings';
import { gatherGithubFacts } from '@/lib/integrations/github/gather';
import { largeGithubOrganization } from '../../../scripts/bench-background/large-tenants';
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
      vulnerabilityAlerts: expect.objectContaining({ dependabot: expect.any(Array) }),
    });
    expect(github.paths.some((path) => path.startsWith('/orgs/acme-corp/repos?') && path.includes('page=2'))).toBe(true);
    expect(github.paths.some((path) => path.startsWith('/orgs/acme-corp/dependabot/alerts?') && path.includes('severity=critical'))).toBe(
      true,
    );
  });

  it('reads every Dependabot, code scanning and secret scanning alert of every state, page by page, as findings', async () => {
    const facts = await gather();
    expect(facts.vulnerabilityAlerts).toEqual({
      dependabot: [
        {
          asset: 'acme-corp/web',
          identifier: 'GHSA-xxxx-yyyy-zzzz',
          title: 'Prototype pollution (lodash)',
          severity: 'critical',
          url: 'https://github.com/acme-corp/web/security/dependabot/7',
          createdAt: '2026-09-01T10:00:00Z',
          closedOn: null,
        },
        expect.objectContaining({ asset: 'acme-corp/api', identifier: 'CVE-2024-35195', severity: 'medium', closedOn: '2026-08-20' }),
      ],
      codeScanning: [
        {
          asset: 'acme-corp/web',
          identifier: 'js/sql-injection',
          title: 'Database query built from user-controlled sources',
          severity: 'high',
          url: 'https://github.com/acme-corp/web/security/code-scanning/4',
          createdAt: '2026-10-15T09:00:00Z',
          closedOn: null,
        },
      ],
      secretScanning: [
        expect.objectContaining({
          asset: 'acme-corp/infra',
          identifier: 'secret-scanning-2',
          title: 'Leaked AWS Access Key ID',
          closedOn: '2026-07-03',
        }),
      ],
    });
    // The leaked secret itself is never kept.
    expect(JSON.stringify(facts)).not.toContain('AKIAIOSFODNN7STANDIN');
    expect(github.paths).toContain('/orgs/acme-corp/dependabot/alerts?per_page=100&page=2');
    expect(githubFindings(facts).map((report) => [report.source, report.findings.length])).toEqual([
      ['github:dependabot', 2],
      ['github:code-scanning', 1],
      ['github:secret-scanning', 1],
    ]);
    expect(githubFindings(facts)[0]!.findings[1]).toMatchObject({ firstSeenOn: '2026-08-01', fixedOn: '2026-08-20' });
  });

  it('leaves out of the findings a kind of alert GitHub refused', async () => {
    github.set({ answers: { '/orgs/acme-corp/code-scanning/alerts': { status: 403, body: { message: 'Code scanning is not enabled' } } } });
    const facts = await gather();
    expect(facts.vulnerabilityAlerts?.codeScanning).toEqual({ unknown: 'The token may not read code scanning alerts (403).' });
    expect(githubFindings(facts).map((report) => report.source)).toEqual(['github:dependabot', 'github:secret-scanning']);
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

  it('follows a large organization’s repositories 100 a page through the Link header, as GitHub pages them', async () => {
    github.set({ answers: largeGithubOrganization(250) });
    const asked = github.paths.length;
    const facts = await gather();
    const repositories = facts.repositories as { name: string; protection: unknown }[];
    // One in fifty is archived and left out; one in five has no branch protection, five of them archived.
    expect(repositories).toHaveLength(245);
    expect(repositories.filter((repository) => repository.protection === 'none')).toHaveLength(45);
    expect(repositories.at(-1)).toMatchObject({ name: 'service-248' });
    const pages = github.paths.slice(asked).filter((path) => path.startsWith('/orgs/acme-corp/repos?'));
    expect(pages).toHaveLength(3);
    expect(pages.every((path) => path.includes('per_page=100'))).toBe(true);
    expect(pages.slice(1).map((path) => new URLSearchParams(path.split('?')[1]).get('page'))).toEqual(['2', '3']);
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
