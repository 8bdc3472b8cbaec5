import { googleWorkspaceChecks, MAX_SUPER_ADMINS } from '@/lib/checks/google-workspace';
import type { GoogleUser, GoogleWorkspaceFacts } from '@/lib/integrations/google-workspace/facts';

const now = new Date('2026-11-28T08:00:00Z');
const user = (email: string, changes: Partial<GoogleUser> = {}): GoogleUser => ({
  id: email,
  email,
  firstName: '',
  lastName: '',
  department: null,
  created: '2024-01-01T00:00:00.000Z',
  lastLogin: '2026-11-20T09:00:00.000Z',
  suspended: false,
  archived: false,
  enrolledIn2Sv: true,
  enforcedIn2Sv: true,
  superAdmin: false,
  delegatedAdmin: false,
  ...changes,
});
const facts = (users: GoogleWorkspaceFacts['users'], adminRoles: GoogleWorkspaceFacts['adminRoles'] = {}): GoogleWorkspaceFacts => ({
  domain: 'acme.com',
  collectedAt: now.toISOString(),
  users,
  adminRoles,
});
const run = (id: string, input: GoogleWorkspaceFacts) => googleWorkspaceChecks.find((check) => check.id === id)!.evaluate(input, now);
const outcomes = (id: string, input: GoogleWorkspaceFacts) => run(id, input).map(({ resource, outcome }) => [resource, outcome]);
const notRead = { unknown: 'Google refused access (403).' };

describe('google-workspace.active-users-2sv', () => {
  const id = 'google-workspace.active-users-2sv';
  it('passes the domain when every active user is enrolled, suspended and archived users aside', () => {
    expect(run(id, facts([user('a@acme.com'), user('s@acme.com', { suspended: true, enrolledIn2Sv: false })]))).toEqual([
      { resource: 'acme.com', outcome: 'pass', reason: 'Every active user (1) is enrolled in 2-Step Verification.' },
    ]);
  });
  it('fails each active user not enrolled', () => {
    expect(outcomes(id, facts([user('a@acme.com'), user('b@acme.com', { enrolledIn2Sv: false })]))).toEqual([['b@acme.com', 'fail']]);
  });
  it('could not evaluate when the users were not read, never a pass', () => {
    expect(run(id, facts(notRead))).toEqual([{ resource: 'acme.com', outcome: 'unknown', reason: notRead.unknown }]);
  });
});

describe('google-workspace.2sv-enforced', () => {
  const id = 'google-workspace.2sv-enforced';
  it('passes when enforced for every active user, fails each one it is not, and could not evaluate unread users', () => {
    expect(outcomes(id, facts([user('a@acme.com')]))).toEqual([['acme.com', 'pass']]);
    expect(outcomes(id, facts([user('a@acme.com'), user('c@acme.com', { enforcedIn2Sv: false })]))).toEqual([['c@acme.com', 'fail']]);
    expect(outcomes(id, facts(notRead))).toEqual([['acme.com', 'unknown']]);
  });
});

describe('google-workspace.suspended-no-admin', () => {
  const id = 'google-workspace.suspended-no-admin';
  it('passes suspended users with no role, and says so when there is none', () => {
    expect(outcomes(id, facts([user('s@acme.com', { suspended: true })]))).toEqual([['acme.com', 'pass']]);
    expect(run(id, facts([user('a@acme.com')]))[0]!.reason).toBe('The domain has no suspended user.');
  });
  it('fails a suspended super administrator or a suspended user with an assigned role', () => {
    const users = [user('s@acme.com', { suspended: true, superAdmin: true }), user('d@acme.com', { suspended: true })];
    expect(run(id, facts(users, { 'd@acme.com': ['_HELP_DESK_ADMIN_ROLE'] }))).toEqual([
      { resource: 's@acme.com', outcome: 'fail', reason: 'Suspended, and still a super administrator.' },
      { resource: 'd@acme.com', outcome: 'fail', reason: 'Suspended, and still holds _HELP_DESK_ADMIN_ROLE.' },
    ]);
  });
  it('could not evaluate a suspended user when the role assignments were not read', () => {
    expect(outcomes(id, facts([user('d@acme.com', { suspended: true })], notRead))).toEqual([['d@acme.com', 'unknown']]);
    expect(outcomes(id, facts(notRead))).toEqual([['acme.com', 'unknown']]);
  });
});

describe('google-workspace.inactive-users', () => {
  const id = 'google-workspace.inactive-users';
  it('passes recent sign-ins and new accounts never signed in, fails old ones', () => {
    const users = [
      user('a@acme.com'),
      user('b@acme.com', { lastLogin: '2026-06-01T09:00:00.000Z' }),
      user('n@acme.com', { lastLogin: null, created: '2026-11-01T00:00:00.000Z' }),
      user('o@acme.com', { lastLogin: null, created: '2025-01-01T00:00:00.000Z' }),
    ];
    expect(run(id, facts(users))).toEqual([
      { resource: 'b@acme.com', outcome: 'fail', reason: 'Last signed in on 2026-06-01, more than 90 days ago.' },
      { resource: 'o@acme.com', outcome: 'fail', reason: 'Never signed in since creation on 2025-01-01, more than 90 days ago.' },
    ]);
    expect(outcomes(id, facts([user('a@acme.com')]))).toEqual([['acme.com', 'pass']]);
  });
  it('could not evaluate a user with no date, or unread users', () => {
    expect(outcomes(id, facts([user('x@acme.com', { lastLogin: null, created: null })]))).toEqual([['x@acme.com', 'unknown']]);
    expect(outcomes(id, facts(notRead))).toEqual([['acme.com', 'unknown']]);
  });
});

describe('google-workspace.super-admins-limited', () => {
  const id = 'google-workspace.super-admins-limited';
  const admins = (count: number) => Array.from({ length: count }, (_, index) => user(`admin${index}@acme.com`, { superAdmin: true }));
  it(`passes up to ${MAX_SUPER_ADMINS} active super administrators and fails more, suspended ones aside`, () => {
    expect(outcomes(id, facts([...admins(MAX_SUPER_ADMINS), user('s@acme.com', { superAdmin: true, suspended: true })]))).toEqual([
      ['acme.com', 'pass'],
    ]);
    expect(outcomes(id, facts(admins(MAX_SUPER_ADMINS + 1)))).toEqual([['acme.com', 'fail']]);
  });
  it('could not evaluate when no super administrator shows, or the users were not read', () => {
    expect(outcomes(id, facts([user('a@acme.com')]))).toEqual([['acme.com', 'unknown']]);
    expect(outcomes(id, facts(notRead))).toEqual([['acme.com', 'unknown']]);
  });
});
