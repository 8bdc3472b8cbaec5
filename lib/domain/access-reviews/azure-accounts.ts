import { isUnknown } from '@/lib/checks/types';
import type { AzureFacts } from '@/lib/integrations/azure/facts';
import type { SystemAccount } from '@/lib/schemas/access-reviews/records';
import type { ProviderListing } from './listing';

/** The built-in roles that change resources or grant access to them, whatever their actions say. */
const ADMIN_ROLES = new Set(['Owner', 'Contributor', 'User Access Administrator']);

/**
 * One account per principal holding a role in each subscription (its external id the subscription and the principal's
 * object id), its roles listed; admin when one is Owner, Contributor, User Access Administrator or allows every
 * action ("*"). Role assignments name no e-mail, so these accounts are matched to People by hand. A subscription
 * whose assignments could not be read is left unread: its principals are neither listed nor gone.
 */
export function azureListing(facts: Pick<AzureFacts, 'subscriptions'>): ProviderListing | null {
  if (isUnknown(facts.subscriptions)) return null;
  const accounts: SystemAccount[] = [];
  const unread: string[] = [];
  for (const subscription of facts.subscriptions) {
    // Runs made before role assignments were read have none to list.
    if (!subscription.roleAssignments) continue;
    if (isUnknown(subscription.roleAssignments)) {
      unread.push(`${subscription.id}/`);
      continue;
    }
    const principals = new Map<string, { type: string; roles: string[]; admin: boolean }>();
    for (const assignment of subscription.roleAssignments) {
      const held = principals.get(assignment.principalId) ?? { type: assignment.principalType, roles: [], admin: false };
      if (!held.roles.includes(assignment.role)) held.roles.push(assignment.role);
      held.admin ||= ADMIN_ROLES.has(assignment.role) || assignment.allActions;
      principals.set(assignment.principalId, held);
    }
    for (const [principalId, held] of principals) {
      accounts.push({
        externalId: `${subscription.id}/${principalId}`,
        email: '',
        name: principalId,
        role: `${held.type} in ${subscription.name}: ${held.roles.join(', ')}`,
        admin: held.admin,
        lastActivity: null,
      });
    }
  }
  return { accounts, unread };
}
