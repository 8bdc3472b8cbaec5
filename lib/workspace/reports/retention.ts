import 'server-only';
import { and, inArray, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { reports } from '@/lib/db/schema';
import { fileStorage } from '@/lib/storage';
import { recordActivity } from '../activity';

/** The data retention when no framework of the organization sets one: 3 years, the framework settings' default. */
export const DEFAULT_RETENTION_YEARS = 3;

/**
 * An organization keeps its reports for the longest data retention any of its frameworks' settings asks for
 * (3, 5, 7 or 10 years), so no framework's rule is cut short.
 */
// Spelled out with table names: inside a subquery, column names alone would name the subquery's own table.
const retentionYears = sql<number>`coalesce((
  select max((followed.settings->>'dataRetention')::int) from organization_frameworks as followed
  where followed.organization_id = reports.organization_id and followed.settings->>'dataRetention' in ('3', '5', '7', '10')
), ${DEFAULT_RETENTION_YEARS})`;

/** How many reports one sweep removes at most; the next sweep takes the rest. */
const BATCH = 200;

/**
 * Deletes the reports (and their files) made longer ago than their organization's data retention, with an activity
 * row each, and answers how many went. A report still being generated is left alone.
 */
export async function deleteReportsPastRetention(): Promise<number> {
  const db = await getDb();
  const past = await db
    .select({
      id: reports.id,
      organizationId: reports.organizationId,
      name: reports.name,
      storageKey: reports.storageKey,
      years: retentionYears,
    })
    .from(reports)
    .where(
      and(
        ne(reports.status, 'generating'),
        lt(sql`coalesce(${reports.generatedAt}, ${reports.createdAt})`, sql`now() - make_interval(years => ${retentionYears})`),
      ),
    )
    .limit(BATCH);
  if (past.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.delete(reports).where(
      inArray(
        reports.id,
        past.map((report) => report.id),
      ),
    );
    for (const report of past) {
      const actor = { organizationId: report.organizationId, displayName: 'Data retention', subject: 'system:retention' };
      await recordActivity(tx, actor, {
        action: 'report.retention',
        recordType: 'report',
        recordId: report.id,
        summary: `Deleted the report ${report.name}, older than the ${report.years}-year data retention`,
      });
    }
  });
  // After the commit: a file whose row is gone is never served, so a failed removal loses nothing.
  for (const report of past) if (report.storageKey) await fileStorage().delete(report.storageKey);
  return past.length;
}
