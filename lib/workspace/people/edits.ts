import 'server-only';
import { onboardsOnAdding } from '@/lib/domain/checklists/rules';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { departureProblem } from '@/lib/domain/people/rules';
import type { Person, PersonCreate, PersonDeparture, PersonEdit } from '@/lib/schemas/people/records';
import { recordActivity } from '../activity';
import { startChecklistIn } from '../checklists';
import { STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { departureEndedText, endWhatDepartureEnds } from './departure';
import { personOf } from './records';
import { guardedWrite } from '../guarded-write';
import { versionedRecord } from '../versioned-write';

export const MANAGER_MESSAGE = 'Choose a manager from the people of your organization.';

/** The email refused because another person of the organization already has it. */
export const takenEmailMessage = (email: string) => `A person with the email ${email} is already in your organization.`;

/** Refuses an email another person of the organization (not `except`) already has. */
async function assertEmailFree(tx: Tx, member: Member, email: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.organizationId, member.organizationId), eq(people.email, email), except ? ne(people.id, except) : undefined));
  if (taken) throw new WorkspaceError('invalid', takenEmailMessage(email));
}

/** Checks a chosen manager: a person of the organization other than the person themselves. */
async function assertManager(tx: Tx, member: Member, managerId: string | null, self?: string): Promise<void> {
  if (managerId === null) return;
  if (managerId === self) throw new WorkspaceError('invalid', 'A person cannot be their own manager.');
  try {
    await personOf(tx, member, managerId);
  } catch {
    throw new WorkspaceError('invalid', MANAGER_MESSAGE);
  }
}

/** Adds a person by hand (members and admins), with its activity row, and starts their onboarding checklist. */
export const createPerson = guardedWrite('records.edit', async (member: Member, input: PersonCreate): Promise<Person> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, member, input.email);
    await assertManager(tx, member, input.managerId);
    const [created] = await tx
      .insert(people)
      .values({ organizationId: member.organizationId, ...input, source: 'manual' })
      .returning({ id: people.id });
    if (!created) throw new Error('The person was not created');
    await recordActivity(tx, member, {
      action: 'person.created',
      recordType: 'person',
      recordId: created.id,
      summary: `Added ${input.name} to People`,
    });
    const joining = { id: created.id, name: input.name, startDate: input.startDate, endDate: null };
    if (onboardsOnAdding(joining, new Date())) await startChecklistIn(tx, member.organizationId, joining, 'onboarding');
    return personOf(tx, member, created.id);
  });
});

/**
 * Edits a person's details (members and admins). A stale `version` is refused and changes nothing; an end date
 * already recorded must stay on or after the new start date.
 */
export const updatePerson = versionedRecord(people, personOf).write('records.edit', (member, edit: PersonEdit) => ({
  id: edit.id,
  version: edit.version,
  change: async (current, tx) => {
    await assertEmailFree(tx, member, edit.email, current.id);
    await assertManager(tx, member, edit.managerId, current.id);
    const problem = current.endDate ? departureProblem(edit.startDate, current.endDate) : null;
    if (problem) throw new WorkspaceError('invalid', `${problem} They left on ${current.endDate}.`);
    return {
      name: edit.name,
      email: edit.email,
      department: edit.department,
      managerId: edit.managerId,
      startDate: edit.startDate,
      updatedAt: new Date(),
    };
  },
  activity: (saved) => ({
    action: 'person.updated',
    recordType: 'person',
    recordId: saved.id,
    summary: `Edited the details of ${edit.name}`,
  }),
}));

/**
 * Records the day a person left (members and admins): on or after their start date; a stale version is refused.
 * Their offboarding checklist starts, counted from the end of that day, and what was made for them ends
 * (endWhatDepartureEnds): the activity row says what.
 */
export const recordDeparture = guardedWrite('records.edit', async (member: Member, departure: PersonDeparture): Promise<Person> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await personOf(tx, member, departure.id);
    if (current.version !== departure.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const problem = departureProblem(current.startDate, departure.endDate);
    if (problem) throw new WorkspaceError('invalid', `${problem} ${current.name} started on ${current.startDate}.`);
    const now = new Date();
    await tx
      .update(people)
      .set({ endDate: departure.endDate, version: sql`${people.version} + 1`, updatedAt: now })
      .where(eq(people.id, current.id));
    const ended = await endWhatDepartureEnds(tx, member.organizationId, { ...current, endDate: departure.endDate }, now);
    await recordActivity(tx, member, {
      action: 'person.departed',
      recordType: 'person',
      recordId: current.id,
      summary: `Recorded that ${current.name} left on ${departure.endDate}${departureEndedText(ended)}`,
    });
    await startChecklistIn(tx, member.organizationId, { ...current, endDate: departure.endDate }, 'offboarding');
    return personOf(tx, member, current.id);
  });
});
