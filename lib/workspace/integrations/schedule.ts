import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections, organizations } from '@/lib/db/schema';
import type { Member } from '../member';
import { providerNames } from './connections';
import { DAILY_MS, runChecks } from './runs';

/** How often the server looks for connections whose daily run fell due. */
const SWEEP_MS = 60 * 60 * 1000;

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

/**
 * Runs the checks of every connection whose daily run fell due by `now`, one after another. Each is claimed first by
 * moving its due time a day on, only while it is still due: with several processes, one alone runs it.
 * A run that cannot start (credentials that no longer open) is logged by its organization, never with a secret, and
 * tried again the next day. Answers how many runs were made.
 */
export async function runDueChecks(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({
      id: integrationConnections.id,
      provider: integrationConnections.provider,
      organizationId: integrationConnections.organizationId,
      organizationName: organizations.name,
    })
    .from(integrationConnections)
    .innerJoin(organizations, eq(organizations.id, integrationConnections.organizationId))
    .where(lte(integrationConnections.checksDueAt, now));
  let runs = 0;
  for (const connection of due) {
    const [claimed] = await db
      .update(integrationConnections)
      .set({ checksDueAt: new Date(now.getTime() + DAILY_MS) })
      .where(and(eq(integrationConnections.id, connection.id), lte(integrationConnections.checksDueAt, now)))
      .returning({ id: integrationConnections.id });
    if (!claimed) continue;
    try {
      await runChecks(scheduler(connection.organizationId, connection.organizationName), connection.provider, now);
      runs += 1;
    } catch (error) {
      console.error(
        `The daily ${providerNames[connection.provider]} checks of organization ${connection.organizationId} could not run: ${(error as Error).message}`,
      );
    }
  }
  return runs;
}

/** Runs the checks that fell due now, then looks again every hour, in this process. */
export function startDailyChecks(): void {
  const sweep = () =>
    void runDueChecks().catch((error: unknown) => console.error('The daily checks could not run:', (error as Error).message));
  sweep();
  setInterval(sweep, SWEEP_MS).unref();
}
