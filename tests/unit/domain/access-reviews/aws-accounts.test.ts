import { providerAccounts, providerListing } from '@/lib/domain/access-reviews/provider-accounts';
import type { IamUser } from '@/lib/integrations/aws/facts';
import type { IamRole } from '@/lib/integrations/aws/facts-iam';

const user = (name: string): IamUser => ({ name, passwordEnabled: true, mfaActive: true, accessKeys: [] });
const role = (overrides: Partial<IamRole>): IamRole => ({
  name: 'deploy',
  arn: 'arn:aws:iam::123456789012:role/deploy',
  trustedBy: ['arn:aws:iam::123456789012:root'],
  adminPolicies: [],
  lastUsed: null,
  ...overrides,
});

describe('the AWS roles an access review reads', () => {
  it('lists each role by ARN after the users, with who may assume it, its admin policies and its last use', () => {
    const accounts = providerAccounts('aws', {
      users: [user('ada')],
      directAdmins: [],
      groupAdmins: [],
      roles: [
        role({
          name: 'OktaAdmins',
          arn: 'arn:aws:iam::123456789012:role/OktaAdmins',
          trustedBy: ['arn:aws:iam::123456789012:root', 'okta SAML'],
          adminPolicies: ['AdministratorAccess', 'everything (inline)'],
          lastUsed: '2026-11-20T09:30:00.000Z',
        }),
        role({ trustedBy: [] }),
      ],
    });
    expect(accounts).toEqual([
      { externalId: 'ada', email: '', name: 'ada', role: 'Console', admin: false, lastActivity: null },
      {
        externalId: 'arn:aws:iam::123456789012:role/OktaAdmins',
        email: '',
        name: 'OktaAdmins',
        role: 'Assumed by: arn:aws:iam::123456789012:root, okta SAML; Admin (AdministratorAccess, everything (inline))',
        admin: true,
        lastActivity: '2026-11-20T09:30:00.000Z',
      },
      {
        externalId: 'arn:aws:iam::123456789012:role/deploy',
        email: '',
        name: 'deploy',
        role: 'Assumed by: nobody',
        admin: false,
        lastActivity: null,
      },
    ]);
  });

  it('flags a user holding a full-admin policy through a group, with its own policies first', () => {
    const accounts = providerAccounts('aws', {
      users: [user('ada'), user('bob'), user('eve')],
      directAdmins: [{ user: 'ada', policies: ['break-glass (inline)'] }],
      groupAdmins: [
        { user: 'ada', policies: ['AdministratorAccess (group admins)'] },
        { user: 'bob', policies: ['AdministratorAccess (group admins)'] },
        { user: 'eve', policies: [] },
      ],
      roles: [],
    });
    expect(accounts?.map((account) => [account.name, account.role, account.admin])).toEqual([
      ['ada', 'Console, Admin (break-glass (inline), AdministratorAccess (group admins))', true],
      ['bob', 'Console, Admin (AdministratorAccess (group admins))', true],
      ['eve', 'Console', false],
    ]);
  });

  it('leaves the roles unread, never gone, when the authorization details could not be read', () => {
    const refused = { unknown: 'Grant iam:GetAccountAuthorizationDetails' };
    const listing = providerListing('aws', { users: [user('ada')], directAdmins: refused, groupAdmins: refused, roles: refused });
    expect(listing).toEqual({ accounts: [expect.objectContaining({ externalId: 'ada', admin: false })], unread: ['arn:'] });
  });

  it('lists the users alone, with nothing unread, from a run made before roles were read', () => {
    expect(providerListing('aws', { users: [user('ada')], directAdmins: [] })).toEqual({
      accounts: [expect.objectContaining({ externalId: 'ada' })],
      unread: [],
    });
  });
});
