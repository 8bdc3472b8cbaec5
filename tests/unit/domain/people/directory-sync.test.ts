import { directoryChanges, directorySummary, directoryUserOf, type ListedPerson } from '@/lib/domain/people/directory-sync';

const today = '2026-11-26';
const profile = (email: string | null, changes: Partial<{ firstName: string; lastName: string; department: string | null }> = {}) => ({
  email,
  firstName: 'Ada',
  lastName: 'Lovelace',
  department: null,
  ...changes,
});
const user = (email: string) => ({ email, name: email, department: '', startDate: '2025-01-01' });
const listed = (email: string, changes: Partial<ListedPerson> = {}): ListedPerson => ({
  id: `id-${email}`,
  email,
  source: 'okta',
  startDate: '2025-01-01',
  endDate: null,
  ...changes,
});

describe('directoryUserOf', () => {
  it('names the person from first and last name, lower-cases the email and starts them on the created day', () => {
    expect(directoryUserOf(profile('Ada@Example.COM', { department: ' R&D ' }), '2025-02-10T09:00:00.000Z', today)).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      department: 'R&D',
      startDate: '2025-02-10',
    });
  });
  it('falls back to the email for a name, to no department, and to today without a created day', () => {
    expect(directoryUserOf(profile('x@example.com', { firstName: ' ', lastName: '' }), null, today)).toEqual({
      email: 'x@example.com',
      name: 'x@example.com',
      department: '',
      startDate: today,
    });
    expect(directoryUserOf(profile('x@example.com', { lastName: '' }), 'not a date', today)?.name).toBe('Ada');
  });
  it('never starts a person after today, and cuts names and departments to what People keeps', () => {
    const long = directoryUserOf(
      profile('x@example.com', { firstName: 'a'.repeat(200), department: 'd'.repeat(200) }),
      '2027-01-01T00:00:00Z',
      today,
    );
    expect(long?.startDate).toBe(today);
    expect(long?.name).toHaveLength(120);
    expect(long?.department).toHaveLength(80);
  });
  it('skips a user without an email', () => {
    expect(directoryUserOf(profile(null), null, today)).toBeNull();
    expect(directoryUserOf(profile('  '), null, today)).toBeNull();
  });
});

describe('directoryChanges', () => {
  it('adds users not listed under their email, once each, whatever the case of the address', () => {
    const changes = directoryChanges(
      [listed('a@x.com', { source: 'manual' })],
      [user('A@x.com'), user('b@x.com'), user('B@X.com')],
      'okta',
      today,
    );
    expect(changes.added.map((added) => added.email)).toEqual(['b@x.com']);
    expect(changes.departed).toEqual([]);
  });
  it('closes people of the source who are no longer active, today or on their start date if later', () => {
    const changes = directoryChanges(
      [listed('gone@x.com'), listed('future@x.com', { startDate: '2026-12-01' }), listed('here@x.com')],
      [user('here@x.com')],
      'okta',
      today,
    );
    expect(changes.departed).toEqual([
      { id: 'id-gone@x.com', endDate: today },
      { id: 'id-future@x.com', endDate: '2026-12-01' },
    ]);
  });
  it('never closes people of another source nor changes an end date already recorded', () => {
    const changes = directoryChanges(
      [
        listed('m@x.com', { source: 'manual' }),
        listed('c@x.com', { source: 'csv' }),
        listed('mem@x.com', { source: 'member' }),
        listed('left@x.com', { endDate: '2026-01-01' }),
        listed('soon@x.com', { endDate: '2027-01-01' }),
      ],
      [],
      'okta',
      today,
    );
    expect(changes).toEqual({ added: [], departed: [] });
  });
  it('does not add back a user whose person already left', () => {
    expect(directoryChanges([listed('back@x.com', { endDate: '2026-01-01' })], [user('back@x.com')], 'okta', today)).toEqual({
      added: [],
      departed: [],
    });
  });
});

describe('directorySummary', () => {
  it('says what changed, in one sentence, and nothing when nothing did', () => {
    expect(directorySummary('Okta', { added: 3, departed: 1 })).toBe('Okta added 3 people and recorded 1 departure');
    expect(directorySummary('Okta', { added: 1, departed: 0 })).toBe('Okta added 1 person');
    expect(directorySummary('Okta', { added: 0, departed: 2 })).toBe('Okta recorded 2 departures');
    expect(directorySummary('Okta', { added: 0, departed: 0 })).toBeNull();
  });
});
