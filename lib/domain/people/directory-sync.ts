import { MAX_DEPARTMENT_LENGTH, type PersonSource } from '@/lib/schemas/people/records';

/**
 * How a connected directory (an identity provider) fills People: each active user not yet a person of the
 * organization becomes one; a person the directory added whose user is no longer active gets an end date. People
 * from any other source are never changed, and an end date already recorded is kept.
 */

/** A directory's active user as People reads it: the email lower-cased, a name, a department ('' when none). */
export type DirectoryUser = { email: string; name: string; department: string; startDate: string };

/** A person of the organization as the comparison reads them. */
export type ListedPerson = { id: string; email: string; source: PersonSource; startDate: string; endDate: string | null };

export type DirectoryChanges = { added: DirectoryUser[]; departed: { id: string; endDate: string }[] };

/** The longest name People keeps (the Add person form's limit). */
const MAX_NAME_LENGTH = 120;

/**
 * A directory user from its profile: the name of first and last name (the email when both are empty), the
 * department when present, and the start date the day the account was created (today when unknown). Null without
 * an email, which People needs to tell people apart.
 */
export function directoryUserOf(
  profile: { email: string | null; firstName: string; lastName: string; department: string | null },
  created: string | null,
  today: string,
): DirectoryUser | null {
  const email = profile.email?.trim().toLowerCase() ?? '';
  if (!email) return null;
  const name = `${profile.firstName.trim()} ${profile.lastName.trim()}`.trim() || email;
  const createdDay = created && /^\d{4}-\d{2}-\d{2}/.test(created) ? created.slice(0, 10) : null;
  return {
    email,
    name: name.slice(0, MAX_NAME_LENGTH),
    department: (profile.department ?? '').trim().slice(0, MAX_DEPARTMENT_LENGTH),
    startDate: createdDay && createdDay <= today ? createdDay : today,
  };
}

/**
 * What a directory's list of active users changes in People on `today`, as a directory of `source`: the users to
 * add (once each, first seen wins) and that source's people to close, on today or their start date if later.
 */
export function directoryChanges(
  people: readonly ListedPerson[],
  users: readonly DirectoryUser[],
  source: PersonSource,
  today: string,
): DirectoryChanges {
  const listed = new Set(people.map((person) => person.email.toLowerCase()));
  const active = new Set<string>();
  const added: DirectoryUser[] = [];
  for (const user of users) {
    const email = user.email.toLowerCase();
    if (active.has(email)) continue;
    active.add(email);
    if (!listed.has(email)) added.push({ ...user, email });
  }
  const departed = people
    .filter((person) => person.source === source && person.endDate === null && !active.has(person.email.toLowerCase()))
    .map((person) => ({ id: person.id, endDate: person.startDate > today ? person.startDate : today }));
  return { added, departed };
}

/** "Okta added 3 people and recorded 1 departure"; null when nothing changed. */
export function directorySummary(providerName: string, changes: { added: number; departed: number }): string | null {
  const parts: string[] = [];
  if (changes.added > 0) parts.push(`added ${changes.added} ${changes.added === 1 ? 'person' : 'people'}`);
  if (changes.departed > 0) parts.push(`recorded ${changes.departed} ${changes.departed === 1 ? 'departure' : 'departures'}`);
  return parts.length === 0 ? null : `${providerName} ${parts.join(' and ')}`;
}
