/** @jest-environment node */
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';
import { failingCheckControls } from '@/lib/workspace/checks';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import { CLIENT_ID, CLIENT_SECRET, startAzureStandIn, TENANT, type AzureStandIn } from '../../../support/azure-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('azure-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let azure: AzureStandIn;
beforeAll(async () => {
  azure = await startAzureStandIn();
});
afterAll(() => azure.close());
beforeEach(() => azure.set({ pageSize: 1, subscriptions: null, fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const now = new Date('2026-11-28T08:00:00Z');
const input = (clientSecret = CLIENT_SECRET) =>
  azureConnectSchema.parse({ tenantId: TENANT, clientId: CLIENT_ID, clientSecret, loginUrl: azure.url, managementUrl: azure.url });
const failures = (run: Awaited<ReturnType<typeof runChecks>>) =>
  run.results.filter((result) => result.outcome === 'fail').map(({ checkId, resource }) => `${checkId} ${resource}`);

describe('Azure connected and run', () => {
  it('fails each problem on its resource, puts their controls at risk, and passes once they are fixed', async () => {
    const admin = await founder('Azure');
    await connectIntegration(admin, 'azure', input());
    const [connection] = await listConnections(admin);
    expect(connection).toMatchObject({ provider: 'azure', account: TENANT, baseUrl: azure.url });
    const run = await runChecks(admin, 'azure', now);
    expect(failures(run)).toEqual([
      'azure.storage-https-only acmeprodlogs',
      'azure.storage-minimum-tls acmeprodlogs',
      'azure.storage-no-public-blob acmeprodassets',
      'azure.key-vault-recoverable acme-prod-kv',
      'azure.activity-log-exported Acme Production',
      'azure.defender-plans Acme Production',
      'azure.sql-auditing acme-prod-sql',
    ]);
    expect(JSON.stringify(run)).not.toContain(CLIENT_SECRET);
    const failing = await failingCheckControls(admin, '2026-11-28');
    expect(failing.get('CRY-03')).toContain('Every Azure storage account accepts HTTPS only');

    azure.set({ fixed: true });
    const fixed = await runChecks(admin, 'azure', new Date('2026-11-29T08:00:00Z'));
    expect(fixed.results.every((result) => result.outcome === 'pass')).toBe(true);
  });

  it("makes only a refused list's checks could not evaluate, naming the action", async () => {
    const admin = await founder('Azure refused');
    await connectIntegration(admin, 'azure', input());
    azure.set({ refused: ['vaults'] });
    const run = await runChecks(admin, 'azure', now);
    expect(run.results.filter((result) => result.outcome === 'unknown')).toEqual([
      {
        checkId: 'azure.key-vault-recoverable',
        resource: 'Acme Production',
        outcome: 'unknown',
        reason:
          'The app may not read the key vaults of Acme Production (403). Assign it the Reader role on the subscription (Microsoft.KeyVault/vaults/read).',
      },
      {
        checkId: 'azure.key-vault-recoverable',
        resource: 'Acme Staging',
        outcome: 'unknown',
        reason:
          'The app may not read the key vaults of Acme Staging (403). Assign it the Reader role on the subscription (Microsoft.KeyVault/vaults/read).',
      },
    ]);
  });

  it('refuses to connect a refused secret, saving nothing', async () => {
    const admin = await founder('Azure refused secret');
    await expect(connectIntegration(admin, 'azure', input('Wrong~secretValue0000000000'))).rejects.toThrow(/^Microsoft refused the app/);
    expect(await listConnections(admin)).toEqual([]);
  });
});
