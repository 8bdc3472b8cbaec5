import { azureChecks } from '@/lib/checks/azure';
import type { AzureFacts, AzureSubscription, StorageAccount } from '@/lib/integrations/azure/facts';

const now = new Date('2026-11-28T08:00:00Z');
const account = (name: string, changes: Partial<StorageAccount> = {}): StorageAccount => ({
  name,
  httpsOnly: true,
  minimumTlsVersion: 'TLS1_2',
  allowBlobPublicAccess: false,
  encryptionKeySource: 'Microsoft.Storage',
  ...changes,
});
const subscription = (name: string, changes: Partial<AzureSubscription> = {}): AzureSubscription => ({
  id: '8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f',
  name,
  storageAccounts: [account('acmedata')],
  keyVaults: [{ name: 'acme-kv', softDelete: true, purgeProtection: true }],
  activityLogExports: [{ name: 'activity', destinations: ['a Log Analytics workspace'], categories: ['Administrative', 'Security'] }],
  defenderPlans: ['VirtualMachines', 'SqlServers', 'StorageAccounts', 'KeyVaults', 'Dns'].map((plan) => ({
    name: plan,
    tier: plan === 'Dns' ? 'Free' : 'Standard',
  })),
  sqlServers: [{ name: 'acme-sql', auditing: true }],
  ...changes,
});
const facts = (subscriptions: AzureFacts['subscriptions'] = [subscription('Acme Production')]): AzureFacts => ({
  tenant: 'acme.onmicrosoft.com',
  collectedAt: now.toISOString(),
  subscriptions,
});
const run = (id: string, input: AzureFacts) => azureChecks.find((check) => check.id === id)!.evaluate(input, now);
const outcomes = (id: string, input: AzureFacts) => run(id, input).map(({ resource, outcome }) => [resource, outcome]);
const refused = { unknown: 'The app may not read the subscriptions (403).' };
const withAccounts = (...accounts: StorageAccount[]) => facts([subscription('Acme Production', { storageAccounts: accounts })]);

describe('the Azure checks', () => {
  it('are seven, each passing a subscription in order', () => {
    expect(azureChecks.map((check) => check.id)).toEqual([
      'azure.storage-https-only',
      'azure.storage-minimum-tls',
      'azure.storage-no-public-blob',
      'azure.key-vault-recoverable',
      'azure.activity-log-exported',
      'azure.defender-plans',
      'azure.sql-auditing',
    ]);
    for (const check of azureChecks) expect(check.evaluate(facts(), now).every((result) => result.outcome === 'pass')).toBe(true);
  });

  it.each(azureChecks.map((check) => [check.id]))(
    '%s cannot evaluate subscriptions that were not read, and passes a tenant with none',
    (id) => {
      expect(run(id, facts(refused))).toEqual([{ resource: 'acme.onmicrosoft.com', outcome: 'unknown', reason: refused.unknown }]);
      expect(outcomes(id, facts([]))).toEqual([['acme.onmicrosoft.com', 'pass']]);
    },
  );
});

describe('the storage account checks', () => {
  it('fails an account accepting HTTP', () => {
    expect(run('azure.storage-https-only', withAccounts(account('acmedata'), account('acmelegacy', { httpsOnly: false })))).toEqual([
      { resource: 'acmedata', outcome: 'pass', reason: 'Accepts HTTPS only.' },
      { resource: 'acmelegacy', outcome: 'fail', reason: 'Accepts plain HTTP: secure transfer is off.' },
    ]);
  });

  it('fails a minimum TLS below 1.2 or left out, and passes 1.2 and 1.3', () => {
    const results = run(
      'azure.storage-minimum-tls',
      withAccounts(
        account('a'),
        account('b', { minimumTlsVersion: 'TLS1_3' }),
        account('c', { minimumTlsVersion: 'TLS1_1' }),
        account('d', { minimumTlsVersion: null }),
      ),
    );
    expect(results.map(({ resource, outcome }) => [resource, outcome])).toEqual([
      ['a', 'pass'],
      ['b', 'pass'],
      ['c', 'fail'],
      ['d', 'fail'],
    ]);
    expect(results[3]!.reason).toBe('Accepts TLS1_0 (not set): TLS 1.2 is required.');
  });

  it('fails an account allowing public blob access, and passes one that leaves it out', () => {
    expect(
      outcomes(
        'azure.storage-no-public-blob',
        withAccounts(account('a', { allowBlobPublicAccess: true }), account('b', { allowBlobPublicAccess: null })),
      ),
    ).toEqual([
      ['a', 'fail'],
      ['b', 'pass'],
    ]);
  });

  it('cannot evaluate a subscription whose accounts were not read, and passes one without accounts', () => {
    const subscriptions = [
      subscription('Acme Production', { storageAccounts: { unknown: 'No read.' } }),
      subscription('Acme Staging', { storageAccounts: [] }),
    ];
    expect(outcomes('azure.storage-https-only', facts(subscriptions))).toEqual([
      ['Acme Production', 'unknown'],
      ['Acme Staging', 'pass'],
    ]);
  });
});

describe('azure.key-vault-recoverable', () => {
  it('fails a vault without purge protection or with soft delete off, saying which', () => {
    const vaults = [
      { name: 'a', softDelete: true, purgeProtection: true },
      { name: 'b', softDelete: null, purgeProtection: true },
      { name: 'c', softDelete: true, purgeProtection: false },
      { name: 'd', softDelete: false, purgeProtection: false },
    ];
    const results = run('azure.key-vault-recoverable', facts([subscription('Acme Production', { keyVaults: vaults })]));
    expect(results.map(({ resource, outcome }) => [resource, outcome])).toEqual([
      ['a', 'pass'],
      ['b', 'pass'],
      ['c', 'fail'],
      ['d', 'fail'],
    ]);
    expect(results[3]!.reason).toBe('Not recoverable: soft delete is off and purge protection is not enabled.');
    expect(
      outcomes('azure.key-vault-recoverable', facts([subscription('Acme Production', { keyVaults: { unknown: 'No read.' } })])),
    ).toEqual([['Acme Production', 'unknown']]);
  });
});

describe('azure.activity-log-exported', () => {
  const id = 'azure.activity-log-exported';
  const exporting = (activityLogExports: AzureSubscription['activityLogExports']) =>
    facts([subscription('Acme Production', { activityLogExports })]);
  it('passes a setting sending the Administrative category to a destination, naming it', () => {
    expect(run(id, facts())[0]!.reason).toBe('The setting activity sends it to a Log Analytics workspace.');
    expect(outcomes(id, exporting([{ name: 'all', destinations: ['an event hub'], categories: ['allLogs'] }]))).toEqual([
      ['Acme Production', 'pass'],
    ]);
  });

  it('fails no setting, one without a destination, or one without the Administrative category', () => {
    expect(run(id, exporting([]))[0]).toEqual({
      resource: 'Acme Production',
      outcome: 'fail',
      reason: 'No diagnostic setting exports the activity log’s Administrative category.',
    });
    expect(outcomes(id, exporting([{ name: 'x', destinations: [], categories: ['Administrative'] }]))).toEqual([
      ['Acme Production', 'fail'],
    ]);
    expect(outcomes(id, exporting([{ name: 'x', destinations: ['a storage account'], categories: ['Security'] }]))).toEqual([
      ['Acme Production', 'fail'],
    ]);
    expect(outcomes(id, exporting({ unknown: 'No read.' }))).toEqual([['Acme Production', 'unknown']]);
  });
});

describe('azure.defender-plans', () => {
  const id = 'azure.defender-plans';
  const plans = (defenderPlans: AzureSubscription['defenderPlans']) => facts([subscription('Acme Production', { defenderPlans })]);
  it('fails a key plan on Free, naming it, and ignores plans not required', () => {
    expect(
      run(
        id,
        plans([
          { name: 'VirtualMachines', tier: 'Standard' },
          { name: 'SqlServers', tier: 'Free' },
          { name: 'Dns', tier: 'Free' },
        ]),
      )[0],
    ).toEqual({
      resource: 'Acme Production',
      outcome: 'fail',
      reason: 'On the Free tier: SqlServers.',
    });
    expect(
      outcomes(
        id,
        plans([
          { name: 'VirtualMachines', tier: 'Standard' },
          { name: 'Dns', tier: 'Free' },
        ]),
      ),
    ).toEqual([['Acme Production', 'pass']]);
  });

  it('fails a subscription listing none of the plans, and cannot evaluate plans not read', () => {
    expect(outcomes(id, plans([]))).toEqual([['Acme Production', 'fail']]);
    expect(outcomes(id, plans({ unknown: 'No read.' }))).toEqual([['Acme Production', 'unknown']]);
  });
});

describe('azure.sql-auditing', () => {
  const id = 'azure.sql-auditing';
  const servers = (sqlServers: AzureSubscription['sqlServers']) => facts([subscription('Acme Production', { sqlServers })]);
  it('passes a server that audits and fails one that does not', () => {
    expect(
      run(
        id,
        servers([
          { name: 'acme-sql', auditing: true },
          { name: 'acme-legacy-sql', auditing: false },
        ]),
      ),
    ).toEqual([
      { resource: 'acme-sql', outcome: 'pass', reason: 'Server-level auditing is enabled.' },
      { resource: 'acme-legacy-sql', outcome: 'fail', reason: 'Server-level auditing is disabled.' },
    ]);
  });

  it('cannot evaluate a server whose setting, or a subscription whose servers, were not read, and passes none', () => {
    expect(outcomes(id, servers([{ name: 'acme-sql', auditing: { unknown: 'No read.' } }]))).toEqual([['acme-sql', 'unknown']]);
    expect(outcomes(id, servers({ unknown: 'No read.' }))).toEqual([['Acme Production', 'unknown']]);
    expect(outcomes(id, servers([]))).toEqual([['Acme Production', 'pass']]);
  });
});
