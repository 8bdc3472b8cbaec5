import { libraryControls } from '@/lib/catalog/controls';
import { oktaChecks } from '@/lib/checks/okta';
import type { ActiveOktaUser, OktaFacts, SuspendedOktaUser } from '@/lib/integrations/okta/facts';

const now = new Date('2026-11-26T08:00:00Z');
const active = (login: string, changes: Partial<ActiveOktaUser> = {}): ActiveOktaUser => ({
  id: `00u-${login}`,
  login,
  created: '2026-01-05T09:00:00.000Z',
  profile: { email: login, firstName: 'Test', lastName: 'User', department: null },
  activated: '2026-01-05T09:00:00.000Z',
  lastLogin: '2026-11-20T09:00:00.000Z',
  factors: ['push'],
  ...changes,
});
const suspended = (login: string, adminRoles: SuspendedOktaUser['adminRoles']): SuspendedOktaUser => ({
  id: `00u-${login}`,
  login,
  adminRoles,
});
const facts = (changes: Partial<OktaFacts> = {}): OktaFacts => ({
  org: 'acme.okta.com',
  collectedAt: now.toISOString(),
  activeUsers: [active('alice@acme.example'), active('bob@acme.example', { factors: ['token:software:totp', 'webauthn'] })],
  suspendedUsers: [suspended('erin@acme.example', [])],
  ...changes,
});
const check = (id: string) => oktaChecks.find((candidate) => candidate.id === id)!;
const run = (id: string, changes: Partial<OktaFacts> = {}) => check(id).evaluate(facts(changes), now);
const limited = { unknown: "Okta's rate limit for this token is used up until 12:00 UTC. Try again then." };
const empty = { activeUsers: [], suspendedUsers: [] };

describe('the Okta checks', () => {
  it('are catalog data: three, with unique okta.* ids, a title, what they prove, a severity and controls of the library', () => {
    const known = new Set(libraryControls.map((control) => control.id));
    expect(oktaChecks).toHaveLength(3);
    expect(new Set(oktaChecks.map((definition) => definition.id)).size).toBe(3);
    for (const definition of oktaChecks) {
      expect(definition.id).toMatch(/^okta\.[a-z-]+$/);
      expect(definition.title).not.toBe('');
      expect(definition.proves).not.toBe('');
      expect(['high', 'medium', 'low']).toContain(definition.severity);
      expect(definition.controls.length).toBeGreaterThan(0);
      for (const control of definition.controls) expect(known.has(control)).toBe(true);
    }
  });

  it('MFA: one pass for the org when every active user has a factor, one fail per user without', () => {
    expect(run('okta.active-users-mfa')).toEqual([
      { resource: 'acme.okta.com', outcome: 'pass', reason: 'Every active user (2) has a factor enrolled.' },
    ]);
    const activeUsers = [
      active('alice@acme.example'),
      active('bob@acme.example', { factors: [] }),
      active('carol@acme.example', { factors: [] }),
    ];
    expect(run('okta.active-users-mfa', { activeUsers })).toEqual([
      { resource: 'bob@acme.example', outcome: 'fail', reason: 'Active, with no factor enrolled besides the password.' },
      { resource: 'carol@acme.example', outcome: 'fail', reason: 'Active, with no factor enrolled besides the password.' },
    ]);
  });

  it("MFA: cannot evaluate the org's users or one user's factors that were not read, and never passes them", () => {
    expect(run('okta.active-users-mfa', { activeUsers: limited })).toEqual([
      { resource: 'acme.okta.com', outcome: 'unknown', reason: limited.unknown },
    ]);
    const activeUsers = [active('alice@acme.example'), active('bob@acme.example', { factors: { unknown: 'Not read (403).' } })];
    expect(run('okta.active-users-mfa', { activeUsers })).toEqual([
      { resource: 'bob@acme.example', outcome: 'unknown', reason: 'Not read (403).' },
    ]);
  });

  it('suspended admins: one pass for the org when no suspended user holds a role, one fail per user still holding one', () => {
    expect(run('okta.suspended-no-admin')).toEqual([
      { resource: 'acme.okta.com', outcome: 'pass', reason: 'No suspended user (1) holds an administrator role.' },
    ]);
    const suspendedUsers = [
      suspended('dave@acme.example', ['SUPER_ADMIN', 'READ_ONLY_ADMIN']),
      suspended('erin@acme.example', []),
      suspended('finn@acme.example', { unknown: 'Not read (500).' }),
    ];
    expect(run('okta.suspended-no-admin', { suspendedUsers })).toEqual([
      { resource: 'dave@acme.example', outcome: 'fail', reason: 'Suspended, and still holds SUPER_ADMIN, READ_ONLY_ADMIN.' },
      { resource: 'finn@acme.example', outcome: 'unknown', reason: 'Not read (500).' },
    ]);
    expect(run('okta.suspended-no-admin', { suspendedUsers: limited })).toEqual([
      { resource: 'acme.okta.com', outcome: 'unknown', reason: limited.unknown },
    ]);
  });

  it('inactive: fails users whose last sign-in is over 90 days old, and never-signed-in users activated over 90 days ago', () => {
    expect(run('okta.inactive-users')).toEqual([
      { resource: 'acme.okta.com', outcome: 'pass', reason: 'Every active user (2) signed in within 90 days.' },
    ]);
    const activeUsers = [
      active('alice@acme.example', { lastLogin: '2026-08-29T09:00:00.000Z' }),
      active('bob@acme.example', { lastLogin: '2026-08-27T09:00:00.000Z' }),
      active('carol@acme.example', { lastLogin: null, activated: '2026-03-02T09:00:00.000Z' }),
      active('dan@acme.example', { lastLogin: null, activated: null, created: '2026-01-02T09:00:00.000Z' }),
      active('eve@acme.example', { lastLogin: null, activated: '2026-11-01T09:00:00.000Z' }),
    ];
    expect(run('okta.inactive-users', { activeUsers })).toEqual([
      { resource: 'bob@acme.example', outcome: 'fail', reason: 'Last signed in on 2026-08-27, more than 90 days ago.' },
      { resource: 'carol@acme.example', outcome: 'fail', reason: 'Never signed in since activation on 2026-03-02, more than 90 days ago.' },
      { resource: 'dan@acme.example', outcome: 'fail', reason: 'Never signed in since activation on 2026-01-02, more than 90 days ago.' },
    ]);
  });

  it('inactive: cannot evaluate without the users, or a user with no dates at all', () => {
    expect(run('okta.inactive-users', { activeUsers: limited })).toEqual([
      { resource: 'acme.okta.com', outcome: 'unknown', reason: limited.unknown },
    ]);
    const activeUsers = [active('ghost@acme.example', { lastLogin: null, activated: null, created: '' })];
    expect(run('okta.inactive-users', { activeUsers })).toEqual([
      { resource: 'ghost@acme.example', outcome: 'unknown', reason: 'Okta shows neither a sign-in nor an activation date.' },
    ]);
  });

  it('an empty org passes each check once, for the org', () => {
    expect(oktaChecks.map((definition) => definition.evaluate(facts(empty), now))).toEqual([
      [{ resource: 'acme.okta.com', outcome: 'pass', reason: 'The org has no active user.' }],
      [{ resource: 'acme.okta.com', outcome: 'pass', reason: 'The org has no suspended user.' }],
      [{ resource: 'acme.okta.com', outcome: 'pass', reason: 'The org has no active user.' }],
    ]);
  });
});
