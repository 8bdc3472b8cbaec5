/** @jest-environment node */
import { providerListing } from '@/lib/domain/access-reviews/provider-accounts';
import { isUnknown } from '@/lib/checks/types';
import { gatherAzureFacts } from '@/lib/integrations/azure/gather';
import { CLIENT_ID, CLIENT_SECRET, startAzureStandIn, TENANT, type AzureStandIn } from '../../support/azure-stand-in';

let azure: AzureStandIn;
beforeAll(async () => {
  azure = await startAzureStandIn();
});
afterAll(() => azure.close());
beforeEach(() => azure.set({ pageSize: 2, subscriptions: null, fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const gather = () =>
  gatherAzureFacts(
    { loginUrl: azure.url, managementUrl: azure.url, tenantId: TENANT, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
    new Date('2026-11-28T08:00:00Z'),
  );
const PRODUCTION = '8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f';
const principal = (n: number) => `a1b2c3d4-0000-4000-8000-00000000000${n}`;

describe("Azure's role assignments, as an access review reads them", () => {
  it('reads every page of each subscription’s assignments, resolves the roles by name and lists one account per principal', async () => {
    const facts = await gather();
    expect(azure.requests.filter((request) => request.includes('roleAssignments?') && request.includes('%24skiptoken=2'))).toHaveLength(1);
    expect(azure.requests.filter((request) => request.includes('roleDefinitions?') && request.includes('%24skiptoken=4'))).toHaveLength(1);
    if (isUnknown(facts.subscriptions)) throw new Error(facts.subscriptions.unknown);
    expect(facts.subscriptions[0]!.roleAssignments).toContainEqual({
      principalId: principal(4),
      principalType: 'User',
      role: 'Break glass',
      allActions: true,
    });
    expect(facts.subscriptions[1]!.roleAssignments).toEqual([]);
    const listing = providerListing('azure', facts);
    expect(listing?.unread).toEqual([]);
    expect(listing?.accounts.map((account) => [account.externalId, account.role, account.admin])).toEqual([
      [`${PRODUCTION}/${principal(1)}`, 'User in Acme Production: Owner, Reader', true],
      [`${PRODUCTION}/${principal(2)}`, 'ServicePrincipal in Acme Production: Contributor', true],
      [`${PRODUCTION}/${principal(3)}`, 'Group in Acme Production: Reader', false],
      [`${PRODUCTION}/${principal(4)}`, 'User in Acme Production: Break glass', true],
      [`${PRODUCTION}/${principal(5)}`, 'User in Acme Production: Deployment reader', false],
      [`${PRODUCTION}/${principal(6)}`, 'User in Acme Production: User Access Administrator', true],
    ]);
  });

  it('leaves only the assignments unread when they are refused, naming the actions to grant', async () => {
    azure.set({ refused: ['roleAssignments'] });
    const facts = await gather();
    if (isUnknown(facts.subscriptions)) throw new Error(facts.subscriptions.unknown);
    const [production, staging] = facts.subscriptions;
    expect(production!.roleAssignments).toEqual({
      unknown:
        'The app may not read the role assignments of Acme Production (403). Assign it the Reader role on the subscription (Microsoft.Authorization/roleAssignments/read and Microsoft.Authorization/roleDefinitions/read).',
    });
    expect(Array.isArray(production!.storageAccounts)).toBe(true);
    expect(providerListing('azure', facts)).toEqual({ accounts: [], unread: [`${PRODUCTION}/`, `${staging!.id}/`] });
  });

  it('lists nothing to review in a tenant whose subscriptions hold no assignment', async () => {
    azure.set({ subscriptions: [] });
    expect(providerListing('azure', await gather())).toEqual({ accounts: [], unread: [] });
  });
});
