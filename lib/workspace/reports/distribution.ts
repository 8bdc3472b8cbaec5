import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizations, reports } from '@/lib/db/schema';
import { reportReadyLetter } from '@/lib/domain/reports/automatic';
import { env } from '@/lib/env';
import { kickMailSender, queueMail } from '@/lib/mail';
import { recordActivity } from '../activity';

/** How many ready reports one check writes about at most; the next check takes the rest. */
const BATCH = 50;

const frameworkNameOf = (code: string | undefined) =>
  frameworkDirectory.find((framework) => framework.id === code)?.name ?? code ?? 'framework';

/**
 * Writes the letters of one generated report that still has addresses to write to: the addresses are taken off the
 * report under a row lock (so two processes never both write them), then one letter per address is queued,
 * each with an activity row, in the same transaction. Answers how many letters were written.
 */
export async function distributeReport(reportId: string): Promise<number> {
  const db = await getDb();
  const written = await db.transaction(async (tx) => {
    const waiting = and(eq(reports.id, reportId), eq(reports.status, 'generated'), isNotNull(reports.distributeTo));
    // Locked, then cleared: a second process waits for the lock and then finds no addresses left.
    const [report] = await tx
      .select({
        id: reports.id,
        organizationId: reports.organizationId,
        name: reports.name,
        frameworks: reports.frameworks,
        format: reports.format,
        startOn: reports.startOn,
        endOn: reports.endOn,
        distributeTo: reports.distributeTo,
      })
      .from(reports)
      .where(waiting)
      .for('update');
    if (!report) return 0;
    await tx.update(reports).set({ distributeTo: null }).where(eq(reports.id, report.id));
    if (!report?.distributeTo?.length) return 0;
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, report.organizationId));
    const link = new URL(`/manage/reports/${report.id}/download`, env().SITE_URL).toString();
    const letter = reportReadyLetter({
      name: report.name,
      frameworkName: frameworkNameOf(report.frameworks[0]),
      organizationName: organization?.name ?? 'your organization',
      format: report.format,
      startOn: report.startOn,
      endOn: report.endOn,
      link,
    });
    const actor = { organizationId: report.organizationId, displayName: 'Report distribution', subject: 'system:report-distribution' };
    for (const address of report.distributeTo) {
      // Queued with its activity row and the cleared addresses: all commit, or none.
      await queueMail(tx, {
        kind: 'report',
        to: address,
        subject: letter.subject,
        body: letter.body,
        link,
        organizationId: report.organizationId,
      });
      await recordActivity(tx, actor, {
        action: 'report.distributed',
        recordType: 'report',
        recordId: report.id,
        summary: `Wrote to ${address} that the report ${report.name} is ready`,
      });
    }
    return report.distributeTo.length;
  });
  if (written > 0) kickMailSender();
  return written;
}

/**
 * Writes the letters of every generated report still waiting for them (a server stopped between the file and the
 * letters, or the job ran elsewhere); answers how many letters were written.
 */
export async function distributeReadyReports(): Promise<number> {
  const db = await getDb();
  const ready = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.status, 'generated'), isNotNull(reports.distributeTo)))
    .limit(BATCH);
  let written = 0;
  for (const report of ready) written += await distributeReport(report.id);
  return written;
}
