import Link from 'next/link';
import { notFound } from 'next/navigation';
import { GuestSection } from '@/components/auditor/guest-shell';
import { PageHeader } from '@/components/ui/page-header';
import { currentAuditorGuest } from '@/lib/auditor/guest';
import { WorkspaceError } from '@/lib/workspace/member';
import { guestEvidenceView } from '@/lib/workspace/audit-guests';

export const dynamic = 'force-dynamic';

/** One evidence item of the guest's audit and its files; anything outside the audit's scope is not found. */
export default async function GuestEvidencePage({ params }: { params: Promise<{ auditId: string; evidenceId: string }> }) {
  const { auditId, evidenceId } = await params;
  const guest = await currentAuditorGuest(auditId);
  const view = await guestEvidenceView(guest, evidenceId).catch((error: unknown) => {
    if (error instanceof WorkspaceError && error.kind === 'not-found') notFound();
    throw error;
  });
  const { item, files } = view;
  return (
    <>
      <PageHeader title={item.name} description={`Collected ${item.collectedOn} · ${item.status} · controls ${item.controls.join(', ')}`}>
        <Link href={`/auditor/${guest.auditId}`} className="text-sm text-indigo-700 hover:underline">
          Back to {view.audit.name}
        </Link>
      </PageHeader>
      {item.description && <p className="mb-4 text-sm text-slate-700">{item.description}</p>}
      <GuestSection title="Files">
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">No stored file.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {files.map((file) => (
              <li key={file.id}>
                <a href={`/auditor/${guest.auditId}/evidence/${item.id}/files/${file.id}`} className="text-indigo-700 hover:underline">
                  {file.name}
                </a>{' '}
                · revision {file.revision} · uploaded {file.uploadedAt.toISOString().slice(0, 10)}
              </li>
            ))}
          </ul>
        )}
      </GuestSection>
    </>
  );
}
