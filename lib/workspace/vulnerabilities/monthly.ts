import 'server-only';
import { and, asc, eq, lt, min } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { vulnerabilityFindings, vulnerabilityMonthlyFigures, vulnerabilitySources } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { monthlyFigures, previousMonth, type MonthlyFigures } from '@/lib/domain/vulnerabilities/figures';
import { work } from '@/lib/jobs';
import { organizationCollector } from '../collector';
import { fileRecordAsEvidence } from '../evidence';
import { deadlinesOf } from '../vulnerability-deadlines';

/** Raised inside the filing's transaction when another process filed the month first: the item is rolled back. */
class AlreadyFiled extends Error {}

/**
 * Files `month`'s figures of the organization as an evidence item linked to VUL-01, and the month's row naming it,
 * in one transaction: a month is filed once per organization, however many processes or retries run it. Answers
 * the figures, or null when the month was filed already.
 */
export async function fileMonthlyFigures(organizationId: string, month: string, now = new Date()): Promise<MonthlyFigures | null> {
  const db = await getDb();
  const [filed] = await db
    .select({ month: vulnerabilityMonthlyFigures.month })
    .from(vulnerabilityMonthlyFigures)
    .where(and(eq(vulnerabilityMonthlyFigures.organizationId, organizationId), eq(vulnerabilityMonthlyFigures.month, month)));
  if (filed) return null;
  const [deadlines, findings] = await Promise.all([
    deadlinesOf(db, organizationId),
    db
      .select({
        severity: vulnerabilityFindings.severity,
        firstSeenOn: vulnerabilityFindings.firstSeenOn,
        fixedOn: vulnerabilityFindings.fixedOn,
      })
      .from(vulnerabilityFindings)
      .where(eq(vulnerabilityFindings.organizationId, organizationId))
      .orderBy(asc(vulnerabilityFindings.firstSeenOn)),
  ]);
  const figures = monthlyFigures(findings, deadlines, month);
  const collector = await organizationCollector(organizationId, 'vulnerabilities:monthly', 'Monthly vulnerability figures');
  try {
    await fileRecordAsEvidence(
      collector,
      {
        name: `Vulnerability figures of ${month}`,
        description:
          'Open findings at the month’s end by severity, findings fixed within and past their deadline, and the median days to fix, as JSON.',
        fileName: `vulnerabilities-${month}.json`,
        document: figures,
        controlIds: ['VUL-01'],
      },
      now,
      async (tx, evidenceId) => {
        const inserted = await tx
          .insert(vulnerabilityMonthlyFigures)
          .values({ organizationId, month, figures, evidenceId })
          .onConflictDoNothing()
          .returning({ month: vulnerabilityMonthlyFigures.month });
        if (inserted.length === 0) throw new AlreadyFiled();
      },
    );
  } catch (error) {
    if (error instanceof AlreadyFiled) return null;
    throw error;
  }
  return figures;
}

/**
 * Files last month's figures of every organization whose findings were reported before this month began and that
 * has not had them filed. Run daily, so a first of the month missed while every server was down is made up; an
 * organization that fails is logged and the others go on. Answers how many were filed.
 */
export async function fileDueMonthlyFigures(now = new Date()): Promise<number> {
  const today = dayOf(now);
  const month = previousMonth(today);
  const db = await getDb();
  const organizations = await db
    .select({ organizationId: vulnerabilitySources.organizationId, since: min(vulnerabilitySources.createdAt) })
    .from(vulnerabilitySources)
    .where(lt(vulnerabilitySources.createdAt, new Date(`${today.slice(0, 7)}-01T00:00:00Z`)))
    .groupBy(vulnerabilitySources.organizationId);
  let filed = 0;
  for (const { organizationId } of organizations) {
    try {
      if (await fileMonthlyFigures(organizationId, month, now)) filed += 1;
    } catch (error) {
      console.error(
        `The vulnerability figures of ${month} of organization ${organizationId} could not be filed: ${(error as Error).message}`,
      );
    }
  }
  return filed;
}

/** The worker of the daily `vulnerability-figures` schedule (docs/jobs.md). */
export async function startVulnerabilityFigures(): Promise<void> {
  await work('vulnerability-figures', async () => {
    const filed = await fileDueMonthlyFigures(new Date());
    console.log(`Vulnerability figures: ${filed} month(s) filed.`);
  });
}
