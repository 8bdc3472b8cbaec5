import { providerAccounts } from '@/lib/domain/access-reviews/provider-accounts';
import type { EntraFacts, EntraUser } from '@/lib/integrations/entra-id/facts';
import type { GitlabFacts } from '@/lib/integrations/gitlab/facts';

const entraUser = (overrides: Partial<EntraUser>): EntraUser => ({
  id: 'u1',
  principal: 'ada@example.com',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  department: null,
  created: null,
  enabled: true,
  guest: false,
  ...overrides,
});

const entraFacts = (overrides: Partial<EntraFacts>): EntraFacts => ({
  tenant: 'example.com',
  collectedAt: '2026-11-29T00:00:00Z',
  users: [],
  mfaRegistered: {},
  policies: [],
  adminRoles: {},
  leavers: [],
  ...overrides,
});

describe('the accounts an access review reads from Microsoft Entra ID', () => {
  it('lists members and guests with their directory roles as admin rights, disabled accounts named', () => {
    const facts = entraFacts({
      users: [
        entraUser({ id: 'u1', email: 'ADA@example.com' }),
        entraUser({
          id: 'u2',
          principal: 'guest_x#ext#@example.com',
          email: 'guest@partner.com',
          firstName: '',
          lastName: '',
          guest: true,
        }),
        entraUser({ id: 'u3', email: 'old@example.com', enabled: false }),
      ],
      adminRoles: { u1: ['Global Administrator'] },
    });
    expect(providerAccounts('entra-id', facts)).toEqual([
      expect.objectContaining({ externalId: 'u1', email: 'ada@example.com', role: 'Member (Global Administrator)', admin: true }),
      expect.objectContaining({ externalId: 'u2', name: 'guest_x#ext#@example.com', role: 'Guest', admin: false }),
      expect.objectContaining({ externalId: 'u3', role: 'Member (disabled)', admin: false }),
    ]);
  });

  it('reads nothing when the users could not be listed, so no revoke is taken as done', () => {
    expect(providerAccounts('entra-id', entraFacts({ users: { unknown: 'User.Read.All is not granted' } }))).toBeNull();
  });
});

describe('the accounts an access review reads from GitLab', () => {
  const facts = (members: GitlabFacts['members']) =>
    ({ group: 'acme', collectedAt: '', requireTwoFactor: true, members, projects: [] }) as unknown as GitlabFacts;

  it('names each member by access level, maintainers and owners holding admin rights', () => {
    const accounts = providerAccounts(
      'gitlab',
      facts([
        { id: 7, username: 'owner', accessLevel: 50, state: 'active', twoFactor: true },
        { id: 8, username: 'dev', accessLevel: 30, state: 'active', twoFactor: null },
      ] as GitlabFacts['members']),
    );
    expect(accounts).toEqual([
      expect.objectContaining({ externalId: '7', name: 'owner', role: 'Owner', admin: true, email: '' }),
      expect.objectContaining({ externalId: '8', name: 'dev', role: 'Developer', admin: false }),
    ]);
  });

  it('reads nothing when the members could not be listed', () => {
    expect(providerAccounts('gitlab', facts({ unknown: 'refused' }))).toBeNull();
  });
});

describe('the accounts an access review reads from AWS', () => {
  const user = (name: string, passwordEnabled: boolean, activeKey: boolean) => ({
    name,
    passwordEnabled,
    mfaActive: true,
    accessKeys: [
      { active: activeKey, lastRotated: null },
      { active: false, lastRotated: null },
    ],
  });
  const users = [user('ops-admin', true, false), user('deploy-bot', false, true), user('auditor', true, false)];

  it('flags the IAM users with a full-admin policy of their own as admin accounts, naming the policies', () => {
    const accounts = providerAccounts('aws', {
      users,
      directAdmins: [
        { user: 'ops-admin', policies: ['AdministratorAccess'] },
        { user: 'deploy-bot', policies: ['deploy-everything', 'break-glass (inline)'] },
        { user: 'auditor', policies: [] },
      ],
    });
    expect(accounts).toEqual([
      expect.objectContaining({ externalId: 'ops-admin', role: 'Console, Admin (AdministratorAccess)', admin: true }),
      expect.objectContaining({
        externalId: 'deploy-bot',
        role: 'Access keys, Admin (deploy-everything, break-glass (inline))',
        admin: true,
      }),
      expect.objectContaining({ externalId: 'auditor', role: 'Console', admin: false }),
    ]);
  });

  it('flags nobody when the authorization details could not be read or were never gathered', () => {
    for (const facts of [{ users, directAdmins: { unknown: 'iam:GetAccountAuthorizationDetails is not granted' } }, { users }]) {
      expect(providerAccounts('aws', facts)?.map((account) => account.admin)).toEqual([false, false, false]);
    }
  });

  it('reads nothing when the credential report could not be read', () => {
    expect(providerAccounts('aws', { users: { unknown: 'refused' }, directAdmins: [] })).toBeNull();
  });
});
