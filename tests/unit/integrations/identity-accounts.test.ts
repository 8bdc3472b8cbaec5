import type { EntraFacts, EntraUser } from '@/lib/integrations/entra-id/facts';
import type { GoogleWorkspaceFacts } from '@/lib/integrations/google-workspace/facts';
import { identityAccountsOf } from '@/lib/integrations/identity-accounts';
import type { OktaFacts } from '@/lib/integrations/okta/facts';

describe('identityAccountsOf', () => {
  it('reads Entra ID accounts by mail and principal name, enabled or not', () => {
    const user = (principal: string, email: string, enabled: boolean) => ({ principal, email, enabled }) as EntraUser;
    const facts = {
      users: [user('ann@acme.example', 'ann@acme.example', true), user('bo@acme.onmicrosoft.com', 'bo@acme.example', false)],
    };
    expect(identityAccountsOf('entra-id', facts as EntraFacts)).toEqual([
      { provider: 'entra-id', email: 'ann@acme.example', enabled: true },
      { provider: 'entra-id', email: 'bo@acme.example', enabled: false },
      { provider: 'entra-id', email: 'bo@acme.onmicrosoft.com', enabled: false },
    ]);
  });
  it('reads Okta’s active users as enabled and its suspended ones as not', () => {
    const facts = {
      activeUsers: [{ id: '1', login: 'ann@acme.example', profile: { email: 'Ann@Acme.example' } }],
      suspendedUsers: [{ id: '2', login: 'cy@acme.example', adminRoles: [] }],
    };
    expect(identityAccountsOf('okta', facts as unknown as OktaFacts)).toEqual([
      { provider: 'okta', email: 'ann@acme.example', enabled: true },
      { provider: 'okta', email: 'cy@acme.example', enabled: false },
    ]);
  });
  it('reads a suspended or archived Google Workspace user as disabled', () => {
    const facts = {
      users: [
        { email: 'ann@acme.example', suspended: false, archived: false },
        { email: 'bo@acme.example', suspended: true, archived: false },
        { email: 'cy@acme.example', suspended: false, archived: true },
      ],
    };
    expect(identityAccountsOf('google-workspace', facts as GoogleWorkspaceFacts)).toEqual([
      { provider: 'google-workspace', email: 'ann@acme.example', enabled: true },
      { provider: 'google-workspace', email: 'bo@acme.example', enabled: false },
      { provider: 'google-workspace', email: 'cy@acme.example', enabled: false },
    ]);
  });
  it('answers why when the users could not be read, never an empty list', () => {
    expect(identityAccountsOf('entra-id', { users: { unknown: 'Refused (403).' } })).toEqual({ unknown: 'Refused (403).' });
  });
});
