import { isUnknown, type Unknown } from '@/lib/checks/types';
import type { IdentityAccount } from './bamboohr/facts';
import type { EntraFacts } from './entra-id/facts';
import type { GoogleWorkspaceFacts } from './google-workspace/facts';
import type { OktaFacts } from './okta/facts';

/** The identity providers whose accounts an HR system's checks compare with its employees. */
export const identityProviders = ['okta', 'google-workspace', 'entra-id'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** Okta's active users can sign in; its suspended ones cannot (deactivated users are not listed). */
function oktaAccounts(facts: OktaFacts): Omit<IdentityAccount, 'provider'>[] | Unknown {
  if (isUnknown(facts.activeUsers)) return facts.activeUsers;
  const active = facts.activeUsers.map((user) => ({ email: lower(user.profile.email ?? user.login), enabled: true }));
  const suspended = isUnknown(facts.suspendedUsers)
    ? []
    : facts.suspendedUsers.map((user) => ({ email: lower(user.login), enabled: false }));
  return [...active, ...suspended];
}

/** The accounts of an identity provider's gathered facts by e-mail (an Entra ID account by mail and principal name too). */
export function identityAccountsOf(provider: IdentityProvider, facts: unknown): IdentityAccount[] | Unknown {
  const accounts = (() => {
    switch (provider) {
      case 'okta':
        return oktaAccounts(facts as OktaFacts);
      case 'google-workspace': {
        const { users } = facts as GoogleWorkspaceFacts;
        if (isUnknown(users)) return users;
        return users.map((user) => ({ email: lower(user.email), enabled: !user.suspended && !user.archived }));
      }
      case 'entra-id': {
        const { users } = facts as EntraFacts;
        if (isUnknown(users)) return users;
        return users.flatMap((user) => [
          { email: user.email, enabled: user.enabled },
          ...(user.principal !== user.email ? [{ email: user.principal, enabled: user.enabled }] : []),
        ]);
      }
    }
  })();
  return isUnknown(accounts) ? accounts : accounts.filter((account) => account.email).map((account) => ({ provider, ...account }));
}
