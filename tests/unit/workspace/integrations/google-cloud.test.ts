/** @jest-environment node */
import { googleCloudConnectSchema } from '@/lib/schemas/integrations/google-cloud-connect';
import { failingCheckControls } from '@/lib/workspace/checks';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import { listFindings } from '@/lib/workspace/vulnerabilities';
import { startGoogleCloudStandIn, type GoogleCloudStandIn } from '../../../support/google-cloud-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('google-cloud-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let cloud: GoogleCloudStandIn;
beforeAll(async () => {
  cloud = await startGoogleCloudStandIn();
});
afterAll(() => cloud.close());
beforeEach(() =>
  cloud.set({
    pageSize: 1,
    projects: null,
    fixed: false,
    refused: [],
    rateLimit: 'none',
    revoked: false,
    securityCenter: 'none',
    findingsFixed: false,
  }),
);

const now = new Date('2026-11-28T08:00:00Z');
const input = () => googleCloudConnectSchema.parse({ serviceAccountKey: cloud.serviceAccountKey, baseUrl: cloud.url });
const failures = (run: Awaited<ReturnType<typeof runChecks>>) =>
  run.results.filter((result) => result.outcome === 'fail').map(({ checkId, resource }) => `${checkId} ${resource}`);

describe('Google Cloud connected and run', () => {
  it('fails each problem on its resource, puts their controls at risk, and passes once they are fixed', async () => {
    const admin = await founder('Google Cloud');
    await connectIntegration(admin, 'google-cloud', input());
    const [connection] = await listConnections(admin);
    expect(connection).toMatchObject({ provider: 'google-cloud', account: 'acme-platform', baseUrl: cloud.url });
    const run = await runChecks(admin, 'google-cloud', now);
    expect(failures(run)).toEqual([
      'google-cloud.bucket-not-public gs://acme-prod-assets',
      'google-cloud.bucket-public-access-prevention gs://acme-prod-assets',
      'google-cloud.bucket-uniform-access gs://acme-staging-logs',
      'google-cloud.service-account-key-age deployer@acme-prod.iam.gserviceaccount.com',
      'google-cloud.audit-logs-all-services acme-prod',
      'google-cloud.no-primitive-roles-for-users acme-prod',
    ]);
    expect(JSON.stringify(run)).not.toContain('PRIVATE KEY');
    const failing = await failingCheckControls(admin, '2026-11-28');
    expect(failing.get('OPS-01')).toContain('Every Google Cloud project audits data access for all services');

    cloud.set({ fixed: true });
    const fixed = await runChecks(admin, 'google-cloud', new Date('2026-11-29T08:00:00Z'));
    expect(failures(fixed)).toEqual([]);
    expect(fixed.results.every((result) => result.outcome === 'pass')).toBe(true);
  });

  it("makes only a refused list's checks could not evaluate, naming the permission", async () => {
    const admin = await founder('Google Cloud refused');
    await connectIntegration(admin, 'google-cloud', input());
    cloud.set({ refused: ['keys'] });
    const run = await runChecks(admin, 'google-cloud', now);
    const unknown = run.results.filter((result) => result.outcome === 'unknown');
    expect(unknown.map(({ checkId, resource }) => `${checkId} ${resource}`)).toEqual([
      'google-cloud.service-account-key-age deployer@acme-prod.iam.gserviceaccount.com',
      'google-cloud.service-account-key-age ci@acme-prod.iam.gserviceaccount.com',
    ]);
    expect(unknown[0]!.reason).toContain('Grant it the permission iam.serviceAccountKeys.list.');
  });

  it('refuses to connect a refused key, saving nothing', async () => {
    const admin = await founder('Google Cloud refused key');
    cloud.set({ revoked: true });
    await expect(connectIntegration(admin, 'google-cloud', input())).rejects.toThrow(/^Google refused the service account/);
    expect(await listConnections(admin)).toEqual([]);
  });

  it("records Security Command Center's active findings, keeps them while one project's cannot be read, and fixes one gone", async () => {
    const admin = await founder('Google Cloud findings');
    await connectIntegration(admin, 'google-cloud', input());
    cloud.set({ securityCenter: 'findings', pageSize: 10 });
    await runChecks(admin, 'google-cloud', now);
    const open = async (day: string) => (await listFindings(admin, day)).map((finding) => `${finding.identifier} ${finding.severity}`);
    expect((await open('2026-11-28')).sort()).toEqual([
      'CVE-2026-6666 medium',
      'CVE-2026-7777 critical',
      'Execution: Added Malicious Binary Executed high',
    ]);

    // acme-staging not activated: the report is partial, so the CVE no longer active is not fixed yet.
    cloud.set({ securityCenter: 'off', findingsFixed: true });
    await runChecks(admin, 'google-cloud', new Date('2026-11-29T08:00:00Z'));
    expect(await open('2026-11-29')).toHaveLength(3);
    cloud.set({ securityCenter: 'findings' });
    await runChecks(admin, 'google-cloud', new Date('2026-11-30T08:00:00Z'));
    expect(await open('2026-11-30')).toHaveLength(2);
    const [fixed] = await listFindings(admin, '2026-11-30', 'fixed');
    expect(fixed).toMatchObject({ identifier: 'CVE-2026-7777', fixedOn: '2026-11-30' });
  });
});
