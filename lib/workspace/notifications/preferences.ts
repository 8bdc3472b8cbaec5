import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { notificationSettings, type NotificationId, type NotificationSettings } from '@/lib/domain/notifications/preferences';
import type { Tx } from '../member';

/** A member a letter may be written to, with what they chose to receive. */
export type Recipient = { id: string; email: string; displayName: string; settings: NotificationSettings };

/**
 * The current members among `memberIds` of the organization, each with their notification toggles (stored ones
 * over the defaults). Ids of another organization, or of a removed member, are left out.
 */
export async function preferencesOf(reader: Db | Tx, organizationId: string, memberIds: readonly string[]): Promise<Recipient[]> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return [];
  const rows = await reader
    .select({ id: members.id, email: members.email, displayName: members.displayName, notifications: members.notifications })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), inArray(members.id, ids), isNull(members.removedAt)));
  return rows.map(({ notifications, ...member }) => ({ ...member, settings: notificationSettings(notifications) }));
}

/** The current members among `memberIds` who keep the letter `preference` on. */
export async function recipientsWanting(
  reader: Db | Tx,
  organizationId: string,
  memberIds: readonly string[],
  preference: NotificationId,
): Promise<Recipient[]> {
  return (await preferencesOf(reader, organizationId, memberIds)).filter((recipient) => recipient.settings[preference]);
}
