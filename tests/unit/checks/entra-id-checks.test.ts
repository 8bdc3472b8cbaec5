import { entraIdChecks, enforcesMfaForAll, MAX_GLOBAL_ADMINS } from '@/lib/checks/entra-id';
import type { EntraFacts, EntraPolicy, EntraUser } from '@/lib/integrations/entra-id/facts';

const now = new Date('2026-11-28T08:00:00Z');
const user = (name: string, changes: Partial<EntraUser> = {}): EntraUser => ({
  id: name,
  principal: `${name}@acme.example`,
  email: `${name}@acme.example`,
  firstName: '',
  lastName: '',
  department: null,
  created: '2025-01-01T00:00:00.000Z',
  enabled: true,
  guest: false,
  ...changes,
});
const mfaPolicy = (changes: Partial<EntraPolicy> = {}): EntraPolicy => ({
  id: 'p',
  name: 'Require MFA',
  state: 'enabled',
  includeUsers: ['All'],
  includeApplications: ['All'],
  builtInControls: ['mfa'],
  authenticationStrength: null,
  ...changes,
});
const facts = (changes: Partial<EntraFacts> = {}): EntraFacts => ({
  tenant: 'acme.onmicrosoft.com',
  collectedAt: now.toISOString(),
  users: [user('alice'), user('bob')],
  mfaRegistered: { alice: true, bob: true },
  policies: [mfaPolicy()],
  adminRoles: { alice: ['Global Administrator'], bob: ['Global Administrator'] },
  leavers: [],
  ...changes,
});
const run = (id: string, input: EntraFacts) => entraIdChecks.find((check) => check.id === id)!.evaluate(input, now);
const outcomes = (id: string, input: EntraFacts) => run(id, input).map(({ resource, outcome }) => [resource, outcome]);
const refused = {
  unknown:
    'The app may not read the directory roles (403). Grant the application permission RoleManagement.Read.Directory with admin consent.',
};

describe('entra-id.mfa-registered', () => {
  const id = 'entra-id.mfa-registered';
  it('passes the tenant when every enabled member is registered, guests and disabled accounts aside', () => {
    const users = [user('alice'), user('eve', { guest: true }), user('dave', { enabled: false })];
    expect(run(id, facts({ users, mfaRegistered: { alice: true, eve: false, dave: false } }))).toEqual([
      { resource: 'acme.onmicrosoft.com', outcome: 'pass', reason: 'Every enabled member (1) is registered for MFA.' },
    ]);
  });
  it('fails each enabled member not registered, and cannot evaluate one the report does not list', () => {
    expect(outcomes(id, facts({ users: [user('alice'), user('bob'), user('new')], mfaRegistered: { alice: true, bob: false } }))).toEqual([
      ['bob@acme.example', 'fail'],
      ['new@acme.example', 'unknown'],
    ]);
  });
  it('cannot evaluate when the report was refused, naming the permission, and never fails then', () => {
    const report = {
      unknown:
        'The app may not read the MFA registration report (403). Grant the application permission AuditLog.Read.All with admin consent.',
    };
    expect(run(id, facts({ mfaRegistered: report }))).toEqual([
      { resource: 'acme.onmicrosoft.com', outcome: 'unknown', reason: report.unknown },
    ]);
    expect(outcomes(id, facts({ users: { unknown: 'Throttled.' } }))).toEqual([['acme.onmicrosoft.com', 'unknown']]);
  });
  it('passes an empty tenant', () => {
    expect(run(id, facts({ users: [] }))[0]).toMatchObject({ outcome: 'pass', reason: 'The tenant has no enabled member.' });
  });
});

describe('entra-id.conditional-access-mfa', () => {
  const id = 'entra-id.conditional-access-mfa';
  it('passes with an enabled policy requiring MFA, or an authentication strength, of all users for all apps', () => {
    expect(run(id, facts())[0]).toMatchObject({ outcome: 'pass', reason: 'MFA is required of all users by Require MFA.' });
    const strength = mfaPolicy({ builtInControls: [], authenticationStrength: 'Phishing-resistant MFA' });
    expect(run(id, facts({ policies: [strength] }))[0]?.outcome).toBe('pass');
  });
  it('fails a report-only, disabled or partial policy, naming it', () => {
    expect(run(id, facts({ policies: [mfaPolicy({ state: 'enabledForReportingButNotEnforced' })] }))).toEqual([
      {
        resource: 'acme.onmicrosoft.com',
        outcome: 'fail',
        reason: 'No enabled policy requires MFA of all users for all apps: Require MFA (enabledForReportingButNotEnforced).',
      },
    ]);
    expect(enforcesMfaForAll(mfaPolicy({ includeUsers: ['a-group-member'] }))).toBe(false);
    expect(enforcesMfaForAll(mfaPolicy({ includeApplications: ['Office365'] }))).toBe(false);
    expect(enforcesMfaForAll(mfaPolicy({ builtInControls: ['block'] }))).toBe(false);
    expect(run(id, facts({ policies: [] }))[0]).toMatchObject({
      outcome: 'fail',
      reason: 'No enabled policy requires MFA of all users for all apps.',
    });
  });
  it('cannot evaluate when the policies were refused', () => {
    expect(outcomes(id, facts({ policies: { unknown: 'Policy.Read.All' } }))).toEqual([['acme.onmicrosoft.com', 'unknown']]);
  });
});

describe('entra-id.guests-no-admin', () => {
  const id = 'entra-id.guests-no-admin';
  const guests = [user('alice'), user('eve', { guest: true }), user('gus', { guest: true })];
  it('lists the guests and passes when none holds a role', () => {
    expect(run(id, facts({ users: guests, adminRoles: { alice: ['Global Administrator'] } }))).toEqual([
      { resource: 'acme.onmicrosoft.com', outcome: 'pass', reason: '2 guest(s) listed; none holds a directory role.' },
    ]);
  });
  it('fails a guest holding a role, naming it', () => {
    expect(run(id, facts({ users: guests, adminRoles: { eve: ['Security Reader'] } }))).toEqual([
      { resource: 'eve@acme.example', outcome: 'fail', reason: 'A guest holding Security Reader.' },
    ]);
  });
  it('cannot evaluate guests when the roles were refused, and passes a tenant with no guest anyway', () => {
    expect(outcomes(id, facts({ users: guests, adminRoles: refused }))).toEqual([['acme.onmicrosoft.com', 'unknown']]);
    expect(run(id, facts({ adminRoles: refused }))[0]).toMatchObject({ outcome: 'pass', reason: 'The tenant has no guest.' });
  });
});

describe('entra-id.global-admins-bounded', () => {
  const id = 'entra-id.global-admins-bounded';
  const admins = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, n) => [`u${n}`, ['Global Administrator']]));
  const users = (count: number) => Array.from({ length: count }, (_, n) => user(`u${n}`));
  it('passes two to four enabled Global Administrators, naming them', () => {
    expect(run(id, facts())).toEqual([
      { resource: 'acme.onmicrosoft.com', outcome: 'pass', reason: '2 Global Administrator(s): alice@acme.example, bob@acme.example.' },
    ]);
    expect(run(id, facts({ users: users(10), adminRoles: admins(MAX_GLOBAL_ADMINS) }))[0]?.outcome).toBe('pass');
  });
  it('fails one (nobody to step in) or more than four, and does not count a disabled one', () => {
    expect(run(id, facts({ users: [user('alice'), user('bob', { enabled: false })] }))[0]).toMatchObject({
      outcome: 'fail',
      reason: '1 Global Administrator(s): alice@acme.example; at least 2 are needed.',
    });
    expect(run(id, facts({ users: users(10), adminRoles: admins(5) }))[0]).toMatchObject({ outcome: 'fail' });
    expect(run(id, facts({ users: users(10), adminRoles: admins(5) }))[0]?.reason).toMatch(
      /^5 Global Administrator\(s\): .*, more than 4\.$/,
    );
  });
  it('cannot evaluate when the roles were refused', () => {
    expect(run(id, facts({ adminRoles: refused }))).toEqual([
      { resource: 'acme.onmicrosoft.com', outcome: 'unknown', reason: refused.unknown },
    ]);
  });
});

describe('entra-id.leavers-disabled', () => {
  const id = 'entra-id.leavers-disabled';
  it('fails an enabled account of a person who left, by mail or principal name, and passes a disabled one', () => {
    const users = [user('alice'), user('bob', { email: 'robert@acme.example' }), user('carol', { enabled: false })];
    const leavers = [
      { email: 'robert@acme.example', endDate: '2026-10-31' },
      { email: 'carol@acme.example', endDate: '2026-09-30' },
    ];
    expect(run(id, facts({ users, leavers }))).toEqual([
      { resource: 'bob@acme.example', outcome: 'fail', reason: 'Still enabled; the person left on 2026-10-31.' },
    ]);
  });
  it('passes when no enabled account belongs to a leaver, and cannot evaluate without the users', () => {
    expect(run(id, facts())[0]).toMatchObject({
      outcome: 'pass',
      reason: 'None of the 2 enabled account(s) belongs to a person who left.',
    });
    expect(outcomes(id, facts({ users: { unknown: 'refused' } }))).toEqual([['acme.onmicrosoft.com', 'unknown']]);
  });
});

describe('entra-id.disabled-no-admin', () => {
  const id = 'entra-id.disabled-no-admin';
  const users = [user('alice'), user('dave', { enabled: false })];
  it('fails a disabled account still holding a role and passes one without', () => {
    expect(run(id, facts({ users, adminRoles: { dave: ['User Administrator'] } }))).toEqual([
      { resource: 'dave@acme.example', outcome: 'fail', reason: 'Disabled, and still holds User Administrator.' },
    ]);
    expect(run(id, facts({ users, adminRoles: {} }))[0]).toMatchObject({
      outcome: 'pass',
      reason: 'No disabled account (1) holds a directory role.',
    });
  });
  it('cannot evaluate a disabled account when the roles were refused', () => {
    expect(outcomes(id, facts({ users, adminRoles: refused }))).toEqual([['dave@acme.example', 'unknown']]);
  });
});
