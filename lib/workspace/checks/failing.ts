import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkRuns } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { standingAfter } from '@/lib/domain/checks/carried-results';
import { checkStandings } from '@/lib/domain/checks/standings';
import { vulnerabilityDeadlineCheck } from '@/lib/checks/vulnerabilities';
import { allChecks, connectors } from '@/lib/integrations/connectors';
import type { Member } from '../member';
import { keptRead } from '../read-cache';
import { openFindings } from '../vulnerability-deadlines';
import { listCheckExceptions } from './exceptions';

/**
 * The results that stand after the organization's latest run of each provider, in one query: a fix or a regression
 * shows on the next run that reads it, and a failure a run could not evaluate again stands (lib/domain/carried-results.ts).
 */
async function latestResults(member: Member) {
  const db = await getDb();
  const runs = await db
    .selectDistinctOn([checkRuns.provider], {
      provider: checkRuns.provider,
      startedAt: checkRuns.startedAt,
      results: checkRuns.results,
      carried: checkRuns.carried,
    })
    .from(checkRuns)
    .where(eq(checkRuns.organizationId, member.organizationId))
    .orderBy(checkRuns.provider, desc(checkRuns.startedAt));
  return runs.flatMap(
    (run) =>
      standingAfter(
        run,
        connectors[run.provider].checks.map((check) => check.id),
      ).results,
  );
}

/** The deadline check of the vulnerability findings, read on `today` from the findings themselves. */
export async function vulnerabilityResults(member: Member, today: string) {
  const { reported, open } = await openFindings(member, today);
  return vulnerabilityDeadlineCheck
    .evaluate({ organization: member.organizationName, reported, open }, new Date())
    .map((result) => ({ checkId: vulnerabilityDeadlineCheck.id, ...result }));
}

/**
 * What the latest runs, with the failures they carried, say of the organization's controls on `today` (lib/domain/check-standings.ts): the controls a
 * check fails, with the checks' titles, and those a passing check backs by itself. Kept until a run or an exception
 * changes the organization's records; the answer is shared, so callers must not change it.
 */
export function readCheckStandings(member: Member, today = dayOf(new Date())) {
  return keptRead(member, ['check-standings', today], async () => {
    const [results, exceptions, vulnerabilities] = await Promise.all([
      latestResults(member),
      listCheckExceptions(member, today),
      vulnerabilityResults(member, today),
    ]);
    return checkStandings(
      [...allChecks, vulnerabilityDeadlineCheck],
      [...results, ...vulnerabilities],
      new Set(exceptions.map((exception) => exception.checkId)),
    );
  });
}

/** The controls a check of the latest runs fails, each with the titles of those checks (readCheckStandings). */
export async function failingCheckControls(member: Member, today?: string): Promise<Map<string, string[]>> {
  return (await readCheckStandings(member, today)).failing;
}
