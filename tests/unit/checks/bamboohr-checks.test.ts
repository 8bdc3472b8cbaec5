import { bamboohrChecks } from '@/lib/checks/bamboohr';
import type { BamboohrFacts, HrEmployee, IdentityAccounts } from '@/lib/integrations/bamboohr/facts';

const now = new Date('2026-11-28T08:00:00Z');
const employee = (name: string, changes: Partial<HrEmployee> = {}): HrEmployee => ({
  id: name,
  email: `${name}@acme.example`,
  firstName: name,
  lastName: 'Staff',
  department: null,
  jobTitle: null,
  supervisor: null,
  hireDate: '2025-01-06',
  terminationDate: null,
  active: true,
  ...changes,
});
const identity = (accounts: [string, boolean][], changes: Partial<IdentityAccounts> = {}): IdentityAccounts => ({
  providers: ['Okta'],
  accounts: accounts.map(([name, enabled]) => ({ provider: 'Okta', email: `${name}@acme.example`, enabled })),
  unreadable: [],
  ...changes,
});
const facts = (changes: Partial<BamboohrFacts> = {}): BamboohrFacts => ({
  company: 'acme',
  collectedAt: now.toISOString(),
  employees: [employee('alice'), employee('carol', { active: false, terminationDate: '2026-11-20' })],
  identity: identity([
    ['alice', true],
    ['carol', false],
  ]),
  ...changes,
});
const run = (id: string, input: BamboohrFacts) => bamboohrChecks.find((check) => check.id === id)!.evaluate(input, now);

describe.each(bamboohrChecks.map((check) => [check.id]))('%s', (id) => {
  it('could not evaluate when the report could not be read or no identity provider is connected', () => {
    expect(run(id, facts({ employees: { unknown: 'BambooHR refused the API key (401).' } }))).toEqual([
      { resource: 'acme', outcome: 'unknown', reason: 'BambooHR refused the API key (401).' },
    ]);
    expect(run(id, facts({ identity: { providers: [], accounts: [], unreadable: [] } }))[0]?.outcome).toBe('unknown');
    const unread = identity([], { unreadable: ['Okta’s accounts could not be read: 403.'] });
    expect(run(id, facts({ identity: unread }))).toEqual([
      { resource: 'acme', outcome: 'unknown', reason: 'Okta’s accounts could not be read: 403.' },
    ]);
  });
  it('passes the company once when every employee passes', () => {
    expect(run(id, facts()).map(({ resource, outcome }) => [resource, outcome])).toEqual([['acme', 'pass']]);
  });
});

describe('bamboohr.employees-have-account', () => {
  const id = 'bamboohr.employees-have-account';
  it('fails an active employee with no enabled account, and leaves leavers and those without e-mail aside', () => {
    const employees = [employee('alice'), employee('bob'), employee('dan', { email: '' }), employee('carol', { active: false })];
    expect(
      run(
        id,
        facts({
          employees,
          identity: identity([
            ['alice', true],
            ['bob', false],
          ]),
        }),
      ),
    ).toEqual([{ resource: 'bob@acme.example', outcome: 'fail', reason: 'No enabled account in Okta.' }]);
  });
  it('could not evaluate an employee when another provider could not be read', () => {
    const partly = identity([['alice', true]], {
      providers: ['Okta', 'Google Workspace'],
      unreadable: ['Google Workspace’s accounts could not be read.'],
    });
    expect(run(id, facts({ employees: [employee('alice'), employee('bob')], identity: partly }))).toEqual([
      { resource: 'bob@acme.example', outcome: 'unknown', reason: 'No account found, and Google Workspace’s accounts could not be read.' },
    ]);
  });
});

describe('bamboohr.leavers-disabled', () => {
  const id = 'bamboohr.leavers-disabled';
  it('fails a leaver still enabled past the day after their last, and passes one still within it', () => {
    const employees = [
      employee('carol', { active: false, terminationDate: '2026-11-20' }),
      employee('dora', { active: false, terminationDate: '2026-11-27' }),
      employee('ed', { terminationDate: '2026-11-25' }),
    ];
    expect(
      run(
        id,
        facts({
          employees,
          identity: identity([
            ['carol', true],
            ['dora', true],
            ['ed', true],
          ]),
        }),
      ),
    ).toEqual([
      { resource: 'carol@acme.example', outcome: 'fail', reason: 'Left on 2026-11-20, and still enabled in Okta.' },
      { resource: 'ed@acme.example', outcome: 'fail', reason: 'Left on 2026-11-25, and still enabled in Okta.' },
    ]);
  });
  it('fails an inactive employee with no termination date who can still sign in', () => {
    expect(run(id, facts({ employees: [employee('fay', { active: false })], identity: identity([['fay', true]]) }))).toEqual([
      { resource: 'fay@acme.example', outcome: 'fail', reason: 'Inactive, and still enabled in Okta.' },
    ]);
  });
  it('leaves a departure scheduled ahead alone', () => {
    const employees = [employee('gus', { terminationDate: '2026-12-15' })];
    expect(run(id, facts({ employees, identity: identity([['gus', true]]) }))[0]).toMatchObject({ resource: 'acme', outcome: 'pass' });
  });
});
