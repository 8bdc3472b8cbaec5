import { MAX_DEPARTMENT_LENGTH } from '@/lib/schemas/people/records';
import type { ListedPerson } from './directory-sync';

/**
 * How an HR system (BambooHR) fills People. It is the authority on start and end dates: each employee with a work
 * e-mail is added, or, when People already lists the address (added by hand, by CSV or by an identity provider),
 * taken over, so identity providers no longer end them, with the hire date as start date and, once terminated, the
 * termination date as end date. An end date already recorded is never cleared: a person who comes back is recorded
 * again by hand.
 */

/** An employee as People reads them from the HR system. */
export type HrPerson = {
  email: string;
  name: string;
  department: string;
  hireDate: string | null;
  terminationDate: string | null;
  active: boolean;
};

/** A person to add, with dates. */
export type HrAddition = { email: string; name: string; department: string; startDate: string; endDate: string | null };

/** A listed person the HR system takes over: the dates it sets (start date always, end date when it changed). */
export type HrUpdate = { id: string; email: string; startDate: string; endDate: string | null; departed: boolean };

export type HrChanges = { added: HrAddition[]; updated: HrUpdate[] };

const MAX_NAME_LENGTH = 120;

/** An employee's last day: the termination date (ahead when the departure is scheduled), or today when inactive without one. */
const endDateOf = (person: HrPerson, today: string): string | null => person.terminationDate ?? (person.active ? null : today);

/** What the HR system's employees change in People on `today`. */
export function hrChanges(people: readonly ListedPerson[], employees: readonly HrPerson[], today: string): HrChanges {
  // A rehired person may have two records: the active one speaks for them.
  const byEmail = new Map<string, HrPerson>();
  for (const employee of employees) {
    const email = employee.email.trim().toLowerCase();
    const seen = byEmail.get(email);
    if (email && (!seen || (!seen.active && employee.active))) byEmail.set(email, { ...employee, email });
  }
  const listed = new Map(people.map((person) => [person.email.toLowerCase(), person]));
  const added: HrAddition[] = [];
  const updated: HrUpdate[] = [];
  for (const [email, employee] of byEmail) {
    const person = listed.get(email);
    const ended = endDateOf(employee, today);
    if (!person) {
      const startDate = employee.hireDate ?? (ended && ended < today ? ended : today);
      added.push({
        email,
        name: employee.name.slice(0, MAX_NAME_LENGTH),
        department: employee.department.trim().slice(0, MAX_DEPARTMENT_LENGTH),
        startDate,
        endDate: ended && ended < startDate ? startDate : ended,
      });
      continue;
    }
    const startDate = employee.hireDate ?? person.startDate;
    // HR's termination date wins; an end date recorded elsewhere stays when HR gives none.
    const wanted = employee.terminationDate ?? person.endDate ?? ended;
    const endDate = wanted && wanted < startDate ? startDate : wanted;
    if (person.source === 'bamboohr' && startDate === person.startDate && endDate === person.endDate) continue;
    updated.push({ id: person.id, email, startDate, endDate, departed: endDate !== null && endDate !== person.endDate });
  }
  return { added, updated };
}

/** "BambooHR added 3 people, dated 2 and recorded 1 departure"; null when nothing changed. */
export function hrSummary(providerName: string, counts: { added: number; updated: number; departed: number }): string | null {
  const parts: string[] = [];
  if (counts.added > 0) parts.push(`added ${counts.added} ${counts.added === 1 ? 'person' : 'people'}`);
  if (counts.updated > 0) parts.push(`took over the dates of ${counts.updated}`);
  if (counts.departed > 0) parts.push(`recorded ${counts.departed} ${counts.departed === 1 ? 'departure' : 'departures'}`);
  if (parts.length === 0) return null;
  const last = parts.pop();
  return `${providerName} ${parts.length ? `${parts.join(', ')} and ${last}` : last}`;
}
