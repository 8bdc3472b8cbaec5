/** @jest-environment node */
import { isUnknown } from '@/lib/checks/types';
import { gatherAzureFacts } from '@/lib/integrations/azure/gather';
import { CLIENT_ID, CLIENT_SECRET, manySubscriptions, startAzureStandIn, TENANT, type AzureStandIn } from '../../support/azure-stand-in';

let azure: AzureStandIn;
beforeAll(async () => {
  azure = await startAzureStandIn();
});
afterAll(() => azure.close());
beforeEach(() => azure.set({ pageSize: 1, subscriptions: null, fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const now = new Date('2026-11-28T08:00:00Z');
const gather = (clientSecret = CLIENT_SECRET) =>
  gatherAzureFacts({ loginUrl: azure.url, managementUrl: azure.url, tenantId: TENANT, clientId: CLIENT_ID, clientSecret }, now);
const subscriptionsOf = async () => {
  const facts = await gather();
  if (isUnknown(facts.subscriptions)) throw new Error(facts.subscriptions.unknown);
  return facts.subscriptions;
};

describe('gatherAzureFacts against the Azure Resource Manager stand-in', () => {
  it('reads every page of the enabled subscriptions and of their storage accounts, vaults, exports and plans', async () => {
    const facts = await gather();
    expect(facts.tenant).toBe(TENANT);
    expect(facts.collectedAt).toBe('2026-11-28T08:00:00.000Z');
    if (isUnknown(facts.subscriptions)) throw new Error(facts.subscriptions.unknown);
    // The disabled subscription is left out.
    expect(facts.subscriptions.map((subscription) => subscription.name)).toEqual(['Acme Production', 'Acme Staging']);
    const [production, staging] = facts.subscriptions;
    expect(production).toEqual({
      id: '8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f',
      name: 'Acme Production',
      storageAccounts: [
        {
          name: 'acmeprodassets',
          httpsOnly: true,
          minimumTlsVersion: 'TLS1_2',
          allowBlobPublicAccess: true,
          encryptionKeySource: 'Microsoft.Storage',
        },
        {
          name: 'acmeprodlogs',
          httpsOnly: false,
          minimumTlsVersion: 'TLS1_0',
          allowBlobPublicAccess: false,
          encryptionKeySource: 'Microsoft.Storage',
        },
      ],
      keyVaults: [
        { name: 'acme-prod-kv', softDelete: true, purgeProtection: false },
        { name: 'acme-prod-secrets', softDelete: true, purgeProtection: true },
      ],
      activityLogExports: [],
      sqlServers: [{ name: 'acme-prod-sql', auditing: false }],
      defenderPlans: expect.arrayContaining([
        { name: 'SqlServers', tier: 'Free' },
        { name: 'VirtualMachines', tier: 'Standard' },
      ]),
      roleAssignments: expect.arrayContaining([
        { principalId: 'a1b2c3d4-0000-4000-8000-000000000001', principalType: 'User', role: 'Owner', allActions: true },
      ]),
    });
    expect(staging!.activityLogExports).toEqual([
      { name: 'to-nowhere', destinations: [], categories: ['Administrative'] },
      { name: 'activity-archive', destinations: ['a Log Analytics workspace'], categories: ['Administrative'] },
    ]);
    // Pages of one item followed through nextLink, each request with its api-version, the token asked once.
    expect(
      azure.requests.filter((request) => request.startsWith('GET /subscriptions?') && request.includes('%24skiptoken=2')),
    ).toHaveLength(1);
    expect(azure.requests.filter((request) => request.includes('storageAccounts?') && request.includes('%24skiptoken=1'))).toHaveLength(1);
    expect(azure.requests.filter((request) => request.startsWith('POST /'))).toHaveLength(1);
  });

  it('keeps the other lists and names the action when only one list is refused', async () => {
    azure.set({ refused: ['sqlAuditing'] });
    const [withServers] = await subscriptionsOf();
    expect(withServers!.sqlServers).toEqual([
      {
        name: 'acme-prod-sql',
        auditing: {
          unknown:
            'The app may not read the auditing of acme-prod-sql (403). Assign it the Reader role on the subscription (Microsoft.Sql/servers/auditingSettings/read).',
        },
      },
    ]);
    azure.set({ refused: ['pricings'] });
    const [production] = await subscriptionsOf();
    expect(Array.isArray(production!.storageAccounts)).toBe(true);
    expect(production!.defenderPlans).toEqual({
      unknown:
        "The app may not read Defender for Cloud's plans of Acme Production (403). Assign it the Reader role on the subscription (Microsoft.Security/pricings/read).",
    });
  });

  it('makes the subscriptions unknown, with the reason, for a refused secret, a refused list or a long rate limit', async () => {
    expect((await gather('Wrong~secretValue0000000000')).subscriptions).toEqual({
      unknown: expect.stringMatching(/^Microsoft refused the app/),
    });
    azure.set({ refused: ['subscriptions'] });
    expect((await gather()).subscriptions).toEqual({ unknown: expect.stringContaining('(Microsoft.Resources/subscriptions/read)') });
    azure.set({ refused: [], rateLimit: 'long' });
    expect((await gather()).subscriptions).toEqual({
      unknown: expect.stringMatching(/^Azure Resource Manager is throttling this app until \d\d:\d\d UTC\. Try again then\.$/),
    });
  });

  it('waits out a throttle that Azure says is over and reads on', async () => {
    azure.set({ rateLimit: 'once' });
    expect(await subscriptionsOf()).toHaveLength(2);
  });

  it('reads a tenant without subscriptions as none, and a large one subscription by subscription', async () => {
    azure.set({ subscriptions: [] });
    expect((await gather()).subscriptions).toEqual([]);
    azure.set({ subscriptions: manySubscriptions(150), pageSize: 100 });
    const large = await subscriptionsOf();
    expect(large).toHaveLength(150);
    expect(large.every((subscription) => Array.isArray(subscription.storageAccounts) && subscription.storageAccounts.length === 1)).toBe(
      true,
    );
  });
});
