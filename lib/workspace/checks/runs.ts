import 'server-only';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkRuns } from '@/lib/db/schema';
import { addDays, isDay, startOfDay } from '@/lib/domain/calendar-days';
import { standingAfter } from '@/lib/domain/checks/carried-results';
import type { CoverageRun } from '@/lib/domain/checks/control-coverage';
import { connectors } from '@/lib/integrations/connectors';
import { assertCan, WorkspaceError, type Member } from '../member';

/**
 * The organization's check runs that speak for a day of `period` (YYYY-MM-DD, both days included), oldest first:
 * those started on its days (UTC) and, since a run still speaks the day after, on the day before it. Each gives the
 * results that stood after it, as on the screens: a failure a run could not evaluate again still fails its day.
 */
export async function checkRunsForPeriod(member: Member, period: { start: string; end: string }): Promise<CoverageRun[]> {
  assertCan(member, 'records.view');
  if (!isDay(period.start) || !isDay(period.end)) throw new WorkspaceError('invalid', 'Choose the period’s days.');
  const from = startOfDay(addDays(period.start, -1));
  const until = startOfDay(addDays(period.end, 1));
  const db = await getDb();
  const runs = await db
    .select({ provider: checkRuns.provider, startedAt: checkRuns.startedAt, results: checkRuns.results, carried: checkRuns.carried })
    .from(checkRuns)
    .where(and(eq(checkRuns.organizationId, member.organizationId), gte(checkRuns.startedAt, from), lt(checkRuns.startedAt, until)))
    .orderBy(asc(checkRuns.startedAt));
  return runs.map((run) => ({
    provider: run.provider,
    startedAt: run.startedAt,
    results: standingAfter(
      run,
      connectors[run.provider].checks.map((check) => check.id),
    ).results,
  }));
}
