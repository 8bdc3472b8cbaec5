import 'server-only';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkExceptions, checkRuns } from '@/lib/db/schema';
import { checkStandings } from '@/lib/domain/check-standings';
import { collectionDay } from '@/lib/domain/evidence-display';
import { allChecks } from '@/lib/integrations/connectors';
import type { Member } from '../member';
import { keptRead } from '../read-cache';

/** The results of the organization's latest run of each provider, in one query: a fix or a regression shows on the next run. */
async function latestResults(member: Member) {
  const db = await getDb();
  const runs = await db
    .selectDistinctOn([checkRuns.provider], { results: checkRuns.results })
    .from(checkRuns)
    .where(eq(checkRuns.organizationId, member.organizationId))
    .orderBy(checkRuns.provider, desc(checkRuns.startedAt));
  return runs.flatMap((run) => run.results);
}

/** The checks under an exception that holds on `today`. */
async function exceptedChecks(member: Member, today: string): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ checkId: checkExceptions.checkId })
    .from(checkExceptions)
    .where(
      and(
        eq(checkExceptions.organizationId, member.organizationId),
        isNull(checkExceptions.endedAt),
        gte(checkExceptions.expiresOn, today),
      ),
    );
  return new Set(rows.map((row) => row.checkId));
}

/**
 * What the latest runs say of the organization's controls on `today` (lib/domain/check-standings.ts): the controls a
 * check fails, with the checks' titles, and those a passing check backs by itself. Kept until a run or an exception
 * changes the organization's records; the answer is shared, so callers must not change it.
 */
export function readCheckStandings(member: Member, today = collectionDay(new Date())) {
  return keptRead(member, ['check-standings', today], async () => {
    const [results, excepted] = await Promise.all([latestResults(member), exceptedChecks(member, today)]);
    return checkStandings(allChecks, results, excepted);
  });
}

/** The controls a check of the latest runs fails, each with the titles of those checks (readCheckStandings). */
export async function failingCheckControls(member: Member, today?: string): Promise<Map<string, string[]>> {
  return (await readCheckStandings(member, today)).failing;
}
