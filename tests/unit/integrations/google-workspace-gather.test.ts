/** @jest-environment node */
import { gatherGoogleFacts } from '@/lib/integrations/google-workspace/gather';
import { ADMIN_EMAIL, manyUsers, startGoogleStandIn, type GoogleStandIn } from '../../support/google-workspace-stand-in';

let google: GoogleStandIn;
beforeAll(async () => {
  google = await startGoogleStandIn();
});
afterAll(() => google.close());
beforeEach(() => google.set({ pageSize: 2, users: null, refused: 'none', rateLimit: 'none', revoked: false }));

const now = new Date('2026-11-28T08:00:00Z');
const gather = () => {
  const key = JSON.parse(google.serviceAccountKey) as { client_email: string; private_key: string };
  return gatherGoogleFacts(
    { baseUrl: google.url, clientEmail: key.client_email, privateKey: key.private_key, adminEmail: ADMIN_EMAIL },
    now,
  );
};

describe('gatherGoogleFacts against the Admin SDK Directory API stand-in', () => {
  it('reads every page of users with their 2-Step Verification and admin flags, and the roles assigned by name', async () => {
    const facts = await gather();
    expect(facts.domain).toBe('acme.com');
    expect(facts.collectedAt).toBe('2026-11-28T08:00:00.000Z');
    expect(Array.isArray(facts.users) && facts.users.map((user) => user.email)).toEqual([
      'alice@acme.com',
      'bob@acme.com',
      'carol@acme.com',
      'dave@acme.com',
      'erin@acme.com',
    ]);
    expect(Array.isArray(facts.users) && facts.users[2]).toEqual({
      id: '100000000000000000003',
      email: 'carol@acme.com',
      firstName: 'Carol',
      lastName: 'Chen',
      department: 'Finance',
      created: '2026-11-01T10:00:00.000Z',
      lastLogin: null,
      suspended: false,
      archived: false,
      enrolledIn2Sv: true,
      enforcedIn2Sv: false,
      superAdmin: false,
      delegatedAdmin: true,
    });
    expect(facts.adminRoles).toEqual({
      '100000000000000000001': ['_SEED_ADMIN_ROLE'],
      '100000000000000000003': ['_GROUPS_ADMIN_ROLE'],
      '100000000000000000004': ['_HELP_DESK_ADMIN_ROLE'],
    });
    // Three pages of two users, followed through pageToken, with the token asked once and sent as a bearer.
    expect(google.paths.filter((path) => path.startsWith('/admin/directory/v1/users?') && path.includes('pageToken=4'))).toHaveLength(1);
    expect(google.paths.filter((path) => path === '/token')).toHaveLength(1);
    expect(new Set(google.authorizations)).toEqual(new Set(['Bearer ya29.standInAccessToken']));
  });

  it('keeps the users and makes the roles unknown when delegation lacks the role management scope', async () => {
    google.set({ refused: 'roles' });
    const facts = await gather();
    expect(Array.isArray(facts.users) && facts.users).toHaveLength(5);
    expect(facts.adminRoles).toEqual({
      unknown:
        "The service account may not read the administrator role assignments (403). Check the delegated scopes and the admin's privileges.",
    });
  });

  it('makes every fact unknown, with the reason, for an admin without rights, a refused key or a long rate limit', async () => {
    google.set({ refused: 'directory' });
    expect((await gather()).users).toEqual({
      unknown: "The service account may not read the users (403). Check the delegated scopes and the admin's privileges.",
    });
    google.set({ refused: 'none', revoked: true });
    const refused = await gather();
    expect(refused.users).toEqual({ unknown: expect.stringContaining('Google refused the service account') });
    expect(refused.adminRoles).toEqual(refused.users);
    google.set({ revoked: false, rateLimit: 'long' });
    expect((await gather()).users).toEqual({
      unknown: expect.stringMatching(/^Google's rate limit for this service account is used up until \d\d:\d\d UTC\. Try again then\.$/),
    });
  });

  it('waits out a rate limit that Google says is over and reads on', async () => {
    google.set({ rateLimit: 'once' });
    const facts = await gather();
    expect(Array.isArray(facts.users) && facts.users).toHaveLength(5);
  });

  it('reads an empty tenant as no users, and a large one page by page', async () => {
    google.set({ users: [] });
    expect((await gather()).users).toEqual([]);
    google.set({ users: manyUsers(2000), pageSize: 500 });
    const large = await gather();
    expect(Array.isArray(large.users) && large.users).toHaveLength(2000);
  });
});
