import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkRuns, integrationConnections, type StoredCheckResult } from '@/lib/db/schema';
import { checkHistory, type HistoryChange } from '@/lib/domain/check-history';
import { collectionDay } from '@/lib/domain/evidence-display';
import { openCredentials } from '@/lib/integrations/credentials';
import type { ProviderConnection } from '@/lib/integrations/connector';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations';
import { fileRecordAsEvidence } from '../evidence';
import { assertCan, notFound, WorkspaceError, type Member } from '../member';
import { alertNewFailures } from './alerts';
import { fillPeopleFromRun } from './directory-people';

/** How often each connection's checks run on their own: a day after the last run. */
export const DAILY_MS = 24 * 60 * 60 * 1000;

/** A run as the screens show it. */
export type CheckRun = {
  startedAt: Date;
  finishedAt: Date;
  account: string;
  requestedBy: string;
  results: StoredCheckResult[];
  evidenceId: string | null;
};

/** The provider's connection with its secret fields opened; refused when the credentials no longer open. */
async function openConnection(member: Member, provider: IntegrationProvider): Promise<ProviderConnection> {
  const name = connectors[provider].name;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, provider)));
  if (!row) throw notFound(`The ${name} connection`);
  const secret = openCredentials(member.organizationId, provider, row.sealedCredentials);
  if (!secret) {
    throw new WorkspaceError(
      'invalid',
      `${name}'s credentials can no longer be read: the server's encryption key changed. Disconnect ${name} and connect it again.`,
    );
  }
  return { baseUrl: row.baseUrl, account: row.account, secret };
}

/**
 * The evidence item that keeps a run's facts and results, linked to every control the checks map to. It is
 * recorded as the integration's, not the person's who asked, so anyone may review it.
 */
function keepAsEvidence(member: Member, provider: IntegrationProvider, account: string, document: unknown, now: Date): Promise<string> {
  const { name, checks } = connectors[provider];
  const collector: Member = { ...member, id: '', subject: `integration:${provider}`, displayName: `${name} integration` };
  const day = collectionDay(now);
  return fileRecordAsEvidence(
    collector,
    {
      name: `${name} checks of ${account}, ${day}`,
      description: `What the ${name} integration gathered and the result of each check, as JSON.`,
      fileName: `${provider}-${account}-${day}.json`,
      document,
      controlIds: checks.flatMap((check) => check.controls),
    },
    now,
  );
}

/**
 * Run now (members and admins): gathers the provider's facts, runs each of its checks on them, keeps the facts and
 * results as an evidence item, and stores the run; a directory's users then fill People. A fact the provider refused makes its checks "could not
 * evaluate", never a fail.
 */
export async function runChecks(member: Member, provider: IntegrationProvider, now = new Date()): Promise<CheckRun> {
  assertCan(member, 'records.edit');
  const connector = connectors[provider];
  const connection = await openConnection(member, provider);
  const facts: unknown = await connector.gather(connection, now);
  const finishedAt = new Date(Math.max(Date.now(), now.getTime()));
  const results: StoredCheckResult[] = connector.checks.flatMap((check) =>
    check.evaluate(facts, now).map((result) => ({ checkId: check.id, ...result })),
  );
  const previous = await latestCheckRun(member, provider);
  const evidenceId = await keepAsEvidence(member, provider, connection.account, { facts, results }, now);
  const run = { account: connection.account, requestedBy: member.displayName, startedAt: now, finishedAt, results, evidenceId };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(checkRuns).values({ organizationId: member.organizationId, provider, ...run });
    // The next daily run is a day after this one, however it was started.
    await tx
      .update(integrationConnections)
      .set({ checksDueAt: new Date(now.getTime() + DAILY_MS) })
      .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, provider)));
  });
  // People follow the directory the run read; the run is kept even if they cannot be written.
  await fillPeopleFromRun(member, provider, facts, now).catch((error: unknown) =>
    console.error(
      `People of organization ${member.organizationId} could not be filled from ${connector.name}: ${(error as Error).message}`,
    ),
  );
  // The run is kept whatever happens to its letters: a letter that cannot be written is logged, never a secret.
  await alertNewFailures(member, provider, connection.account, previous, { startedAt: now, results }).catch((error: unknown) =>
    console.error(`The failure alert of organization ${member.organizationId} could not be written: ${(error as Error).message}`),
  );
  return run;
}

/** The organization's latest run of a provider's checks, or null before the first. */
export async function latestCheckRun(member: Member, provider: IntegrationProvider): Promise<CheckRun | null> {
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
    })
    .from(checkRuns)
    .where(and(eq(checkRuns.organizationId, member.organizationId), eq(checkRuns.provider, provider)))
    .orderBy(desc(checkRuns.startedAt))
    .limit(1);
  return run ?? null;
}

/** How many runs the history looks back over: a month of daily runs. */
const HISTORY_RUNS = 31;

/** The fixes and regressions of a provider's checks over its recent runs, newest first (lib/domain/check-history.ts). */
export async function checkRunHistory(member: Member, provider: IntegrationProvider): Promise<HistoryChange[]> {
  assertCan(member, 'records.view');
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
}
