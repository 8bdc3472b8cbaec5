import { providerListing } from '@/lib/domain/access-reviews/provider-accounts';
import type { AzureSubscription } from '@/lib/integrations/azure/facts';
import type { AzureRoleAssignment } from '@/lib/integrations/azure/role-assignments';

const subscription = (id: string, roleAssignments?: AzureSubscription['roleAssignments']): AzureSubscription => ({
  id,
  name: `Acme ${id}`,
  storageAccounts: [],
  keyVaults: [],
  activityLogExports: [],
  defenderPlans: [],
  sqlServers: [],
  ...(roleAssignments ? { roleAssignments } : {}),
});
const assignment = (principalId: string, role: string, allActions = false, principalType = 'User'): AzureRoleAssignment => ({
  principalId,
  principalType,
  role,
  allActions,
});

describe('the Azure role assignments an access review reads', () => {
  it('lists each principal of each subscription once with its roles, admin for the roles that change or grant access', () => {
    const listing = providerListing('azure', {
      subscriptions: [
        subscription('prod', [
          assignment('p-owner', 'Owner', true),
          assignment('p-owner', 'Reader'),
          assignment('p-owner', 'Reader'),
          assignment('p-pipeline', 'Contributor', true, 'ServicePrincipal'),
          assignment('p-access', 'User Access Administrator'),
          assignment('p-custom', 'Break glass', true),
          assignment('p-readers', 'Reader', false, 'Group'),
          assignment('p-deploy', 'Deployment reader'),
        ]),
        subscription('staging', [assignment('p-owner', 'Reader')]),
      ],
    });
    expect(listing?.unread).toEqual([]);
    expect(listing?.accounts.map((account) => [account.externalId, account.name, account.role, account.admin])).toEqual([
      ['prod/p-owner', 'p-owner', 'User in Acme prod: Owner, Reader', true],
      ['prod/p-pipeline', 'p-pipeline', 'ServicePrincipal in Acme prod: Contributor', true],
      ['prod/p-access', 'p-access', 'User in Acme prod: User Access Administrator', true],
      ['prod/p-custom', 'p-custom', 'User in Acme prod: Break glass', true],
      ['prod/p-readers', 'p-readers', 'Group in Acme prod: Reader', false],
      ['prod/p-deploy', 'p-deploy', 'User in Acme prod: Deployment reader', false],
      ['staging/p-owner', 'p-owner', 'User in Acme staging: Reader', false],
    ]);
    expect(listing?.accounts.every((account) => account.email === '' && account.lastActivity === null)).toBe(true);
  });

  it('leaves a subscription whose assignments could not be read unread, and one read before assignments were gathered empty', () => {
    const listing = providerListing('azure', {
      subscriptions: [subscription('prod', { unknown: 'Grant Microsoft.Authorization/roleAssignments/read' }), subscription('old')],
    });
    expect(listing).toEqual({ accounts: [], unread: ['prod/'] });
    expect(providerListing('azure', { subscriptions: { unknown: 'refused' } })).toBeNull();
  });
});
