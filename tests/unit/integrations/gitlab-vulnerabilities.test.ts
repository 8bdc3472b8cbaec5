/** @jest-environment node */
import { planSync, type StoredFinding } from '@/lib/domain/vulnerabilities/sync';
import type { FindingsReport } from '@/lib/integrations/connector';
import { gatherGitlabFacts } from '@/lib/integrations/gitlab/gather';
import { gitlabFindings } from '@/lib/integrations/gitlab/findings';
import { identifierOf, severityOf, vulnerabilitiesOf } from '@/lib/integrations/gitlab/gather-vulnerabilities';
import { GOOD_TOKEN, manyProjects, startGitlabStandIn, type GitlabStandIn } from '../../support/gitlab-stand-in';

let gitlab: GitlabStandIn;
beforeAll(async () => {
  gitlab = await startGitlabStandIn();
});
afterAll(() => gitlab.close());
beforeEach(() =>
  gitlab.set({
    pageSize: 2,
    paging: 'link',
    rateLimit: 'none',
    projects: null,
    vulnerabilities: 'report',
    vulnerabilitiesFixed: false,
  }),
);

const now = new Date('2026-11-28T08:00:00Z');
const gather = (token = GOOD_TOKEN) => gatherGitlabFacts({ baseUrl: gitlab.url, group: 'acme/platform', token }, now);
const vulnerabilityUrl = (project: string, id: number) => `${gitlab.url}/acme/platform/${project}/-/security/vulnerabilities/${id}`;

/** The report a sync is given, as the run gives it. */
const syncOf = (report: FindingsReport, day: string) => ({
  source: report.source,
  complete: report.complete ?? true,
  findings: report.findings,
  day,
});

/** The stored findings once a plan's creations are written. */
const storedAfter = (report: FindingsReport, day: string): StoredFinding[] =>
  planSync([], syncOf(report, day)).create.map((finding, index) => ({ id: `f-${index}`, ...finding }));

describe("GitLab projects' vulnerability reports", () => {
  it("reads every page of each project's report: CVE else scanner rule, states, severities and first days", async () => {
    const [report, ...others] = gitlabFindings(await gather());
    expect(others).toEqual([]);
    expect(report).toEqual({
      source: 'gitlab:vulnerabilities',
      complete: true,
      findings: [
        {
          asset: 'acme/platform/api',
          identifier: 'CVE-2026-1111',
          title: 'Prototype pollution in lodash',
          severity: 'critical',
          url: vulnerabilityUrl('api', 1),
          firstSeenOn: '2026-10-02',
        },
        {
          asset: 'acme/platform/api',
          identifier: 'javascript.sql-injection',
          title: 'SQL injection in query builder',
          severity: 'high',
          url: vulnerabilityUrl('api', 2),
          firstSeenOn: '2026-11-01',
        },
        // The informational DAST finding is no vulnerability; the resolved one is closed on its day.
        {
          asset: 'acme/platform/api',
          identifier: 'CVE-2026-2222',
          title: 'Denial of service in express',
          severity: 'medium',
          url: vulnerabilityUrl('api', 4),
          firstSeenOn: '2026-09-01',
          fixedOn: '2026-11-20',
        },
        // A dismissed vulnerability is not open; an unknown severity is taken as medium.
        {
          asset: 'acme/platform/web',
          identifier: 'AWS',
          title: 'AWS access key in config',
          severity: 'critical',
          url: vulnerabilityUrl('web', 5),
          firstSeenOn: '2026-08-10',
          fixedOn: '2026-08-12',
        },
        {
          asset: 'acme/platform/web',
          identifier: 'CVE-2026-3333',
          title: 'Regular Expression Denial of Service in debug',
          severity: 'medium',
          url: vulnerabilityUrl('web', 6),
          firstSeenOn: '2026-11-25',
        },
      ],
    });
    // Four entries two a page: the api project's report is read in two pages; every request carries the token.
    expect(gitlab.paths.filter((path) => path.startsWith('/api/v4/projects/101/vulnerabilities')).length).toBe(2);
    expect(gitlab.paths.some((path) => path.startsWith('/api/v4/projects/103/vulnerabilities'))).toBe(true);
  });

  it('says a plan without vulnerability reports does not have them, and reports nothing then', async () => {
    gitlab.set({ vulnerabilities: 'missing' });
    const facts = await gather();
    expect(Array.isArray(facts.vulnerabilities) && facts.vulnerabilities[0]).toEqual({
      project: 'acme/platform/api',
      notOnPlan: true,
      vulnerabilities: {
        unknown:
          'GitLab serves no vulnerability report for acme/platform/api (404): it is not available on this GitLab plan (it needs GitLab Ultimate).',
      },
    });
    // The rest of the run is read as usual.
    expect(Array.isArray(facts.projects) && facts.projects).toHaveLength(3);
    expect(gitlabFindings(facts)).toEqual([]);
  });

  it("a project's report refused: it could not be read, and its findings are not closed for being absent", async () => {
    const first = gitlabFindings(await gather())[0]!;
    const stored = storedAfter(first, '2026-11-27');
    gitlab.set({ vulnerabilities: 'refused' });
    const facts = await gather();
    expect(Array.isArray(facts.vulnerabilities) && facts.vulnerabilities[1]).toEqual({
      project: 'acme/platform/web',
      vulnerabilities: {
        unknown:
          'GitLab refused the vulnerability report of acme/platform/web (403): it needs GitLab Ultimate and a token with the read_api scope and at least the Developer role.',
      },
    });
    const partial = gitlabFindings(facts)[0]!;
    expect(partial.complete).toBe(false);
    expect(partial.findings.map((finding) => finding.asset)).not.toContain('acme/platform/web');
    const plan = planSync(stored, syncOf(partial, '2026-11-28'));
    expect(plan.create).toEqual([]);
    expect(plan.change.filter((change) => change.values.fixedOn)).toEqual([]);
  });

  it('the same findings read again are the same findings; one that disappears is fixed that day', async () => {
    const stored = storedAfter(gitlabFindings(await gather())[0]!, '2026-11-27');
    // Three open findings are stored; the two closed by GitLab before they were ever stored are not.
    expect(stored.map((finding) => `${finding.asset} ${finding.identifier} ${finding.firstSeenOn}`)).toEqual([
      'acme/platform/api CVE-2026-1111 2026-10-02',
      'acme/platform/api javascript.sql-injection 2026-11-01',
      'acme/platform/web CVE-2026-3333 2026-11-25',
    ]);
    const again = planSync(stored, syncOf(gitlabFindings(await gather())[0]!, '2026-11-28'));
    expect(again.create).toEqual([]);
    expect(again.change.every((change) => change.values.fixedOn === undefined)).toBe(true);

    gitlab.set({ vulnerabilitiesFixed: true });
    const fixed = planSync(stored, syncOf(gitlabFindings(await gather())[0]!, '2026-11-29'));
    expect(fixed.create).toEqual([]);
    expect(fixed.change.filter((change) => change.values.fixedOn)).toEqual([{ id: 'f-0', values: { sources: [], fixedOn: '2026-11-29' } }]);
  });

  it('a group with no project reports none, one with hundreds reads each, a refused token reports nothing', async () => {
    gitlab.set({ projects: [] });
    expect(gitlabFindings(await gather())).toEqual([{ source: 'gitlab:vulnerabilities', complete: true, findings: [] }]);
    gitlab.set({ projects: manyProjects(120), pageSize: 100 });
    const large = await gather();
    expect(Array.isArray(large.vulnerabilities) && large.vulnerabilities).toHaveLength(120);
    expect(gitlabFindings(large)).toEqual([{ source: 'gitlab:vulnerabilities', complete: true, findings: [] }]);
    const refused = await gather('glpat-revokedToken000000000');
    expect(refused.vulnerabilities).toEqual({
      unknown: 'GitLab refused the token (401): it is wrong, expired or revoked. Create one with the read_api scope.',
    });
    expect(gitlabFindings(refused)).toEqual([]);
    expect(JSON.stringify(refused)).not.toContain('glpat-');
  });

  it('maps severities and identifiers where the report is bare', () => {
    expect(['critical', 'HIGH', 'medium', 'low', 'unknown', 'info', undefined].map(severityOf)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      'medium',
      null,
      'medium',
    ]);
    expect(identifierOf({ id: 9, finding: { raw_metadata: 'not json' } })).toBe('gitlab-vulnerability-9');
    expect(identifierOf({ id: 9, finding: { raw_metadata: JSON.stringify({ identifiers: [{ type: 'cwe', name: 'CWE-79' }] }) } })).toBe(
      'CWE-79',
    );
  });

  it('takes a vulnerability no longer detected on the default branch as fixed on the day GitLab last updated it', () => {
    const entry = { id: 7, state: 'detected', severity: 'high', created_at: '2026-10-01T00:00:00Z', updated_at: '2026-11-02T10:00:00Z' };
    const [stillThere] = vulnerabilitiesOf([entry], 'acme/platform/api', 'https://gitlab.example');
    const [gone] = vulnerabilitiesOf([{ ...entry, resolved_on_default_branch: true }], 'acme/platform/api', 'https://gitlab.example');
    expect(stillThere).toMatchObject({ closedOn: null, url: 'https://gitlab.example/acme/platform/api/-/security/vulnerabilities/7' });
    expect(gone).toMatchObject({ closedOn: '2026-11-02', firstSeenOn: '2026-10-01' });
  });
});
