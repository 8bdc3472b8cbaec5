/** @jest-environment node */
import { gatherEntraFacts } from '@/lib/integrations/entra-id/gather';
import { verifyEntra } from '@/lib/integrations/entra-id/verify';
import { CLIENT_ID, CLIENT_SECRET, manyEntraUsers, startEntraStandIn, TENANT, type EntraStandIn } from '../../support/entra-id-stand-in';

let entra: EntraStandIn;
beforeAll(async () => {
  entra = await startEntraStandIn();
});
afterAll(() => entra.close());
beforeEach(() =>
  entra.set({
    pageSize: 2,
    users: null,
    refused: [],
    rateLimit: 'none',
    revoked: false,
    mfaPolicy: 'enabledForReportingButNotEnforced',
    allRegistered: false,
  }),
);

const now = new Date('2026-11-28T08:00:00Z');
const connection = (changes: Partial<{ tenantId: string; clientSecret: string }> = {}) => ({
  loginUrl: entra.url,
  graphUrl: entra.url,
  tenantId: TENANT,
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  ...changes,
});
const gather = () => gatherEntraFacts(connection(), now);
const ids = (n: number) => `a1000000-0000-4000-8000-00000000000${n}`;

describe('gatherEntraFacts against the Microsoft Graph stand-in', () => {
  it('reads every page of users, the registration report, the policies and the role members by name', async () => {
    const facts = await gather();
    expect(facts.tenant).toBe(TENANT);
    expect(facts.collectedAt).toBe('2026-11-28T08:00:00.000Z');
    expect(Array.isArray(facts.users) && facts.users.map((user) => user.principal)).toEqual([
      'alice@acme.example',
      'bob@acme.example',
      'carol@acme.example',
      'dave@acme.example',
      'eve_partner.example#ext#@acme.onmicrosoft.com',
    ]);
    expect(Array.isArray(facts.users) && facts.users[4]).toEqual({
      id: ids(5),
      principal: 'eve_partner.example#ext#@acme.onmicrosoft.com',
      email: 'eve@partner.example',
      firstName: 'Eve',
      lastName: 'Partner',
      department: null,
      created: '2025-02-10T09:00:00.000Z',
      enabled: true,
      guest: true,
    });
    expect(facts.mfaRegistered).toEqual({ [ids(1)]: true, [ids(2)]: false, [ids(3)]: true, [ids(4)]: true, [ids(5)]: true });
    expect(Array.isArray(facts.policies) && facts.policies[0]).toEqual({
      id: 'p-mfa',
      name: 'Require MFA for all users',
      state: 'enabledForReportingButNotEnforced',
      includeUsers: ['All'],
      includeApplications: ['All'],
      builtInControls: ['mfa'],
      authenticationStrength: null,
    });
    // A service principal holding a role is not a user: left out.
    expect(facts.adminRoles).toEqual({
      [ids(1)]: ['Global Administrator'],
      [ids(3)]: ['Global Administrator'],
      [ids(4)]: ['User Administrator'],
      [ids(5)]: ['Security Reader'],
    });
    expect(facts.leavers).toEqual([]);
    // Three pages of users through @odata.nextLink, the token asked once and sent as a bearer.
    expect(entra.paths.filter((path) => path.startsWith('/v1.0/users?') && path.includes('%24skiptoken=4'))).toHaveLength(1);
    expect(entra.paths.filter((path) => path.endsWith('/oauth2/v2.0/token'))).toHaveLength(1);
    expect(new Set(entra.authorizations).size).toBe(1);
    expect(entra.authorizations[0]).toMatch(/^Bearer /);
  });

  it('makes only the refused list unknown, naming the permission to grant', async () => {
    entra.set({ refused: ['registration', 'roles'] });
    const facts = await gather();
    expect(Array.isArray(facts.users) && facts.users).toHaveLength(5);
    expect(Array.isArray(facts.policies)).toBe(true);
    expect(facts.mfaRegistered).toEqual({
      unknown:
        'The app may not read the MFA registration report (403). Grant the application permission AuditLog.Read.All with admin consent.',
    });
    expect(facts.adminRoles).toEqual({
      unknown:
        'The app may not read the directory roles (403). Grant the application permission RoleManagement.Read.Directory with admin consent.',
    });
    entra.set({ refused: ['policies', 'users'] });
    const others = await gather();
    expect(others.policies).toEqual({ unknown: expect.stringContaining('Policy.Read.All') });
    expect(others.users).toEqual({ unknown: expect.stringContaining('User.Read.All') });
  });

  it('makes every fact unknown, with the reason and never the secret, for a refused app or long throttling', async () => {
    entra.set({ revoked: true });
    const refused = await gather();
    expect(refused.users).toEqual({
      unknown:
        'Microsoft refused the app (its token could not be issued). Check the tenant ID, the client ID and that the client secret is current.',
    });
    expect(refused.policies).toEqual(refused.users);
    expect(JSON.stringify(refused)).not.toContain(CLIENT_SECRET);
    entra.set({ revoked: false, rateLimit: 'long' });
    expect((await gather()).users).toEqual({
      unknown: expect.stringMatching(/^Microsoft Graph is throttling this app until \d\d:\d\d UTC\. Try again then\.$/),
    });
  });

  it('waits out throttling Graph says is over and reads on', async () => {
    entra.set({ rateLimit: 'once' });
    const facts = await gather();
    expect(Array.isArray(facts.users) && facts.users).toHaveLength(5);
  });

  it('reads an empty tenant as no users, and a large one page by page', async () => {
    entra.set({ users: [] });
    const empty = await gather();
    expect(empty.users).toEqual([]);
    expect(empty.mfaRegistered).toEqual({});
    entra.set({ users: manyEntraUsers(700), pageSize: 100 });
    const large = await gather();
    expect(Array.isArray(large.users) && large.users).toHaveLength(700);
    expect(Object.keys(large.mfaRegistered)).toHaveLength(700);
  });
});

describe('verifyEntra', () => {
  it('answers the tenant when the app reads a user', async () => {
    expect(await verifyEntra(connection())).toEqual({ ok: true, account: TENANT });
  });
  it('says what is wrong: a refused secret, an unknown tenant, a missing permission', async () => {
    expect(await verifyEntra(connection({ clientSecret: 'Wrong~secretValue0000000000' }))).toEqual({
      ok: false,
      message: expect.stringMatching(/^Microsoft refused the app/),
    });
    expect(await verifyEntra(connection({ tenantId: 'other.onmicrosoft.com' }))).toEqual({
      ok: false,
      message: expect.stringMatching(/^Microsoft refused the app/),
    });
    entra.set({ refused: ['users'] });
    expect(await verifyEntra(connection())).toEqual({
      ok: false,
      message: 'The app may not read the users (403). Grant the application permission User.Read.All with admin consent.',
    });
  });
});
