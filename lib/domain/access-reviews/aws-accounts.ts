import { isUnknown } from '@/lib/checks/types';
import type { AwsFacts } from '@/lib/integrations/aws/facts';
import type { IamRole } from '@/lib/integrations/aws/facts-iam';
import type { SystemAccount } from '@/lib/schemas/access-reviews/records';
import type { ProviderListing } from './listing';

const lower = (text: string) => text.trim().toLowerCase();
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

/** Roles are listed by ARN and users by name (which holds no colon), so this prefix tells a role's account apart. */
export const AWS_ROLE_PREFIX = 'arn:';

/** Facts gathered before a fact was read lack it: older runs have no `directAdmins`, `groupAdmins` or `roles`. */
type AwsAccountFacts = Pick<AwsFacts, 'users'> & Partial<Pick<AwsFacts, 'directAdmins' | 'groupAdmins' | 'roles'>>;

/** Each user's full-admin policies of a fact as read, none when it could not be read. */
function policiesByUser(fact: AwsFacts['directAdmins'] | undefined): Map<string, string[]> {
  const read = fact && !isUnknown(fact) ? fact : [];
  return new Map(read.map((entry) => [entry.user, entry.policies]));
}

function roleAccount(role: IamRole): SystemAccount {
  const trust = `Assumed by: ${role.trustedBy.join(', ') || 'nobody'}`;
  return {
    externalId: role.arn,
    email: '',
    name: role.name,
    role: role.adminPolicies.length > 0 ? `${trust}; Admin (${role.adminPolicies.join(', ')})` : trust,
    admin: role.adminPolicies.length > 0,
    lastActivity: role.lastUsed,
  };
}

/**
 * IAM users from the credential report, then the roles. A user with a full-admin policy (AdministratorAccess or one
 * allowing "*" on "*") of its own or through a group holds admin rights, named with its policies; so does a role
 * with one attached or inline. Unread authorization details flag nobody, and leave the roles unread (never gone).
 */
export function awsListing(facts: AwsAccountFacts): ProviderListing | null {
  if (isUnknown(facts.users)) return null;
  const direct = policiesByUser(facts.directAdmins);
  const throughGroups = policiesByUser(facts.groupAdmins);
  const users = facts.users.map((user) => {
    const policies = [...(direct.get(user.name) ?? []), ...(throughGroups.get(user.name) ?? [])];
    const access = [user.passwordEnabled ? 'Console' : '', user.accessKeys.some((key) => key.active) ? 'Access keys' : '']
      .filter(Boolean)
      .join(', ');
    return {
      externalId: user.name,
      email: looksLikeEmail(user.name) ? lower(user.name) : '',
      name: user.name,
      role: policies.length > 0 ? [access, `Admin (${policies.join(', ')})`].filter(Boolean).join(', ') : access,
      admin: policies.length > 0,
      lastActivity: null,
    };
  });
  if (facts.roles && isUnknown(facts.roles)) return { accounts: users, unread: [AWS_ROLE_PREFIX] };
  return { accounts: [...users, ...(facts.roles ?? []).map(roleAccount)], unread: [] };
}
