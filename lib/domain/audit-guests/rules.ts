import { auditPackagePeriod } from '@/lib/domain/reports/auditor-package-period';
import type { AuditRecord } from '@/lib/schemas/audits/records';

/** Where a guest stands: invited and not yet accepted, working, withdrawn by an admin, or past the audit's access end. */
export type GuestStanding = 'invited' | 'active' | 'withdrawn' | 'ended';

type AuditDays = Pick<AuditRecord, 'startOn' | 'endOn' | 'observationStartOn' | 'observationEndOn' | 'status'>;

/** The period a guest sees: the audit's observation period when it has one, else its fieldwork dates (YYYY-MM-DD). */
export function guestPeriod(audit: AuditDays): { start: string; end: string } {
  const { startOn, endOn } = auditPackagePeriod(audit);
  return { start: startOn, end: endOn };
}

/**
 * The last day (UTC, included) a guest of `audit` may work: the audit's end date. Audits carry no report date of
 * their own, so nothing extends it; rescheduling the audit moves it. A cancelled audit has none: access ends at once.
 */
export function guestAccessEnd(audit: AuditDays): string | null {
  return audit.status === 'cancelled' ? null : audit.endOn;
}

/** A guest's standing on `today` (YYYY-MM-DD). */
export function guestStanding(
  guest: { acceptedAt: Date | null; withdrawnAt: Date | null },
  audit: AuditDays,
  today: string,
): GuestStanding {
  if (guest.withdrawnAt) return 'withdrawn';
  const end = guestAccessEnd(audit);
  if (end === null || today > end) return 'ended';
  return guest.acceptedAt ? 'active' : 'invited';
}

export const guestStandingLabels: Record<GuestStanding, string> = {
  invited: 'Invited',
  active: 'Active',
  withdrawn: 'Withdrawn',
  ended: 'Access ended',
};

/** Whether evidence collected on `collectedOn` is dated inside the period (both days included). */
export function evidenceInPeriod(collectedOn: string, period: { start: string; end: string }): boolean {
  return collectedOn >= period.start && collectedOn <= period.end;
}

/** One approved text of a policy: when it was approved. */
export type ApprovedVersion = { id: string; approvedAt: Date };

/**
 * The versions of one policy in force at some moment of the period: approved before the period's end, and not
 * retired before its start — retired by the next version's approval, or by the policy's archiving.
 */
export function versionsInForce<Version extends ApprovedVersion>(
  versions: readonly Version[],
  archivedAt: Date | null,
  period: { start: string; end: string },
): Version[] {
  const opens = new Date(`${period.start}T00:00:00.000Z`);
  const closes = new Date(`${period.end}T23:59:59.999Z`);
  if (archivedAt && archivedAt < opens) return [];
  const ordered = [...versions].sort((a, b) => a.approvedAt.getTime() - b.approvedAt.getTime());
  return ordered.filter((version, index) => {
    if (version.approvedAt > closes) return false;
    const retiredAt = ordered[index + 1]?.approvedAt ?? null;
    return retiredAt === null || retiredAt >= opens;
  });
}
