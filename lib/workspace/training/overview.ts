import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { pageOfRows, type ListPage } from '@/lib/domain/list-query';
import { personStatusOn } from '@/lib/domain/people/rules';
import {
  trainingFigures,
  trainingStatusOn,
  type PersonTraining,
  type PersonTrainingRow,
  type TrainingFigures,
} from '@/lib/domain/training/rules';
import { assertCan, WorkspaceError, type Member } from '../member';
import { activeOn, personOf } from '../people';
import { keptRead } from '../read-cache';
import { completionsOf, NO_PERSON_MESSAGE, organizationLessons, ownPerson, passesOf } from './records';

/** The training screen's people: everyone employed on `today`, by name, with their status and due date. */
export function trainingOverview(member: Member, today = dayOf(new Date())): Promise<PersonTrainingRow[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['training-overview', today], async () => {
    const db = await getDb();
    const assigned = (await organizationLessons(member)).map((lesson) => lesson.id);
    const employed = await db
      .select({ id: people.id, name: people.name, department: people.department, startDate: people.startDate })
      .from(people)
      .where(and(eq(people.organizationId, member.organizationId), activeOn(today)))
      .orderBy(asc(people.name), asc(people.id));
    const completions = await completionsOf(
      db,
      member,
      employed.map((person) => person.id),
    );
    return employed.map((person) => ({
      personId: person.id,
      name: person.name,
      department: person.department,
      ...trainingStatusOn(person, assigned, passesOf(completions.filter((completion) => completion.personId === person.id)), today),
    }));
  });
}

/**
 * Page `page` of the training screen's people, kept within the last page, with the figures of everyone employed:
 * a status is decided per person from their passes, so the page is sliced from the kept overview rather than in SQL.
 */
export async function pageOfTraining(
  member: Member,
  page: number,
  today = dayOf(new Date()),
): Promise<ListPage<PersonTrainingRow> & { figures: TrainingFigures }> {
  const rows = await trainingOverview(member, today);
  return { ...pageOfRows(rows, page), figures: trainingFigures(rows.map((row) => row.status)) };
}

async function trainingOf(member: Member, person: { id: string; startDate: string }, today: string): Promise<PersonTraining> {
  const db = await getDb();
  const lessons = await organizationLessons(member);
  const completions = await completionsOf(db, member, [person.id]);
  const standing = trainingStatusOn(
    person,
    lessons.map((lesson) => lesson.id),
    passesOf(completions),
    today,
  );
  return {
    ...standing,
    personId: person.id,
    assigned: lessons.map((lesson) => ({ id: lesson.id, title: lesson.title, passed: standing.passedLessons.includes(lesson.id) })),
    completions,
  };
}

/** The Training section of a person's page (any role reads it); another organization's person is not found. */
export async function personTraining(member: Member, personId: string, today = dayOf(new Date())): Promise<PersonTraining> {
  assertCan(member, 'records.view');
  const person = await personOf(await getDb(), member, personId);
  return trainingOf(member, person, today);
}

/**
 * The signed-in member's own course: null when they have no person in People (they cannot take it yet) or their
 * person has left on `today` (nothing is asked of them any more).
 */
export async function ownTraining(member: Member, today = dayOf(new Date())): Promise<PersonTraining | null> {
  assertCan(member, 'account.manage');
  try {
    const person = await ownPerson(await getDb(), member);
    if (personStatusOn(person, today) === 'departed') return null;
    return await trainingOf(member, person, today);
  } catch (error) {
    if (error instanceof WorkspaceError && error.message === NO_PERSON_MESSAGE) return null;
    throw error;
  }
}
