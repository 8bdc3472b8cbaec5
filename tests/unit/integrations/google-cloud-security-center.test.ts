/** @jest-environment node */
import { planSync, type StoredFinding } from '@/lib/domain/vulnerabilities/sync';
import type { FindingsReport } from '@/lib/integrations/connector';
import { googleCloudFindings } from '@/lib/integrations/google-cloud/findings';
import { gatherGoogleCloudFacts } from '@/lib/integrations/google-cloud/gather';
import { sccSeverityOf } from '@/lib/integrations/google-cloud/security-center';
import { manyProjects, startGoogleCloudStandIn, type GoogleCloudStandIn } from '../../support/google-cloud-stand-in';

let cloud: GoogleCloudStandIn;
beforeAll(async () => {
  cloud = await startGoogleCloudStandIn();
});
afterAll(() => cloud.close());
beforeEach(() =>
  cloud.set({
    pageSize: 2,
    projects: null,
    fixed: false,
    refused: [],
    rateLimit: 'none',
    revoked: false,
    securityCenter: 'findings',
    findingsFixed: false,
  }),
);

const now = new Date('2026-11-28T08:00:00Z');
const gather = () => {
  const key = JSON.parse(cloud.serviceAccountKey) as { client_email: string; private_key: string };
  return gatherGoogleCloudFacts({ baseUrl: cloud.url, clientEmail: key.client_email, privateKey: key.private_key }, now);
};
const report = async () => googleCloudFindings(await gather());
const vm = '//compute.googleapis.com/projects/acme-prod/zones/europe-west1-b/instances/web-1';
const cluster = '//container.googleapis.com/projects/acme-prod/locations/europe-west1/clusters/main';
const console = 'https://console.cloud.google.com/security/command-center/findings?project=acme-prod';

const syncOf = (found: FindingsReport, day: string) => ({
  source: found.source,
  complete: found.complete ?? true,
  findings: found.findings,
  day,
});
const storedAfter = (found: FindingsReport, day: string): StoredFinding[] =>
  planSync([], syncOf(found, day)).create.map((finding, index) => ({ id: `f-${index}`, ...finding }));

describe("Security Command Center's active findings", () => {
  it("reads every page of each project's active findings: vulnerabilities by CVE and threats by category", async () => {
    expect(await report()).toEqual([
      {
        source: 'google-cloud:security-command-center',
        complete: true,
        findings: [
          {
            asset: vm,
            identifier: 'CVE-2026-7777',
            title: 'CVE-2026-7777 (OS_VULNERABILITY)',
            severity: 'critical',
            url: console,
            firstSeenOn: '2026-11-02',
          },
          {
            asset: cluster,
            identifier: 'Execution: Added Malicious Binary Executed',
            title: 'Execution: Added Malicious Binary Executed',
            severity: 'high',
            url: console,
            firstSeenOn: '2026-11-20',
          },
          // The misconfiguration, the observation and the muted CVE are left out; an unspecified severity is medium.
          {
            asset: cluster,
            identifier: 'CVE-2026-6666',
            title: 'CVE-2026-6666 (GKE_RUNTIME_OS_VULNERABILITY)',
            severity: 'medium',
            url: console,
            firstSeenOn: '2026-11-25',
          },
        ],
      },
    ]);
    const asked = cloud.requests.filter((request) => request.includes('/sources/-/findings'));
    // Six findings two a page for acme-prod, one empty page for acme-staging; only active findings are asked for.
    expect(asked.filter((request) => request.includes('/projects/acme-prod/'))).toHaveLength(3);
    expect(asked.every((request) => new URL(request.split(' ')[1]!, 'http://x').searchParams.get('filter') === 'state="ACTIVE"')).toBe(
      true,
    );
  });

  it('the same findings read again are the same; one no longer active is fixed on the day of the run', async () => {
    const stored = storedAfter((await report())[0]!, '2026-11-28');
    const again = planSync(stored, syncOf((await report())[0]!, '2026-11-29'));
    expect(again.create).toEqual([]);
    expect(again.change.every((change) => change.values.fixedOn === undefined)).toBe(true);
    cloud.set({ findingsFixed: true });
    const fixed = planSync(stored, syncOf((await report())[0]!, '2026-11-30'));
    expect(fixed.change.filter((change) => change.values.fixedOn)).toEqual([{ id: 'f-0', values: { sources: [], fixedOn: '2026-11-30' } }]);
  });

  it('refused findings could not be read, naming the permission; a partial report closes nothing for being absent', async () => {
    const stored = storedAfter((await report())[0]!, '2026-11-28');
    cloud.set({ refused: ['findings'] });
    const facts = await gather();
    expect(Array.isArray(facts.securityFindings) && facts.securityFindings[0]).toEqual({
      project: 'acme-prod',
      findings: {
        unknown:
          'The service account may not read the Security Command Center findings of acme-prod (403). Grant it the permission securitycenter.findings.list.',
      },
    });
    expect(googleCloudFindings(facts)).toEqual([]);

    cloud.set({ refused: [], securityCenter: 'off', findingsFixed: true });
    const partialFacts = await gather();
    expect(Array.isArray(partialFacts.securityFindings) && partialFacts.securityFindings[1]).toEqual({
      project: 'acme-staging',
      findings: {
        unknown:
          'Security Command Center answered 400 for acme-staging: it is not activated for this project or its organization. Activate it to have its findings read.',
      },
    });
    const partial = googleCloudFindings(partialFacts)[0]!;
    expect(partial.complete).toBe(false);
    const plan = planSync(stored, syncOf(partial, '2026-11-29'));
    expect(plan.change.filter((change) => change.values.fixedOn)).toEqual([]);
  });

  it('reports none for an organization with no project or no finding, and nothing when the projects are unknown', async () => {
    cloud.set({ projects: [] });
    expect(await report()).toEqual([{ source: 'google-cloud:security-command-center', complete: true, findings: [] }]);
    cloud.set({ projects: manyProjects(30), pageSize: 100 });
    expect(await report()).toEqual([{ source: 'google-cloud:security-command-center', complete: true, findings: [] }]);
    cloud.set({ projects: null, revoked: true });
    const refused = await gather();
    expect(refused.securityFindings).toEqual(refused.projects);
    expect(googleCloudFindings(refused)).toEqual([]);
  });

  it('maps the severities', () => {
    expect(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'SEVERITY_UNSPECIFIED', undefined].map(sccSeverityOf)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      'medium',
      'medium',
    ]);
  });
});
