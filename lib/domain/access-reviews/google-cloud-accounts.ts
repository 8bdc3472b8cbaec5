import { isUnknown } from '@/lib/checks/types';
import type { GoogleCloudFacts } from '@/lib/integrations/google-cloud/facts';
import type { SystemAccount } from '@/lib/schemas/access-reviews/records';
import type { ProviderListing } from './listing';

/** The kinds of IAM member a policy names, as a reviewer reads them. */
const memberKinds: Record<string, string> = {
  user: 'User',
  serviceAccount: 'Service account',
  group: 'Group',
  domain: 'Domain',
  principal: 'Workload identity',
  principalSet: 'Workload identities',
};

/**
 * Whether a role grants administration of the project: Owner and Editor (the basic roles that change everything), or
 * a predefined role of a service named as its administrator (roles/compute.admin, roles/iam.securityAdmin,
 * roles/resourcemanager.projectIamAdmin). A custom role is judged by no name: its permissions are not read.
 */
export const isGoogleCloudAdminRole = (role: string) =>
  role === 'roles/owner' || role === 'roles/editor' || /^roles\/[\w.]*admin$/i.test(role);

/** A member string's kind and name: "user:ada@example.com" is the user ada@example.com; allUsers is anyone. */
function memberOf(member: string): { kind: string; name: string; email: string } {
  if (member === 'allUsers') return { kind: 'Public', name: 'allUsers (anyone on the internet)', email: '' };
  if (member === 'allAuthenticatedUsers') return { kind: 'Public', name: 'allAuthenticatedUsers (any Google account)', email: '' };
  const deleted = member.startsWith('deleted:');
  const rest = deleted ? member.slice('deleted:'.length) : member;
  const separator = rest.indexOf(':');
  const prefix = separator > 0 ? rest.slice(0, separator) : '';
  const name = (separator > 0 ? rest.slice(separator + 1) : rest).split('?')[0] ?? rest;
  const kind = `${memberKinds[prefix] ?? (prefix || 'Member')}${deleted ? ' (deleted)' : ''}`;
  return { kind, name, email: prefix === 'user' && !deleted ? name.trim().toLowerCase() : '' };
}

/**
 * One account per member of each project's IAM policy (its external id the project and the member), its roles
 * listed; admin when one of them is an admin role. A project whose policy could not be read is left unread, so its
 * members are neither listed nor gone.
 */
export function googleCloudListing(facts: Pick<GoogleCloudFacts, 'projects'>): ProviderListing | null {
  if (isUnknown(facts.projects)) return null;
  const accounts: SystemAccount[] = [];
  const unread: string[] = [];
  for (const project of facts.projects) {
    if (isUnknown(project.policy)) {
      unread.push(`${project.id}/`);
      continue;
    }
    const roles = new Map<string, string[]>();
    for (const binding of project.policy.bindings) {
      for (const member of binding.members) roles.set(member, [...new Set([...(roles.get(member) ?? []), binding.role])]);
    }
    for (const [member, held] of roles) {
      const { kind, name, email } = memberOf(member);
      accounts.push({
        externalId: `${project.id}/${member}`,
        email,
        name,
        role: `${kind} in ${project.id}: ${held.join(', ')}`,
        admin: held.some(isGoogleCloudAdminRole),
        lastActivity: null,
      });
    }
  }
  return { accounts, unread };
}
