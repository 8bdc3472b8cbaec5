import 'server-only';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditGuests, audits, organizations, users } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { guestAccessEnd, guestStanding } from '@/lib/domain/audit-guests/rules';
import { isTrackedFramework } from '@/lib/schemas/frameworks/codes';
import { embeddedAccountId } from '../organization';
import type { AuditorGuest } from './guest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a signed-in person stands as a guest of one audit: working (two-factor on or not yet), or no guest of it. */
export type GuestAccess = { guest: AuditorGuest; twoFactorOn: boolean } | null;

/**
 * The person `subject` as the guest of the audit `auditId`, read from the database on every request: null unless
 * they accepted its invitation, were not withdrawn and the audit's access end has not passed (so a withdrawal or
 * the end takes effect on the next request of any open session). An id that is not a UUID, another organization's
 * audit and another audit's guest are all simply no guest: the caller answers 404 and tells nothing of the audit.
 */
export async function guestAccess(subject: string, auditId: string, now = new Date()): Promise<GuestAccess> {
  if (!UUID.test(auditId)) return null;
  const accountId = embeddedAccountId({ subject });
  const db = await getDb();
  const [row] = await db
    .select({ guest: auditGuests, audit: audits, organizationName: organizations.name, enabledAt: users.mfaEnabledAt })
    .from(auditGuests)
    .innerJoin(audits, and(eq(audits.id, auditGuests.auditId), eq(audits.organizationId, auditGuests.organizationId)))
    .innerJoin(organizations, eq(organizations.id, auditGuests.organizationId))
    .leftJoin(users, accountId ? eq(users.id, accountId) : sql`false`)
    .where(and(eq(auditGuests.subject, subject), eq(auditGuests.auditId, auditId), isNull(auditGuests.withdrawnAt)))
    .limit(1);
  if (!row || guestStanding(row.guest, row.audit, dayOf(now)) !== 'active') return null;
  const { guest, audit } = row;
  const framework = audit.framework;
  if (!isTrackedFramework(framework)) return null;
  return {
    guest: {
      kind: 'auditor-guest',
      guestId: guest.id,
      auditId: audit.id,
      organizationId: guest.organizationId,
      organizationName: row.organizationName,
      auditName: audit.name,
      framework,
      name: guest.name,
      firm: guest.firm,
      email: guest.email,
      subject,
    },
    // A provider's account has no second factor the product can see, so it never counts as set up here.
    twoFactorOn: Boolean(accountId && row.enabledAt),
  };
}

/** The audits a person is a working guest of today, for their landing page: names and access ends only. */
export async function guestAuditsOf(subject: string, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select({ guest: auditGuests, audit: audits, organizationName: organizations.name })
    .from(auditGuests)
    .innerJoin(audits, and(eq(audits.id, auditGuests.auditId), eq(audits.organizationId, auditGuests.organizationId)))
    .innerJoin(organizations, eq(organizations.id, auditGuests.organizationId))
    .where(and(eq(auditGuests.subject, subject), isNull(auditGuests.withdrawnAt)))
    .orderBy(desc(audits.startOn));
  const today = dayOf(now);
  return rows
    .filter(({ guest, audit }) => guestStanding(guest, audit, today) === 'active')
    .map(({ audit, organizationName }) => ({
      auditId: audit.id,
      auditName: audit.name,
      organizationName,
      accessEndsOn: guestAccessEnd(audit) ?? audit.endOn,
    }));
}

/**
 * Whether the person ever accepted a guest invitation: such a person without a membership is never given an
 * organization of their own on a visit to /manage (lib/dal.ts), whether their access still stands or not.
 */
export async function isAuditGuest(subject: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: auditGuests.id })
    .from(auditGuests)
    .where(and(eq(auditGuests.subject, subject), isNotNull(auditGuests.acceptedAt)))
    .limit(1);
  return Boolean(row);
}
