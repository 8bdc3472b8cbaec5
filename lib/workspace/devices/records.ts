import 'server-only';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { managedDevices } from '@/lib/db/schema';
import type { ManagedDevice, ReadDevice } from '@/lib/schemas/devices/records';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { assertCan, type Member } from '../member';

const BATCH = 500;

/** The value an upsert's row proposed for `column`. */
const sqlExcluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Keeps the devices a provider's run read, replacing what it read before in one transaction: a device no longer
 * listed leaves, the others are written as read now. Called with the run's member, so only that organization's.
 */
export async function keepManagedDevices(member: Member, provider: IntegrationProvider, devices: readonly ReadDevice[], now: Date) {
  assertCan(member, 'records.edit');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const listed = devices.map((device) => device.externalId);
    await tx
      .delete(managedDevices)
      .where(
        and(
          eq(managedDevices.organizationId, member.organizationId),
          eq(managedDevices.provider, provider),
          ...(listed.length > 0 ? [notInArray(managedDevices.externalId, listed)] : []),
        ),
      );
    for (let start = 0; start < devices.length; start += BATCH) {
      const rows = devices
        .slice(start, start + BATCH)
        .map((device) => ({ ...device, organizationId: member.organizationId, provider, readAt: now }));
      await tx
        .insert(managedDevices)
        .values(rows)
        .onConflictDoUpdate({
          target: [managedDevices.organizationId, managedDevices.provider, managedDevices.externalId],
          set: {
            name: sqlExcluded('name'),
            platform: sqlExcluded('platform'),
            osVersion: sqlExcluded('os_version'),
            encrypted: sqlExcluded('encrypted'),
            compliance: sqlExcluded('compliance'),
            userEmail: sqlExcluded('user_email'),
            lastSyncAt: sqlExcluded('last_sync_at'),
            readAt: sqlExcluded('read_at'),
          },
        });
    }
  });
}

/** The devices whose user is `email`, by name. */
export async function devicesOf(member: Member, email: string): Promise<ManagedDevice[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({
      id: managedDevices.id,
      provider: managedDevices.provider,
      name: managedDevices.name,
      platform: managedDevices.platform,
      osVersion: managedDevices.osVersion,
      encrypted: managedDevices.encrypted,
      compliance: managedDevices.compliance,
      userEmail: managedDevices.userEmail,
      lastSyncAt: managedDevices.lastSyncAt,
    })
    .from(managedDevices)
    .where(and(eq(managedDevices.organizationId, member.organizationId), eq(managedDevices.userEmail, email.toLowerCase())))
    .orderBy(asc(managedDevices.name));
}
