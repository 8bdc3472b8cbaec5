import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import type { ListPage, ListQuery } from '@/lib/domain/list-query';
import { observationPeriod } from '@/lib/domain/audits/display';
import {
  observationPeriodIssues,
  type AuditFilterKey,
  type AuditPeriods,
  type AuditRecord,
  type AuditSchedule,
  type AuditStats,
  type AuditStatus,
  type AuditType,
} from '@/lib/schemas/audits/records';
import { recordActivity, recordHistory, type ActivityEntry } from '../activity';
import { fetchPage, matchingWords } from '../list-sql';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';

/** The columns of an audit as the workspace answers it (AuditRecord). */
export const auditColumns = {
  id: audits.id,
  name: audits.name,
  type: audits.type,
  framework: audits.framework,
  auditor: audits.auditor,
  startOn: audits.startOn,
  endOn: audits.endOn,
  observationStartOn: audits.observationStartOn,
  observationEndOn: audits.observationEndOn,
  description: audits.description,
  status: audits.status,
  result: audits.result,
  cancellationReason: audits.cancellationReason,
  createdAt: audits.createdAt,
  updatedAt: audits.updatedAt,
  version: audits.version,
};

const upcomingStatuses: AuditStatus[] = ['scheduled', 'preparing'];
const activeStatuses: AuditStatus[] = [...upcomingStatuses, 'in-progress'];

/**
 * The one rule of an upcoming audit on `today` (YYYY-MM-DD), which the Upcoming Audits figure, the grid and the days
 * to the next audit all apply: scheduled or preparing (never cancelled) and starting today or later, so the figure
 * never counts an audit whose day has passed while the grid leaves it out (upcomingDays is this rule on one audit).
 */
function upcomingOn(today: string): SQL {
  return sql`(${inArray(audits.status, upcomingStatuses)} and ${gte(audits.startOn, today)})`;
}

const everyAudit: ListQuery<AuditFilterKey> = { q: '', page: 1, filters: { status: '', type: '' } };

/**
 * One page of the organization's audits (the Audit History), latest start first. The search (every word in the
 * name, auditor or description), the status and type filters and the page all run in SQL.
 */
export function listAudits(member: Member, query: ListQuery<AuditFilterKey> = everyAudit): Promise<ListPage<AuditRecord>> {
  return keptRead(member, ['audit-list', query], async () => {
    const db = await getDb();
    const { status, type } = query.filters;
    const where = and(
      eq(audits.organizationId, member.organizationId),
      matchingWords(query.q, [audits.name, audits.auditor, audits.description]),
      status ? eq(audits.status, status as AuditStatus) : undefined,
      type ? eq(audits.type, type as AuditType) : undefined,
    );
    return fetchPage(
      query.page,
      async () => (await db.select({ total: count() }).from(audits).where(where))[0]?.total ?? 0,
      async (limit, offset) =>
        (await db
          .select(auditColumns)
          .from(audits)
          .where(where)
          .orderBy(desc(audits.startOn), asc(audits.name), asc(audits.id))
          .limit(limit)
          .offset(offset)) as AuditRecord[],
    );
  });
}

/**
 * The Upcoming Audits grid: scheduled or preparing audits starting on or after `today` (YYYY-MM-DD), soonest
 * first, at most `limit` of them.
 */
export function listUpcomingAudits(member: Member, today: string, limit = 6): Promise<AuditRecord[]> {
  return keptRead(member, ['audits-upcoming', today, limit], async () => {
    const db = await getDb();
    const rows = await db
      .select(auditColumns)
      .from(audits)
      .where(and(eq(audits.organizationId, member.organizationId), upcomingOn(today)))
      .orderBy(asc(audits.startOn), asc(audits.name), asc(audits.id))
      .limit(limit);
    return rows as AuditRecord[];
  });
}

/**
 * The audits still ahead or under way (scheduled, preparing, in progress: neither completed nor cancelled), every
 * one of them, earliest start first: the audit schedule a framework's settings show.
 */
export async function listActiveAudits(member: Member): Promise<AuditRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select(auditColumns)
    .from(audits)
    .where(and(eq(audits.organizationId, member.organizationId), inArray(audits.status, activeStatuses)))
    .orderBy(asc(audits.startOn), asc(audits.name), asc(audits.id));
  return rows as AuditRecord[];
}

/**
 * The stat cards as one aggregate of the same rows. Upcoming = what the grid lists (upcomingOn); `daysToNextAudit`
 * counts whole days from `today` (YYYY-MM-DD) to the soonest start of an upcoming audit, null when there is none.
 * Cancelled audits count in none of the figures, only in `total`.
 */
export function auditStats(member: Member, today: string): Promise<AuditStats> {
  return keptRead(member, ['audit-stats', today], async () => {
    const db = await getDb();
    const upcoming = upcomingOn(today);
    const [stats] = await db
      .select({
        upcoming: sql<number>`(count(*) filter (where ${upcoming}))::int`,
        inProgress: sql<number>`(count(*) filter (where ${audits.status} = 'in-progress'))::int`,
        completed: sql<number>`(count(*) filter (where ${audits.status} = 'completed'))::int`,
        daysToNextAudit: sql<number | null>`(min(${audits.startOn} - ${today}::date) filter (where ${upcoming}))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(audits)
      .where(eq(audits.organizationId, member.organizationId));
    return stats ?? { upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null, total: 0 };
  });
}

/** Days from `today` (YYYY-MM-DD) to the organization's next upcoming audit, or null (the dashboard's figure too). */
export async function daysToNextAudit(member: Member, today: string): Promise<number | null> {
  return (await auditStats(member, today)).daysToNextAudit;
}

/** The audit `id` of the member's organization, locked until the transaction ends (404 when it is not theirs). */
export async function auditOf(tx: Tx, member: Member, id: string): Promise<AuditRecord> {
  checkedId(id, 'The audit');
  const [row] = await tx
    .select(auditColumns)
    .from(audits)
    .where(and(eq(audits.id, id), eq(audits.organizationId, member.organizationId)))
    .for('update');
  if (!row) throw notFound('The audit');
  return row as AuditRecord;
}

/** One audit of the member's organization; another organization's id, or an unknown one, is not found (404). */
export async function getAudit(member: Member, id: string): Promise<AuditRecord> {
  assertCan(member, 'records.view');
  checkedId(id, 'The audit');
  const db = await getDb();
  const [row] = await db
    .select(auditColumns)
    .from(audits)
    .where(and(eq(audits.id, id), eq(audits.organizationId, member.organizationId)));
  if (!row) throw notFound('The audit');
  return row as AuditRecord;
}

/** The audit's history: who scheduled and changed it, and when, newest first. */
export async function auditHistory(member: Member, id: string): Promise<ActivityEntry[]> {
  assertCan(member, 'records.view');
  checkedId(id, 'The audit');
  return recordHistory(member, id);
}

/** Refuses an observation period the forms would refuse (invalid), whoever calls the workspace. */
export function assertObservationPeriod(periods: AuditPeriods): void {
  const [issue] = observationPeriodIssues(periods);
  if (issue) throw new WorkspaceError('invalid', issue.message);
}

/**
 * Schedules an audit: stored as Scheduled with a Pending result, with its observation period if it has one, and
 * its activity row.
 */
export async function scheduleAudit(member: Member, input: AuditSchedule): Promise<AuditRecord> {
  assertCan(member, 'records.edit');
  const observation = {
    endDate: input.endDate,
    observationStartDate: input.observationStartDate ?? null,
    observationEndDate: input.observationEndDate ?? null,
  };
  assertObservationPeriod(observation);
  const observed = observationPeriod(observation);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(audits)
      .values({
        organizationId: member.organizationId,
        name: input.name,
        type: input.type,
        framework: input.framework,
        auditor: input.auditor,
        startOn: input.startDate,
        endOn: input.endDate,
        observationStartOn: observation.observationStartDate,
        observationEndOn: observation.observationEndDate,
        description: input.description,
        status: 'scheduled',
        result: 'Pending',
      })
      .returning(auditColumns);
    if (!created) throw new Error('The audit was not scheduled');
    await recordActivity(tx, member, {
      action: 'audit.scheduled',
      recordType: 'audit',
      recordId: created.id,
      summary: `Scheduled the audit ${input.name} for ${input.startDate}${observed ? `, with the observation period ${observed}` : ''}`,
    });
    return created as AuditRecord;
  });
}
