import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, vulnerabilityFindings, vulnerabilitySources } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { planSync, type SourceReport, type StoredFinding } from '@/lib/domain/vulnerabilities/sync';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import type { Member, Tx } from '../member';

/** What a report did: findings new, seen again, fixed (the last source stopped listing them). */
export type ReportOutcome = { source: string; created: number; updated: number; fixed: number };

/**
 * Records a source's report inside `tx`: the findings it lists are created or seen again, those it marks fixed or
 * (when complete) no longer lists lose the source, and are fixed that day once no source lists them
 * (lib/domain/vulnerabilities/sync.ts); the source's last report is kept. The organization's row is locked first, so
 * two reports of one organization are applied one after the other.
 */
export async function applyReportIn(tx: Tx, member: Member, report: Omit<SourceReport, 'day'>, now: Date): Promise<ReportOutcome> {
  await tx.execute(sql`select 1 from ${organizations} where ${organizations.id} = ${member.organizationId} for update`);
  const stored: StoredFinding[] = await tx
    .select({
      id: vulnerabilityFindings.id,
      asset: vulnerabilityFindings.asset,
      identifier: vulnerabilityFindings.identifier,
      severity: vulnerabilityFindings.severity,
      title: vulnerabilityFindings.title,
      url: vulnerabilityFindings.url,
      sources: vulnerabilityFindings.sources,
      firstSeenOn: vulnerabilityFindings.firstSeenOn,
      fixedOn: vulnerabilityFindings.fixedOn,
    })
    .from(vulnerabilityFindings)
    .where(eq(vulnerabilityFindings.organizationId, member.organizationId));
  const plan = planSync(stored, { ...report, day: dayOf(now) });
  if (plan.create.length > 0) {
    for (let start = 0; start < plan.create.length; start += 500) {
      await tx
        .insert(vulnerabilityFindings)
        .values(plan.create.slice(start, start + 500).map((finding) => ({ ...finding, organizationId: member.organizationId })));
    }
  }
  for (const { id, values } of plan.change) {
    await tx
      .update(vulnerabilityFindings)
      .set({ ...values, version: sql`${vulnerabilityFindings.version} + 1`, updatedAt: now })
      .where(eq(vulnerabilityFindings.id, id));
  }
  await tx
    .insert(vulnerabilitySources)
    .values({
      organizationId: member.organizationId,
      source: report.source,
      lastReportedAt: now,
      findingsListed: report.findings.length,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [vulnerabilitySources.organizationId, vulnerabilitySources.source],
      set: { lastReportedAt: now, findingsListed: report.findings.length },
    });
  const fixed = plan.change.filter(({ values }) => typeof values.fixedOn === 'string').length;
  const outcome = { source: report.source, created: plan.create.length, updated: plan.change.length - fixed, fixed };
  await recordActivity(tx, member, {
    action: 'vulnerabilities.reported',
    recordType: 'vulnerability-source',
    summary: `${report.source} reported ${report.findings.length} finding(s)${report.complete ? ' (full report)' : ''}: ${outcome.created} new, ${outcome.fixed} fixed`,
  });
  return outcome;
}

/** A source's report (members and admins, an API key, an integration's run), in one transaction. */
export const applySourceReport = guardedWrite(
  'records.edit',
  async (member: Member, report: Omit<SourceReport, 'day'>, now: Date = new Date()): Promise<ReportOutcome> => {
    const db = await getDb();
    return db.transaction((tx) => applyReportIn(tx, member, report, now));
  },
);

/** Several reports at once (a provider's three kinds of alert), all or none. */
export const applySourceReports = guardedWrite(
  'records.edit',
  async (member: Member, reports: readonly Omit<SourceReport, 'day'>[], now: Date = new Date()): Promise<ReportOutcome[]> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const outcomes: ReportOutcome[] = [];
      for (const report of reports) outcomes.push(await applyReportIn(tx, member, report, now));
      return outcomes;
    });
  },
);
