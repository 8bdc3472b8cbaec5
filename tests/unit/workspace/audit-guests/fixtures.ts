import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';
import { acceptGuestInvitation, guestAccess, inviteAuditGuest, type AuditorGuest } from '@/lib/workspace/audit-guests';
import { newAccount, withTwoFactor } from '../../mfa/accounts';

/** An audit of the admin's organization, written as stored (a SOC 2 audit over 2026's first half by default). */
export async function storedAudit(admin: Member, values: Partial<typeof audits.$inferInsert> = {}): Promise<{ id: string; name: string }> {
  const db = await getDb();
  const [audit] = await db
    .insert(audits)
    .values({
      organizationId: admin.organizationId,
      name: 'SOC 2 Type II',
      type: 'certification',
      framework: 'soc2',
      auditor: 'Ledger & Co',
      startOn: '2026-07-01',
      endOn: '2099-12-31',
      observationStartOn: '2026-01-01',
      observationEndOn: '2026-06-30',
      status: 'scheduled',
      result: 'Pending',
      ...values,
    })
    .returning({ id: audits.id, name: audits.name });
  return audit!;
}

/** An auditor invited to the audit by the admin, who accepted with their own embedded account (two-factor off). */
export async function acceptedGuest(admin: Member, auditId: string, name = 'Auditor') {
  const account = await newAccount(name);
  const { token } = await inviteAuditGuest(admin, { auditId, name, firm: 'Ledger & Co', email: account.email });
  await acceptGuestInvitation(token, account.identity);
  return account;
}

/** A working guest of the audit, with two-factor sign-in on: what every guest read takes. */
export async function workingGuest(admin: Member, auditId: string, name = 'Auditor'): Promise<AuditorGuest> {
  const account = await acceptedGuest(admin, auditId, name);
  await withTwoFactor(account.accountId);
  const access = await guestAccess(account.identity.subject, auditId);
  if (!access?.twoFactorOn) throw new Error('The guest does not work');
  return access.guest;
}
