import 'server-only';
import { and, asc, count, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { members, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import type { Person, PersonDetail } from '@/lib/schemas/people/records';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, checkedId, notFound, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';

/** A transaction or the database itself: anything that reads. */
type Reader = Pick<Tx, 'select'>;

/** The filters of the people list; `department` takes the organization's own departments as choices. */
export type PeopleListKey = 'department' | 'status';
export type PeopleListQuery = ListQuery<PeopleListKey>;

const everyone: PeopleListQuery = { q: '', page: 1, filters: { department: '', status: '' } };

const manager = alias(people, 'manager');

/** A person's columns with their manager's name. */
export const personColumns = {
  id: people.id,
  memberId: people.memberId,
  name: people.name,
  email: people.email,
  department: people.department,
  managerId: people.managerId,
  managerName: manager.name,
  startDate: people.startDate,
  endDate: people.endDate,
  source: people.source,
  version: people.version,
};

/** Employed on `today`: no end date, or one still to come (the end date is the day they left). */
export const activeOn = (today: string): SQL => or(isNull(people.endDate), gt(people.endDate, today))!;
const departedOn = (today: string): SQL => lte(people.endDate, today);

function listConditions(member: Member, { q, filters }: PeopleListQuery, today: string): SQL | undefined {
  return and(
    eq(people.organizationId, member.organizationId),
    matchingWords(q, [people.name, people.email, people.department]),
    filters.department ? eq(people.department, filters.department) : undefined,
    filters.status === 'active' ? activeOn(today) : filters.status === 'departed' ? departedOn(today) : undefined,
  );
}

/** One page of the organization's people (search, department, status and paging in SQL), by name. */
export function listPeople(member: Member, query: PeopleListQuery = everyone, today = dayOf(new Date())): Promise<ListPage<Person>> {
  assertCan(member, 'records.view');
  return keptRead(member, ['people-list', query, today], async () => {
    const db = await getDb();
    const where = listConditions(member, query, today);
    return fetchPage(
      query.page,
      async () => (await db.select({ total: count() }).from(people).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        db
          .select(personColumns)
          .from(people)
          .leftJoin(manager, eq(manager.id, people.managerId))
          .where(where)
          .orderBy(asc(people.name), asc(people.id))
          .limit(limit)
          .offset(offset),
    );
  });
}

export type PeopleStats = { total: number; active: number; departed: number; members: number };

/** The stat cards: everyone, those employed and those who left on `today`, and those who sign in. */
export function peopleStats(member: Member, today = dayOf(new Date())): Promise<PeopleStats> {
  assertCan(member, 'records.view');
  return keptRead(member, ['people-stats', today], async () => {
    const db = await getDb();
    const [stats] = await db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${activeOn(today)}))::int`,
        departed: sql<number>`(count(*) filter (where ${departedOn(today)}))::int`,
        members: sql<number>`(count(*) filter (where ${people.memberId} is not null))::int`,
      })
      .from(people)
      .where(eq(people.organizationId, member.organizationId));
    return stats ?? { total: 0, active: 0, departed: 0, members: 0 };
  });
}

/** The organization's departments, for the list's filter (people without one are not a choice). */
export function peopleDepartments(member: Member): Promise<string[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['people-departments'], async () => {
    const db = await getDb();
    const rows = await db
      .selectDistinct({ department: people.department })
      .from(people)
      .where(and(eq(people.organizationId, member.organizationId), ne(people.department, '')))
      .orderBy(asc(people.department));
    return rows.map((row) => row.department);
  });
}

/** The person `id` of the member's organization, or 404 (another organization's ids are not found). */
export async function personOf(tx: Reader, member: Member, id: string): Promise<Person> {
  checkedId(id, 'The person');
  const [row] = await tx
    .select(personColumns)
    .from(people)
    .leftJoin(manager, eq(manager.id, people.managerId))
    .where(and(eq(people.id, id), eq(people.organizationId, member.organizationId)));
  if (!row) throw notFound('The person');
  return row;
}

/** People a manager may be chosen from: everyone still employed, by name (a large organization's first 500). */
async function managerChoices(tx: Reader, member: Member, today: string, except?: string) {
  return tx
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.organizationId, member.organizationId), except ? ne(people.id, except) : undefined, activeOn(today)))
    .orderBy(asc(people.name), asc(people.id))
    .limit(500);
}

/** A person's page: the record, their login when they are a member, and the manager choices of the edit form. */
export async function readPerson(member: Member, id: string, today = dayOf(new Date())): Promise<PersonDetail> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const person = await personOf(db, member, id);
  const [login] = person.memberId
    ? await db
        .select({ email: members.email, role: members.role, removedAt: members.removedAt })
        .from(members)
        .where(and(eq(members.id, person.memberId), eq(members.organizationId, member.organizationId)))
    : [];
  return {
    person,
    login: login ? { email: login.email, role: login.role, removed: login.removedAt !== null } : null,
    managerChoices: await managerChoices(db, member, today, person.id),
  };
}

/** The people choices of the Add person form: everyone still employed. */
export async function peopleChoices(member: Member, today = dayOf(new Date())): Promise<{ id: string; name: string }[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return managerChoices(db, member, today);
}
