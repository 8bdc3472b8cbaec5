import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks, reports } from '@/lib/db/schema';
import { automaticReportDue, automaticReportName, recipientsOf } from '@/lib/domain/reports/automatic';
import { dayOf } from '@/lib/domain/calendar-days';
import { frameworkSettingsSchema, type FrameworkSettings } from '@/lib/schemas/frameworks/settings';
import { recordActivity } from '../activity';

/** Who the activity log names for what the framework settings do on their own. */
const automaticActor = (organizationId: string) => ({
  organizationId,
  displayName: 'Automatic reports',
  subject: 'system:automatic-reports',
});

/** A framework whose saved settings have automatic report generation on, with where its period began. */
export type AutomaticReportCandidate = {
  organizationId: string;
  frameworkId: string;
  /** The marker as read; the claim succeeds only while it is still this value. */
  from: Date;
  settings: FrameworkSettings;
};

const rowKey = (organizationId: string, frameworkId: string) =>
  and(eq(organizationFrameworks.organizationId, organizationId), eq(organizationFrameworks.frameworkId, frameworkId));

/**
 * Requests the framework's automatic report when its marker still reads `candidate.from`: in one transaction the
 * marker moves to `now` (only if unchanged, so of two processes checking the same period one alone gets a row), a
 * framework report of the period is stored as Generating in the default format, with the distribution addresses to
 * write to once it is ready, and an activity row. Answers the report's id, or null when another claim came first
 * or the setting was turned off or on again meanwhile.
 */
export async function requestAutomaticReport(candidate: AutomaticReportCandidate, now = new Date()): Promise<string | null> {
  const framework = frameworkDirectory.find((entry) => entry.id === candidate.frameworkId);
  if (!framework) return null;
  const { settings } = candidate;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(organizationFrameworks)
      .set({ autoReportsFrom: now })
      .where(and(rowKey(candidate.organizationId, candidate.frameworkId), eq(organizationFrameworks.autoReportsFrom, candidate.from)))
      .returning({ frameworkId: organizationFrameworks.frameworkId });
    if (!claimed) return null;
    const startOn = dayOf(candidate.from);
    const endOn = dayOf(now);
    const name = automaticReportName(framework.name, startOn, endOn);
    const recipients = recipientsOf(settings.reportDistribution);
    const [row] = await tx
      .insert(reports)
      .values({
        organizationId: candidate.organizationId,
        name,
        type: 'framework',
        frameworks: [framework.id],
        startOn,
        endOn,
        format: settings.reportFormat,
        notes: `Requested automatically every ${settings.compliancePeriod} months by the ${framework.name} settings.`,
        status: 'generating',
        requestedBy: null,
        distributeTo: recipients.length > 0 ? recipients : null,
      })
      .returning({ id: reports.id });
    if (!row) throw new Error('The automatic report was not created');
    await recordActivity(tx, automaticActor(candidate.organizationId), {
      action: 'report.created',
      recordType: 'report',
      recordId: row.id,
      summary: `Requested the report ${name} automatically (every ${settings.compliancePeriod} months)`,
    });
    return row.id;
  });
}

/**
 * The periodic check of every organization's frameworks: a framework whose saved settings have automatic report
 * generation on gets its report once a compliance period has passed since its marker (lib/domain/automatic-reports).
 * One saved on before its marker existed starts counting now. Settings that no longer validate are left alone.
 * Answers how many reports were requested; the caller wakes the report jobs.
 */
export async function requestDueAutomaticReports(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({
      organizationId: organizationFrameworks.organizationId,
      frameworkId: organizationFrameworks.frameworkId,
      settings: organizationFrameworks.settings,
      from: organizationFrameworks.autoReportsFrom,
    })
    .from(organizationFrameworks)
    .where(sql`${organizationFrameworks.settings}->>'autoReports' = 'true'`);
  let requested = 0;
  for (const row of rows) {
    const parsed = frameworkSettingsSchema.safeParse(row.settings);
    if (!parsed.success || !parsed.data.autoReports) continue;
    if (row.from === null) {
      await db
        .update(organizationFrameworks)
        .set({ autoReportsFrom: now })
        .where(and(rowKey(row.organizationId, row.frameworkId), isNull(organizationFrameworks.autoReportsFrom)));
      continue;
    }
    if (!automaticReportDue(row.from, Number(parsed.data.compliancePeriod), now)) continue;
    const candidate = { organizationId: row.organizationId, frameworkId: row.frameworkId, from: row.from, settings: parsed.data };
    if (await requestAutomaticReport(candidate, now)) requested += 1;
  }
  return requested;
}
