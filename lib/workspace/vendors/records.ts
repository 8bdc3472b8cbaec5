import 'server-only';
import { and, asc, count, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, vendors } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import { REVIEW_TASK_DAYS } from '@/lib/domain/vendors/rules';
import type { Vendor } from '@/lib/schemas/vendors/records';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';

/** A transaction or the database itself: anything that reads. */
export type Reader = Pick<Tx, 'select'>;

/** The filters of the vendor list. */
export type VendorListKey = 'criticality' | 'category' | 'subprocessor' | 'review';
export type VendorListQuery = ListQuery<VendorListKey>;

/** The list's review filter: overdue, due within the task horizon (today included), or later. */
export const vendorReviewFilters = ['overdue', 'due-soon', 'on-track'] as const;
export const vendorReviewFilterLabels: Record<(typeof vendorReviewFilters)[number], string> = {
  overdue: 'Review overdue',
  'due-soon': `Review due within ${REVIEW_TASK_DAYS} days`,
  'on-track': 'Review not yet due',
};
export const subprocessorFilters = ['yes', 'no'] as const;

const everything: VendorListQuery = { q: '', page: 1, filters: { criticality: '', category: '', subprocessor: '', review: '' } };

/** A vendor's columns with its owner's name. */
export const vendorColumns = {
  id: vendors.id,
  name: vendors.name,
  service: vendors.service,
  category: vendors.category,
  criticality: vendors.criticality,
  dataKinds: vendors.dataKinds,
  subprocessor: vendors.subprocessor,
  countries: vendors.countries,
  contractStart: vendors.contractStart,
  contractEnd: vendors.contractEnd,
  ownerMemberId: vendors.ownerMemberId,
  ownerName: members.displayName,
  addedOn: vendors.addedOn,
  lastReviewedOn: vendors.lastReviewedOn,
  nextReviewOn: vendors.nextReviewOn,
  version: vendors.version,
};

function reviewCondition(filter: string, today: string): SQL | undefined {
  const horizon = addDays(today, REVIEW_TASK_DAYS);
  if (filter === 'overdue') return lt(vendors.nextReviewOn, today);
  if (filter === 'due-soon') return and(sql`${vendors.nextReviewOn} >= ${today}`, sql`${vendors.nextReviewOn} <= ${horizon}`);
  if (filter === 'on-track') return gt(vendors.nextReviewOn, horizon);
  return undefined;
}

function listConditions(member: Member, { q, filters }: VendorListQuery, today: string): SQL | undefined {
  return and(
    eq(vendors.organizationId, member.organizationId),
    matchingWords(q, [vendors.name, vendors.service]),
    filters.criticality ? eq(vendors.criticality, filters.criticality as Vendor['criticality']) : undefined,
    filters.category ? eq(vendors.category, filters.category) : undefined,
    filters.subprocessor ? eq(vendors.subprocessor, filters.subprocessor === 'yes') : undefined,
    reviewCondition(filters.review, today),
  );
}

const asVendor = (row: Omit<Vendor, 'category' | 'dataKinds'> & { category: string; dataKinds: string[] }) => row as Vendor;

/** One page of the organization's vendors (search, filters and paging in SQL), by name. */
export function listVendors(member: Member, query: VendorListQuery = everything, today = dayOf(new Date())): Promise<ListPage<Vendor>> {
  assertCan(member, 'records.view');
  return keptRead(member, ['vendor-list', query, today], async () => {
    const db = await getDb();
    const where = listConditions(member, query, today);
    const page = await fetchPage(
      query.page,
      async () => (await db.select({ total: count() }).from(vendors).where(where))[0]?.total ?? 0,
      (limit, offset) =>
        db
          .select(vendorColumns)
          .from(vendors)
          .leftJoin(members, eq(members.id, vendors.ownerMemberId))
          .where(where)
          .orderBy(asc(vendors.name), asc(vendors.id))
          .limit(limit)
          .offset(offset),
    );
    return { ...page, rows: page.rows.map(asVendor) };
  });
}

export type VendorStats = { total: number; critical: number; subprocessors: number; reviewsOverdue: number };

/** The stat cards: every vendor, the critical ones, the subprocessors and those whose review is overdue on `today`. */
export function vendorStats(member: Member, today = dayOf(new Date())): Promise<VendorStats> {
  assertCan(member, 'records.view');
  return keptRead(member, ['vendor-stats', today], async () => {
    const db = await getDb();
    const [stats] = await db
      .select({
        total: sql<number>`count(*)::int`,
        critical: sql<number>`(count(*) filter (where ${vendors.criticality} = 'critical'))::int`,
        subprocessors: sql<number>`(count(*) filter (where ${vendors.subprocessor}))::int`,
        reviewsOverdue: sql<number>`(count(*) filter (where ${vendors.nextReviewOn} < ${today}))::int`,
      })
      .from(vendors)
      .where(eq(vendors.organizationId, member.organizationId));
    return stats ?? { total: 0, critical: 0, subprocessors: 0, reviewsOverdue: 0 };
  });
}

/** The vendor `id` of the member's organization, or 404 (another organization's ids are not found). */
export async function vendorOf(reader: Reader, member: Member, id: string): Promise<Vendor> {
  checkedId(id, 'The vendor');
  const [row] = await reader
    .select(vendorColumns)
    .from(vendors)
    .leftJoin(members, eq(members.id, vendors.ownerMemberId))
    .where(and(eq(vendors.id, id), eq(vendors.organizationId, member.organizationId)));
  if (!row) throw notFound('The vendor');
  return asVendor(row);
}

/** The organization's current members (owners and reviewers are chosen from them), by name. */
export async function teamOf(reader: Reader, member: Member): Promise<{ id: string; name: string }[]> {
  return reader
    .select({ id: members.id, name: members.displayName })
    .from(members)
    .where(and(eq(members.organizationId, member.organizationId), isNull(members.removedAt)))
    .orderBy(asc(members.displayName), asc(members.id));
}

/** Refuses an id that is not a current member of the organization (owner, reviewer). */
export async function assertTeamMember(reader: Reader, member: Member, id: string, message: string): Promise<string> {
  const team = await teamOf(reader, member);
  const found = team.find((choice) => choice.id === id);
  if (!found) throw new WorkspaceError('invalid', message);
  return found.name;
}

/** The owner choices of the Add vendor form. */
export async function vendorTeam(member: Member): Promise<{ id: string; name: string }[]> {
  assertCan(member, 'records.view');
  return teamOf(await getDb(), member);
}
