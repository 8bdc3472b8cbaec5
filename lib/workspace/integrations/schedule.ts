import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { integrationConnections, organizations } from '@/lib/db/schema';
import { send, work, type QueuedJob } from '@/lib/jobs';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { Member } from '../member';
import { providerNames } from './connections';
import { DAILY_MS, runChecks } from './runs';

/** Who a scheduled run acts as: the organization's integration, with a member's rights and no person behind it. */
function scheduler(organizationId: string, organizationName: string): Member {
  return {
    id: '',
    organizationId,
    organizationName,
    subject: 'integration:schedule',
    email: '',
    displayName: 'Daily schedule',
    role: 'member',
  };
}

type DueConnection = { id: string; provider: IntegrationProvider; organizationId: string; organizationName: string };
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What is done with a connection claimed for its daily run, inside the claim's transaction; false when it was not. */
type StartRun = (connection: DueConnection, now: Date, tx: Transaction) => Promise<boolean>;

const connectionColumns = {
  id: integrationConnections.id,
  provider: integrationConnections.provider,
  organizationId: integrationConnections.organizationId,
  organizationName: organizations.name,
};

/** Runs the connection's checks now; a run that cannot start is logged by its organization, never with a secret. */
async function runConnection(connection: DueConnection, now: Date): Promise<boolean> {
  try {
    await runChecks(scheduler(connection.organizationId, connection.organizationName), connection.provider, now);
    return true;
  } catch (error) {
    console.error(couldNotRun(connection, error));
    return false;
  }
}

const couldNotRun = (connection: DueConnection, error: unknown) =>
  `The daily ${providerNames[connection.provider]} checks of organization ${connection.organizationId} could not run: ${(error as Error).message}`;

/**
 * Claims every connection whose daily run fell due by `now` by moving its due time a day on, only while it is still
 * due (with several processes, one alone takes it), and starts its run: at once, one after another, or, for the
 * schedule, as a check-run job sent in the claim's own transaction, so a claimed run is never lost. A run that
 * cannot start (credentials that no longer open) is logged by its organization, never with a secret. Answers how
 * many runs were made (or sent).
 */
export async function runDueChecks(now = new Date(), start?: StartRun): Promise<number> {
  const db = await getDb();
  const found = await db
    .select(connectionColumns)
    .from(integrationConnections)
    .innerJoin(organizations, eq(organizations.id, integrationConnections.organizationId))
    .where(lte(integrationConnections.checksDueAt, now));
  // A tracker (Jira, Linear) has no check to run: its issues follow the tracker sync instead.
  const due = found.filter((connection) => connectors[connection.provider].checks.length > 0);
  let runs = 0;
  for (const connection of due) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(integrationConnections)
        .set({ checksDueAt: new Date(now.getTime() + DAILY_MS) })
        .where(and(eq(integrationConnections.id, connection.id), lte(integrationConnections.checksDueAt, now)))
        .returning({ id: integrationConnections.id });
      return row !== undefined && (start ? start(connection, now, tx) : true);
    });
    if (claimed && (start || (await runConnection(connection, now)))) runs += 1;
  }
  return runs;
}

/** Sends the connection's check-run job within the claim; its key keeps one waiting per connection. */
const sendCheckRun: StartRun = async (connection, _now, tx) =>
  (await send('check-run', { connectionId: connection.id }, { key: connection.id, transaction: tx })) !== null;

/**
 * One connection's daily run, as the check-run queue makes it. A run that cannot start is logged and fails the job,
 * which is tried again with backoff; a run cut short by a stop is taken up again after the next start.
 */
async function runQueuedChecks({ data }: QueuedJob<{ connectionId: string }>): Promise<void> {
  const db = await getDb();
  const [connection] = await db
    .select(connectionColumns)
    .from(integrationConnections)
    .innerJoin(organizations, eq(organizations.id, integrationConnections.organizationId))
    .where(eq(integrationConnections.id, data.connectionId));
  // Disconnected since: nothing to run.
  if (!connection) return;
  try {
    await runChecks(scheduler(connection.organizationId, connection.organizationName), connection.provider, new Date());
  } catch (error) {
    const message = couldNotRun(connection, error);
    console.error(message);
    throw new Error(message);
  }
}

/**
 * Works the daily checks in this process (once jobs have started): every quarter of an hour the check-sweep
 * schedule sends a check-run job for each connection that fell due, and the check-run worker runs them.
 */
export async function startDailyChecks(): Promise<void> {
  await work('check-run', runQueuedChecks);
  await work('check-sweep', async () => {
    await runDueChecks(new Date(), sendCheckRun);
  });
}
