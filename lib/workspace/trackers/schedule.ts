import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections, organizations } from '@/lib/db/schema';
import { work } from '@/lib/jobs';
import type { Member } from '../member';
import { destinationProviders } from './connections';
import { syncOrganization } from './sync';

/** Who a scheduled sync acts as: the organization's trackers, with a member's rights and no person behind it. */
const syncer = (organizationId: string, organizationName: string): Member => ({
  id: '',
  organizationId,
  organizationName,
  subject: 'integration:tracker-sync',
  email: '',
  displayName: 'Tracker sync',
  role: 'member',
});

/**
 * Syncs every organization with a tracker or channel connected, one after another; an organization whose sync
 * cannot run is logged by its id (never a secret) and the others go on. Answers how many were synced.
 */
export async function syncEveryOrganization(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(integrationConnections)
    .innerJoin(organizations, eq(organizations.id, integrationConnections.organizationId))
    .where(inArray(integrationConnections.provider, destinationProviders));
  let synced = 0;
  for (const row of rows) {
    try {
      await syncOrganization(syncer(row.id, row.name), now);
      synced += 1;
    } catch (error) {
      console.error(`The tracker sync of organization ${row.id} could not run: ${(error as Error).message}`);
    }
  }
  return synced;
}

/** Works the tracker-sync schedule in this process (once jobs have started): pg-boss sends one job a tick for all servers. */
export async function startTrackerSync(): Promise<void> {
  await work('tracker-sync', async () => {
    await syncEveryOrganization(new Date());
  });
}
