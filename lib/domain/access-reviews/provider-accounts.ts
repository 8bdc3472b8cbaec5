import { isUnknown } from '@/lib/checks/types';
import type { AwsFacts } from '@/lib/integrations/aws/facts';
import type { AzureFacts } from '@/lib/integrations/azure/facts';
import type { GithubFacts } from '@/lib/integrations/github/facts';
import type { GoogleWorkspaceFacts } from '@/lib/integrations/google-workspace/facts';
import type { EntraFacts } from '@/lib/integrations/entra-id/facts';
import type { GitlabFacts } from '@/lib/integrations/gitlab/facts';
import type { GoogleCloudFacts } from '@/lib/integrations/google-cloud/facts';
import type { OktaFacts } from '@/lib/integrations/okta/facts';
import type { SystemAccount } from '@/lib/schemas/access-reviews/records';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { awsListing } from './aws-accounts';
import { azureListing } from './azure-accounts';
import { googleCloudListing } from './google-cloud-accounts';
import type { ProviderListing } from './listing';

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

function oktaAccounts(facts: OktaFacts): SystemAccount[] | null {
  if (isUnknown(facts.activeUsers)) return null;
  const active = facts.activeUsers.map((user) => ({
    externalId: user.id,
    email: lower(user.profile.email ?? (looksLikeEmail(user.login) ? user.login : '')),
    name: `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.login,
    role: 'Active',
    admin: false,
    lastActivity: user.lastLogin,
  }));
  const suspended = isUnknown(facts.suspendedUsers)
    ? []
    : facts.suspendedUsers.map((user) => {
        const roles = isUnknown(user.adminRoles) ? [] : user.adminRoles;
        return {
          externalId: user.id,
          email: looksLikeEmail(user.login) ? lower(user.login) : '',
          name: user.login,
          role: roles.length > 0 ? `Suspended (${roles.join(', ')})` : 'Suspended',
          admin: roles.length > 0,
          lastActivity: null,
        };
      });
  return [...active, ...suspended];
}

function googleAccounts(facts: GoogleWorkspaceFacts): SystemAccount[] | null {
  if (isUnknown(facts.users)) return null;
  const roles = isUnknown(facts.adminRoles) ? {} : facts.adminRoles;
  return facts.users.map((user) => {
    const assigned = roles[user.id] ?? [];
    const role = user.superAdmin ? 'Super admin' : user.delegatedAdmin ? assigned.join(', ') || 'Delegated admin' : 'User';
    return {
      externalId: user.id,
      email: lower(user.email),
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      role: user.suspended ? `${role} (suspended)` : user.archived ? `${role} (archived)` : role,
      admin: user.superAdmin || user.delegatedAdmin,
      lastActivity: user.lastLogin,
    };
  });
}

function githubAccounts(facts: GithubFacts): SystemAccount[] | null {
  if (!facts.members || isUnknown(facts.members)) return null;
  return facts.members.map((member) => ({
    externalId: member.login,
    email: lower(member.email),
    name: member.name || member.login,
    role: member.admin ? 'Owner' : 'Member',
    admin: member.admin,
    lastActivity: null,
  }));
}

function entraAccounts(facts: EntraFacts): SystemAccount[] | null {
  if (isUnknown(facts.users)) return null;
  const roles = isUnknown(facts.adminRoles) ? {} : facts.adminRoles;
  return facts.users.map((user) => {
    const assigned = roles[user.id] ?? [];
    const kind = user.guest ? 'Guest' : 'Member';
    const role = assigned.length > 0 ? `${kind} (${assigned.join(', ')})` : kind;
    return {
      externalId: user.id,
      email: lower(user.email),
      name: `${user.firstName} ${user.lastName}`.trim() || user.principal,
      role: user.enabled ? role : `${role} (disabled)`,
      admin: assigned.length > 0,
      lastActivity: null,
    };
  });
}

/** GitLab's access levels as its members page names them (Owner 50, Maintainer 40…). */
const gitlabLevels: Record<number, string> = { 10: 'Guest', 20: 'Reporter', 30: 'Developer', 40: 'Maintainer', 50: 'Owner' };

function gitlabAccounts(facts: GitlabFacts): SystemAccount[] | null {
  if (isUnknown(facts.members)) return null;
  // GitLab's members list gives no e-mail, so its accounts are matched to People by hand.
  return facts.members.map((member) => ({
    externalId: String(member.id),
    email: '',
    name: member.username,
    role: gitlabLevels[member.accessLevel] ?? `Level ${member.accessLevel}`,
    admin: member.accessLevel >= 40,
    lastActivity: null,
  }));
}

const whole = (accounts: SystemAccount[] | null): ProviderListing | null => (accounts ? { accounts, unread: [] } : null);

/**
 * The accounts a provider's gathered facts list, as an access review reads them, with the parts it could not read
 * this time; null when the provider did not gather its accounts or could not read them (never "every account is gone").
 */
export function providerListing(provider: IntegrationProvider, facts: unknown): ProviderListing | null {
  if (typeof facts !== 'object' || facts === null) return null;
  switch (provider) {
    case 'okta':
      return whole(oktaAccounts(facts as OktaFacts));
    case 'google-workspace':
      return whole(googleAccounts(facts as GoogleWorkspaceFacts));
    case 'github':
      return whole(githubAccounts(facts as GithubFacts));
    case 'aws':
      return awsListing(facts as AwsFacts);
    case 'entra-id':
      return whole(entraAccounts(facts as EntraFacts));
    case 'gitlab':
      return whole(gitlabAccounts(facts as GitlabFacts));
    case 'google-cloud':
      return googleCloudListing(facts as GoogleCloudFacts);
    case 'azure':
      return azureListing(facts as AzureFacts);
    // Devices and an HR system list no accounts to review.
    case 'intune':
    case 'bamboohr':
    // Trackers and channels gather no accounts.
    case 'jira':
    case 'linear':
    case 'slack':
      return null;
  }
}

/** The accounts a provider's gathered facts list (see `providerListing`), or null. */
export const providerAccounts = (provider: IntegrationProvider, facts: unknown): SystemAccount[] | null =>
  providerListing(provider, facts)?.accounts ?? null;
