import Link from 'next/link';
import { redirect } from 'next/navigation';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { GUEST_SECURITY_PATH, sessionSubject } from '@/lib/auditor/guest';
import { guestAuditsOf, guestTwoFactorState } from '@/lib/workspace/audit-guests';

/** A guest's landing: the audits they may open today; first of all, their two-factor setup. */
export default async function AuditorHome() {
  const subject = await sessionSubject();
  const audits = subject ? await guestAuditsOf(subject) : [];
  if (subject && audits.length > 0 && !(await guestTwoFactorState({ subject }))?.enabledAt) redirect(GUEST_SECURITY_PATH);
  return (
    <>
      <PageHeader title="Your audits" description="The audits you were invited to as an auditor, while your access lasts." />
      {audits.length === 0 ? (
        <EmptyState title="No audit to open">Your access has ended or was withdrawn. Ask the organization for a new invitation.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {audits.map((audit) => (
            <li key={audit.auditId} className="rounded-lg border border-slate-200 bg-white p-4">
              <Link href={`/auditor/${audit.auditId}`} className="font-semibold text-indigo-700 hover:underline">
                {audit.auditName}
              </Link>
              <p className="text-sm text-slate-600">
                {audit.organizationName} · access until {audit.accessEndsOn}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
