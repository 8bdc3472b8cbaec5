import { PAGE_SIZE } from '@/lib/domain/list-query';
import {
  acceptanceCountText,
  acceptanceCovers,
  acceptanceRoster,
  acceptanceScopeText,
  inAcceptanceScope,
  acceptanceStatus,
  keptUserAgent,
  LINK_LIFETIME_DAYS,
  linkExpiry,
  linkProblem,
  mustAccept,
  ownAcceptance,
  peopleNeedingLinks,
  rosterPage,
  type RosterPerson,
} from '@/lib/domain/policies/acceptance';

const TODAY = '2026-11-23';

describe('who must accept', () => {
  it.each([
    ['started before today, no end date', { startDate: '2024-01-01', endDate: null }, true],
    ['starts today', { startDate: TODAY, endDate: null }, true],
    ['starts tomorrow', { startDate: '2026-11-24', endDate: null }, false],
    ['leaves tomorrow', { startDate: '2024-01-01', endDate: '2026-11-24' }, true],
    ['left today', { startDate: '2024-01-01', endDate: TODAY }, false],
    ['left last year', { startDate: '2020-01-01', endDate: '2025-01-01' }, false],
  ])('%s', (_, person, expected) => {
    expect(mustAccept(person, TODAY)).toBe(expected);
  });
});

describe('which acceptance counts for a version', () => {
  it.each([
    ['v1.0', 'v1.0', true],
    ['v1.2', 'v1.2', true],
    ['v1.2', 'v1.3', true],
    ['v1.2', 'v1.10', true],
    ['v1.3', 'v1.2', false],
    ['v1.9', 'v2.0', false],
    ['v2.0', 'v1.0', false],
    ['v2.1', 'v2.4', true],
    ['v1.0', 'v3.0', false],
  ])('an acceptance of %s for %s: %s', (accepted, current, expected) => {
    expect(acceptanceCovers(accepted, current)).toBe(expected);
  });
});

const at = (iso: string) => new Date(iso);

describe('a person status', () => {
  it('is pending without acceptances', () => {
    expect(acceptanceStatus([], 'v1.0')).toEqual({ state: 'pending' });
  });

  it('is accepted with the version and day of the latest acceptance that counts', () => {
    const status = acceptanceStatus(
      [
        { personId: 'p', versionLabel: 'v1.0', acceptedAt: at('2026-01-05T10:00:00Z') },
        { personId: 'p', versionLabel: 'v1.1', acceptedAt: at('2026-03-07T10:00:00Z') },
      ],
      'v1.2',
    );
    expect(status).toEqual({ state: 'accepted', versionLabel: 'v1.1', day: '2026-03-07' });
  });

  it('is pending again after a major version, whatever was accepted before', () => {
    expect(acceptanceStatus([{ personId: 'p', versionLabel: 'v1.4', acceptedAt: at('2026-03-07T10:00:00Z') }], 'v2.0')).toEqual({
      state: 'pending',
    });
  });

  it('ignores an acceptance of another major version when one of the current major counts', () => {
    const status = acceptanceStatus(
      [
        { personId: 'p', versionLabel: 'v2.0', acceptedAt: at('2026-02-01T10:00:00Z') },
        { personId: 'p', versionLabel: 'v1.0', acceptedAt: at('2026-05-01T10:00:00Z') },
      ],
      'v2.1',
    );
    expect(status).toEqual({ state: 'accepted', versionLabel: 'v2.0', day: '2026-02-01' });
  });
});

const person = (id: string, name: string, patch: Partial<RosterPerson> = {}): RosterPerson => ({
  id,
  name,
  email: `${id}@example.com`,
  department: '',
  memberId: null,
  startDate: '2024-01-01',
  endDate: null,
  ...patch,
});

describe('the roster of a policy', () => {
  const people = [
    person('b', 'Bea', { memberId: 'm-b' }),
    person('a', 'Ann'),
    person('c', 'Cid', { endDate: '2026-01-01' }),
    person('d', 'Dee', { startDate: '2027-01-01' }),
    person('e', 'Eve'),
  ];
  const acceptances = [
    { personId: 'b', versionLabel: 'v1.0', acceptedAt: at('2026-06-01T08:00:00Z') },
    { personId: 'c', versionLabel: 'v1.0', acceptedAt: at('2025-06-01T08:00:00Z') },
    { personId: 'e', versionLabel: 'v0.9', acceptedAt: at('2025-06-01T08:00:00Z') },
  ];

  it('lists everyone employed today by name, with their status, and counts them', () => {
    const roster = acceptanceRoster(people, acceptances, 'v1.1', TODAY);
    expect(roster.rows.map((row) => [row.name, row.hasLogin, row.status.state])).toEqual([
      ['Ann', false, 'pending'],
      ['Bea', true, 'accepted'],
      ['Eve', false, 'pending'],
    ]);
    expect(roster).toMatchObject({ versionLabel: 'v1.1', accepted: 1, total: 3 });
    expect(acceptanceCountText(roster)).toBe('1 of 3 accepted');
  });

  it('asks everyone again after a major version', () => {
    const roster = acceptanceRoster(people, acceptances, 'v2.0', TODAY);
    expect(roster.accepted).toBe(0);
    expect(acceptanceCountText(roster)).toBe('0 of 3 accepted');
  });

  it('makes links only for pending people without a login', () => {
    const roster = acceptanceRoster(people, acceptances, 'v2.0', TODAY);
    expect(peopleNeedingLinks(roster).map((row) => row.name)).toEqual(['Ann', 'Eve']);
    expect(peopleNeedingLinks(acceptanceRoster([person('b', 'Bea', { memberId: 'm' })], [], 'v1.0', TODAY))).toEqual([]);
  });

  it('is empty for an organization with nobody employed', () => {
    expect(acceptanceRoster([], [], 'v1.0', TODAY)).toEqual({ versionLabel: 'v1.0', rows: [], accepted: 0, total: 0 });
  });
});

describe('a page of the roster', () => {
  const names = Array.from({ length: PAGE_SIZE + 5 }, (_, index) => `Person ${String(index).padStart(2, '0')}`);
  const people = [...names].reverse().map((name, index) => person(`p${index}`, name));
  const last = people.find((entry) => entry.name === names.at(-1))!;
  const acceptances = [{ personId: last.id, versionLabel: 'v1.0', acceptedAt: at('2026-06-01T08:00:00Z') }];
  const roster = acceptanceRoster(people, acceptances, 'v1.0', TODAY);

  it('shows the roster by name across its pages, with the counts of everyone', () => {
    const first = rosterPage(roster, 1);
    const second = rosterPage(roster, 2);
    expect([...first.rows, ...second.rows].map((row) => row.name)).toEqual(names);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: names.length, accepted: 1, versionLabel: 'v1.0' });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(acceptanceCountText(first)).toBe(`1 of ${names.length} accepted`);
  });

  it('shows the last page for a page past the end, and one empty page of an empty roster', () => {
    expect(rosterPage(roster, 7)).toEqual(rosterPage(roster, 2));
    expect(rosterPage(acceptanceRoster([], [], 'v1.0', TODAY), 3)).toMatchObject({ rows: [], page: 1, pageCount: 1, total: 0 });
  });

  it('finds the member’s own status on any page, says when the roster leaves them out, and null without a person', () => {
    expect(ownAcceptance(roster, last.id)).toMatchObject({ state: 'accepted', versionLabel: 'v1.0' });
    expect(ownAcceptance(roster, 'someone-left-out')).toBe('not-asked');
    expect(ownAcceptance(roster, null)).toBeNull();
  });
});

describe('a policy scoped to departments', () => {
  const people = [
    person('a', 'Ann', { department: 'Engineering' }),
    person('b', 'Bea', { department: 'Sales', memberId: 'm-b' }),
    person('c', 'Cid', { department: '' }),
    person('d', 'Dee', { department: 'Engineering', endDate: '2026-01-01' }),
    person('e', 'Eve', { department: 'HR', startDate: '2027-01-01' }),
    person('f', 'Fay', { department: 'engineering' }),
  ];
  const acceptances = [
    { personId: 'a', versionLabel: 'v1.0', acceptedAt: at('2026-06-01T08:00:00Z') },
    { personId: 'c', versionLabel: 'v1.0', acceptedAt: at('2026-06-01T08:00:00Z') },
  ];
  const names = (scope: readonly string[]) => acceptanceRoster(people, acceptances, 'v1.0', TODAY, scope).rows.map((row) => row.name);

  it.each([
    ['everyone (no department chosen)', [], ['Ann', 'Bea', 'Cid', 'Fay']],
    ['one department, matched exactly', ['Engineering'], ['Ann']],
    ['two departments', ['Engineering', 'Sales'], ['Ann', 'Bea']],
    ['a department of nobody employed', ['HR'], []],
    ['a department nobody has', ['Legal'], []],
  ] as const)('%s', (_, scope, expected) => {
    expect(names(scope)).toEqual(expected);
  });

  it('counts only the people in scope', () => {
    expect(acceptanceRoster(people, acceptances, 'v1.0', TODAY, ['Engineering'])).toMatchObject({ accepted: 1, total: 1 });
    expect(acceptanceRoster(people, acceptances, 'v1.0', TODAY, ['Sales'])).toMatchObject({ accepted: 0, total: 1 });
    expect(acceptanceRoster(people, acceptances, 'v1.0', TODAY)).toMatchObject({ accepted: 2, total: 4 });
  });

  it('makes links only for pending people in scope without a login', () => {
    expect(peopleNeedingLinks(acceptanceRoster(people, [], 'v1.0', TODAY, ['Engineering', 'Sales'])).map((row) => row.name)).toEqual([
      'Ann',
    ]);
  });

  it.each([
    ['Engineering', [], true],
    ['', [], true],
    ['Engineering', ['Engineering'], true],
    ['Sales', ['Engineering'], false],
    ['', ['Engineering'], false],
    ['engineering', ['Engineering'], false],
  ] as const)('a person of %j in scope %j: %s', (department, scope, expected) => {
    expect(inAcceptanceScope(department, scope)).toBe(expected);
  });

  it.each([
    [[], 'Everyone'],
    [['Sales'], 'Sales'],
    [['Sales', 'Engineering'], 'Engineering and Sales'],
    [['Sales', 'HR', 'Engineering'], 'Engineering, HR and Sales'],
  ] as const)('reads %j as %s', (scope, text) => {
    expect(acceptanceScopeText(scope)).toBe(text);
  });
});

describe('a policy on a link', () => {
  const now = at('2026-11-23T12:00:00Z');
  const link = { versionLabel: 'v1.2', expiresAt: linkExpiry(at('2026-11-20T12:00:00Z')) };
  const pending = (versionLabel: string | null) => ({ versionLabel, accepted: false });

  it('lasts 14 days', () => {
    expect(LINK_LIFETIME_DAYS).toBe(14);
    expect(linkExpiry(now).toISOString()).toBe('2026-12-07T12:00:00.000Z');
  });

  it('can be accepted before the link expires, also after a minor edit', () => {
    expect(linkProblem(link, pending('v1.2'), now)).toBeNull();
    expect(linkProblem(link, pending('v1.3'), now)).toBeNull();
  });

  it('is accepted once', () => {
    expect(linkProblem(link, { versionLabel: 'v1.2', accepted: true }, now)).toBe('accepted');
  });

  it("cannot be accepted from the link's expiry on", () => {
    expect(linkProblem({ ...link, expiresAt: now }, pending('v1.2'), now)).toBe('expired');
    expect(linkProblem(link, pending('v1.2'), at('2026-12-05T12:00:00Z'))).toBe('expired');
  });

  it('cannot be accepted after a major version or once the policy is no longer approved', () => {
    expect(linkProblem(link, pending('v2.0'), now)).toBe('changed');
    expect(linkProblem(link, pending(null), now)).toBe('changed');
  });
});

describe('the kept User-Agent', () => {
  it('keeps at most 300 characters, trimmed, and nothing when there is none', () => {
    expect(keptUserAgent('x'.repeat(400))).toHaveLength(300);
    expect(keptUserAgent('  Mozilla/5.0  ')).toBe('Mozilla/5.0');
    expect(keptUserAgent(null)).toBe('');
    expect(keptUserAgent(undefined)).toBe('');
  });
});
