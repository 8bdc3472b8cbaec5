import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditGuests, auditGuestViews } from '@/lib/db/schema';
import type { AuditGuestViewRow } from '@/lib/schemas/audit-guests/records';
import { assertCan, checkedId, type Member } from '../member';
import type { AuditorGuest } from './guest';

export type GuestViewKind = (typeof auditGuestViews.$inferInsert)['kind'];

/** Records that the guest opened or downloaded something of their audit: who, what and when. */
export async function logGuestView(guest: AuditorGuest, kind: GuestViewKind, recordId: string | null, label: string, now = new Date()) {
  const db = await getDb();
  await db.insert(auditGuestViews).values({
    organizationId: guest.organizationId,
    auditId: guest.auditId,
    guestId: guest.guestId,
    kind,
    recordId,
    label,
    viewedAt: now,
  });
}

/** The shown log's length: the newest views, which is what an admin checks during fieldwork. */
export const GUEST_VIEW_LOG_SIZE = 200;

/** What the audit's guests viewed and downloaded, newest first (admins). */
export async function listGuestViews(member: Member, auditId: string): Promise<AuditGuestViewRow[]> {
  assertCan(member, 'auditGuests.manage');
  checkedId(auditId, 'The audit');
  const db = await getDb();
  const rows = await db
    .select({
      id: auditGuestViews.id,
      guestName: auditGuests.name,
      firm: auditGuests.firm,
      label: auditGuestViews.label,
      kind: auditGuestViews.kind,
      viewedAt: auditGuestViews.viewedAt,
    })
    .from(auditGuestViews)
    .innerJoin(auditGuests, eq(auditGuests.id, auditGuestViews.guestId))
    .where(and(eq(auditGuestViews.auditId, auditId), eq(auditGuestViews.organizationId, member.organizationId)))
    .orderBy(desc(auditGuestViews.viewedAt))
    .limit(GUEST_VIEW_LOG_SIZE);
  return rows.map((row) => ({ ...row, viewedAt: row.viewedAt.toISOString() }));
}
