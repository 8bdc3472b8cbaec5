import { z } from '@/lib/schemas/zod';
import { oneLine } from '@/lib/schemas/one-line';

const line = (label: string, max: number) =>
  oneLine(
    z.string(`Enter the auditor's ${label}.`).trim().min(1, `Enter the auditor's ${label}.`).max(max, `The ${label} is too long.`),
    label,
  );

/** Invite Auditor on an audit's page (admins): who the guest is; the audit is the page's. */
export const auditGuestInviteSchema = z.object({
  auditId: z.string().min(1).max(64),
  name: line('name', 120),
  firm: line('firm', 160),
  email: line('e-mail address', 254).pipe(z.email('Enter a valid e-mail address.')),
});
export type AuditGuestInvite = z.infer<typeof auditGuestInviteSchema>;

/** Withdraw on the guests' list: the guest and the audit whose page lists them. */
export const auditGuestWithdrawSchema = z.object({ auditId: z.string().min(1).max(64), guestId: z.string().min(1).max(64) });

/** A guest as the audit's page lists them for admins. */
export type AuditGuestRow = {
  id: string;
  name: string;
  firm: string;
  email: string;
  invitedBy: string;
  createdAt: string;
  acceptedAt: string | null;
  withdrawnAt: string | null;
  standing: 'invited' | 'active' | 'withdrawn' | 'ended';
};

/** One line of the guests' log: who opened or downloaded what, and when. */
export type AuditGuestViewRow = { id: string; guestName: string; firm: string; label: string; kind: string; viewedAt: string };

/** What a guest sees of an invitation link before accepting it. */
export type GuestInvitationView = {
  organizationName: string;
  auditName: string;
  name: string;
  firm: string;
  email: string;
  state: 'pending' | 'expired' | 'accepted' | 'revoked';
};
