import { hrChanges, hrSummary, type HrPerson } from '@/lib/domain/people/hr-sync';
import type { ListedPerson } from '@/lib/domain/people/directory-sync';

const today = '2026-11-28';
const hr = (name: string, changes: Partial<HrPerson> = {}): HrPerson => ({
  email: `${name}@acme.example`,
  name: `${name[0]!.toUpperCase()}${name.slice(1)} Staff`,
  department: '',
  hireDate: '2025-01-06',
  terminationDate: null,
  active: true,
  ...changes,
});
const listed = (name: string, changes: Partial<ListedPerson> = {}): ListedPerson => ({
  id: name,
  email: `${name}@acme.example`,
  source: 'okta',
  startDate: '2025-02-01',
  endDate: null,
  ...changes,
});

describe('hrChanges', () => {
  it('adds the employees People does not list, with their hire and termination dates', () => {
    const employees = [hr('alice'), hr('carol', { active: false, terminationDate: '2026-11-20' }), hr('nodate', { hireDate: null })];
    expect(hrChanges([], employees, today).added).toEqual([
      { email: 'alice@acme.example', name: 'Alice Staff', department: '', startDate: '2025-01-06', endDate: null },
      { email: 'carol@acme.example', name: 'Carol Staff', department: '', startDate: '2025-01-06', endDate: '2026-11-20' },
      { email: 'nodate@acme.example', name: 'Nodate Staff', department: '', startDate: today, endDate: null },
    ]);
  });

  it('takes over a listed person with HR’s dates, recording a departure HR gives', () => {
    const people = [listed('alice'), listed('carol')];
    const employees = [hr('alice'), hr('carol', { active: false, terminationDate: '2026-11-20' })];
    expect(hrChanges(people, employees, today)).toEqual({
      added: [],
      updated: [
        { id: 'alice', email: 'alice@acme.example', startDate: '2025-01-06', endDate: null, departed: false },
        { id: 'carol', email: 'carol@acme.example', startDate: '2025-01-06', endDate: '2026-11-20', departed: true },
      ],
    });
  });

  it('changes nothing for a person already HR’s with the same dates, and never clears a recorded end date', () => {
    const people = [
      listed('alice', { source: 'bamboohr', startDate: '2025-01-06' }),
      listed('bob', { source: 'bamboohr', startDate: '2025-01-06', endDate: '2026-10-01' }),
    ];
    expect(hrChanges(people, [hr('alice'), hr('bob')], today)).toEqual({ added: [], updated: [] });
  });

  it('ends an inactive employee with no termination date today, and keeps an end date recorded elsewhere', () => {
    expect(hrChanges([], [hr('fay', { active: false })], today).added[0]?.endDate).toBe(today);
    const people = [listed('fay', { endDate: '2026-11-01' })];
    expect(hrChanges(people, [hr('fay', { active: false })], today).updated[0]).toMatchObject({ endDate: '2026-11-01', departed: false });
  });

  it('lets the active record of a rehired person speak for them, and keeps an end date on or after the start', () => {
    const employees = [
      hr('gil', { active: false, hireDate: '2020-01-01', terminationDate: '2022-01-01' }),
      hr('gil', { hireDate: '2026-03-01' }),
    ];
    expect(hrChanges([], employees, today).added).toEqual([
      { email: 'gil@acme.example', name: 'Gil Staff', department: '', startDate: '2026-03-01', endDate: null },
    ]);
    const odd = [hr('hal', { hireDate: '2026-05-01', terminationDate: '2026-04-01', active: false })];
    expect(hrChanges([], odd, today).added[0]).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-01' });
  });
});

describe('hrSummary', () => {
  it('says what changed, or nothing', () => {
    expect(hrSummary('BambooHR', { added: 2, updated: 1, departed: 1 })).toBe(
      'BambooHR added 2 people, took over the dates of 1 and recorded 1 departure',
    );
    expect(hrSummary('BambooHR', { added: 1, updated: 0, departed: 0 })).toBe('BambooHR added 1 person');
    expect(hrSummary('BambooHR', { added: 0, updated: 0, departed: 0 })).toBeNull();
  });
});
