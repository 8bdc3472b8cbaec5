import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkRuns, integrationConnections, type StoredCheckResult } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { carryResults, standingAfter, type CarriedResults } from '@/lib/domain/checks/carried-results';
import { checkHistory, type HistoryChange } from '@/lib/domain/checks/history';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { assertCan, type Member, type Tx } from '../member';
import { alertNewFailures } from './alerts';
import { fillPeopleFromRun } from './directory-people';
import { organizationContextOf } from './run-context';
import { openConnection } from './open-connection';
import { factsDigest, integrationCollector, keepAsEvidence, recordRunOnEvidence, unchangedEvidence } from './run-evidence';
import { recordFindingsFromRun } from './run-findings';
import { guardedWrite } from '../guarded-write';
import { keptRead } from '../read-cache';
import { leaversBy } from '../people';
import { keepIntegrationAccounts } from '../access-reviews';
import { keepManagedDevices } from '../devices';

/** How often each connection's checks run on their own: a day after the last run. */
export const DAILY_MS = DAY_MS;

/** A run as the screens show it. */
export type CheckRun = {
  startedAt: Date;
  finishedAt: Date;
  account: string;
  requestedBy: string;
  results: StoredCheckResult[];
  evidenceId: string | null;
  /** What stands after the run: failures it could not evaluate again are carried, and when each check was last read. */
  carried: CarriedResults;
};

/**
 * Run now (members and admins): gathers the provider's facts, runs each of its checks on them, keeps the facts and
 * results as an evidence item, and stores the run with the results that stand after it; a directory's users then
 * fill People. A fact the provider refused makes its checks "could not evaluate", never a fail, and a failure it
 * could not evaluate again stands. A run that found the same facts and results as the one before files no new item:
 * it is recorded on that run's item (`unchanged`).
 */
export const runChecks = guardedWrite(
  'records.edit',
  async (member: Member, provider: IntegrationProvider, now: Date = new Date()): Promise<CheckRun & { unchanged: boolean }> => {
    const connector = connectors[provider];
    const connection = await openConnection(member, provider);
    const gathered: unknown = await connector.gather(connection, now);
    const withLeavers: unknown = connector.withLeavers ? connector.withLeavers(gathered, await leaversBy(member, dayOf(now))) : gathered;
    const facts = await organizationContextOf(member, connector, withLeavers, now);
    const finishedAt = new Date(Math.max(Date.now(), now.getTime()));
    const results: StoredCheckResult[] = connector.checks.flatMap((check) =>
      check.evaluate(facts, now).map((result) => ({ checkId: check.id, ...result })),
    );
    const previous = await latestCheckRun(member, provider);
    const digest = factsDigest({ facts, results });
    const kept = await unchangedEvidence(member, previous, connection.account, digest);
    // Failures carry only from a run of the same account: another account's resources say nothing of this one.
    const before = previous?.account === connection.account ? previous.carried : null;
    const carried = carryResults(
      before,
      { startedAt: now, results },
      connector.checks.map((check) => check.id),
    );
    const found = { account: connection.account, requestedBy: member.displayName, startedAt: now, finishedAt, results };
    const recordRun = async (tx: Tx, evidenceId: string) => {
      await tx
        .insert(checkRuns)
        .values({ organizationId: member.organizationId, provider, ...found, evidenceId, carried, factsDigest: digest });
      // The next daily run is a day after this one, however it was started.
      await tx
        .update(integrationConnections)
        .set({ checksDueAt: new Date(now.getTime() + DAILY_MS) })
        .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, provider)));
    };
    let evidenceId = kept;
    if (kept) {
      const db = await getDb();
      await db.transaction(async (tx) => {
        await recordRun(tx, kept);
        await recordRunOnEvidence(tx, member, provider, kept, now);
      });
    } else {
      // The facts, their control links and the run that names them are one transaction.
      evidenceId = await keepAsEvidence(member, provider, connection.account, { facts, results }, now, recordRun);
    }
    const run = { ...found, evidenceId };
    // People follow the directory the run read; the run is kept even if they cannot be written.
    await fillPeopleFromRun(member, provider, facts, now).catch((error: unknown) =>
      console.error(
        `People of organization ${member.organizationId} could not be filled from ${connector.name}: ${(error as Error).message}`,
      ),
    );
    // People's pages list the devices the run read; the run is kept if they cannot be written.
    const devices = connector.devices?.(facts);
    if (devices)
      await keepManagedDevices(member, provider, devices, now).catch((error: unknown) =>
        console.error(
          `Devices of organization ${member.organizationId} could not be kept from ${connector.name}: ${(error as Error).message}`,
        ),
      );
    // Access reviews keep the accounts listed and verify their revokes against them; the run is kept if they cannot.
    await keepIntegrationAccounts(integrationCollector(member, provider), provider, facts, now).catch((error: unknown) =>
      console.error(
        `Access review accounts of organization ${member.organizationId} could not be kept from ${connector.name}: ${(error as Error).message}`,
      ),
    );
    // Vulnerability findings follow the alerts the run read; the run is kept even if they cannot be written.
    await recordFindingsFromRun(member, provider, facts, now).catch((error: unknown) =>
      console.error(
        `Vulnerability findings of organization ${member.organizationId} could not be recorded from ${connector.name}: ${(error as Error).message}`,
      ),
    );
    // The run is kept whatever happens to its letters: a letter that cannot be written is logged, never a secret.
    // Compared with what stood before, so a failure that outlasted a run that could not read it is not news again.
    const stood = before && { startedAt: previous!.startedAt, results: before.results };
    await alertNewFailures(member, provider, connection.account, stood, { startedAt: now, results }).catch((error: unknown) =>
      console.error(`The failure alert of organization ${member.organizationId} could not be written: ${(error as Error).message}`),
    );
    return { ...run, carried, unchanged: kept !== null };
  },
);

/** The organization's latest run of a provider's checks, or null before the first. */
export async function latestCheckRun(
  member: Member,
  provider: IntegrationProvider,
): Promise<(CheckRun & { factsDigest: string | null }) | null> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [run] = await db
    .select({
      startedAt: checkRuns.startedAt,
      finishedAt: checkRuns.finishedAt,
      account: checkRuns.account,
      requestedBy: checkRuns.requestedBy,
      results: checkRuns.results,
      evidenceId: checkRuns.evidenceId,
      carried: checkRuns.carried,
      factsDigest: checkRuns.factsDigest,
    })
    .from(checkRuns)
    .where(and(eq(checkRuns.organizationId, member.organizationId), eq(checkRuns.provider, provider)))
    .orderBy(desc(checkRuns.startedAt))
    .limit(1);
  if (!run) return null;
  const checkIds = connectors[provider].checks.map((check) => check.id);
  return { ...run, carried: standingAfter(run, checkIds) };
}

/** How many runs the history looks back over: a month of daily runs. */
const HISTORY_RUNS = 31;

/**
 * The fixes and regressions of a provider's checks over its recent runs, newest first (lib/domain/check-history.ts).
 * Kept until the organization's records change (a new run is one): it reads a month of runs' results, thousands of
 * them for a large organization, to show ten changes.
 */
export function checkRunHistory(member: Member, provider: IntegrationProvider): Promise<HistoryChange[]> {
  return keptRead(member, ['check-run-history', provider], async () => {
    const db = await getDb();
    const runs = await db
      .select({ startedAt: checkRuns.startedAt, results: checkRuns.results })
      .from(checkRuns)
      .where(and(eq(checkRuns.organizationId, member.organizationId), eq(checkRuns.provider, provider)))
      .orderBy(desc(checkRuns.startedAt))
      .limit(HISTORY_RUNS);
    return checkHistory(
      runs.reverse(),
      connectors[provider].checks.map((check) => check.id),
    );
  });
}
