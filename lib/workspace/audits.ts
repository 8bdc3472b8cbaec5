import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import type { AuditRecord, AuditSchedule, AuditStats } from '@/lib/schemas/audit';
import { recordActivity } from './activity';
import { assertCan, type Member } from './member';

const listed = {
  id: audits.id,
  name: audits.name,
  type: audits.type,
  framework: audits.framework,
  auditor: audits.auditor,
  startOn: audits.startOn,
  endOn: audits.endOn,
  description: audits.description,
  status: audits.status,
  result: audits.result,
  createdAt: audits.createdAt,
  updatedAt: audits.updatedAt,
  version: audits.version,
};

/** The organization's audits, latest start first (the Audit History's order). */
export async function listAudits(member: Member): Promise<AuditRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db.select(listed).from(audits).where(eq(audits.organizationId, member.organizationId)).orderBy(desc(audits.startOn), audits.name);
  return rows as AuditRecord[];
}

/**
 * The stat cards as one aggregate of the same rows. Upcoming = scheduled or preparing; `daysToNextAudit` counts
 * whole days from `today` (YYYY-MM-DD) to the soonest start of an upcoming audit on or after today, null when
 * there is none.
 */
export async function auditStats(member: Member, today: string): Promise<AuditStats> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const upcoming = sql`${audits.status} in ('scheduled', 'preparing')`;
  const [stats] = await db
    .select({
      upcoming: sql<number>`(count(*) filter (where ${upcoming}))::int`,
      inProgress: sql<number>`(count(*) filter (where ${audits.status} = 'in-progress'))::int`,
      completed: sql<number>`(count(*) filter (where ${audits.status} = 'completed'))::int`,
      daysToNextAudit: sql<number | null>`(min(${audits.startOn} - ${today}::date) filter (where ${upcoming} and ${audits.startOn} >= ${today}::date))::int`,
    })
    .from(audits)
    .where(eq(audits.organizationId, member.organizationId));
  return stats ?? { upcoming: 0, inProgress: 0, completed: 0, daysToNextAudit: null };
}

/** Days from `today` (YYYY-MM-DD) to the organization's next upcoming audit, or null (the dashboard's figure too). */
export async function daysToNextAudit(member: Member, today: string): Promise<number | null> {
  return (await auditStats(member, today)).daysToNextAudit;
}

/** Schedules an audit: stored as Scheduled with a Pending result, with its activity row. */
export async function scheduleAudit(member: Member, input: AuditSchedule): Promise<AuditRecord> {
  assertCan(member, 'records.edit');
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
        description: input.description,
        status: 'scheduled',
        result: 'Pending',
      })
      .returning(listed);
    if (!created) throw new Error('The audit was not scheduled');
    await recordActivity(tx, member, { action: 'audit.scheduled', recordType: 'audit', recordId: created.id, summary: `Scheduled the audit ${input.name} for ${input.startDate}` });
    return created as AuditRecord;
  });
}
