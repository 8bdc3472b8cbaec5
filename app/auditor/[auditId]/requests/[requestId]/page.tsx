import Link from 'next/link';
import { GuestRequestScreen } from '@/components/auditor/guest-request-screen';
import { PageHeader } from '@/components/ui/page-header';
import { currentAuditorGuest } from '@/lib/auditor/guest';
import { foundOr404 } from '@/lib/found-or-404';
import { guestRequestView } from '@/lib/workspace/audit-requests';
import { guestCommentAction, guestCommentItemAction, guestDecideRequestAction, guestReviewEvidenceAction } from '../../actions';

export const dynamic = 'force-dynamic';

/** One request of the guest's audit: what is asked, its owner, evidence and status, the decision and the threads. */
export default async function GuestRequestPage({ params }: { params: Promise<{ auditId: string; requestId: string }> }) {
  const { auditId, requestId } = await params;
  const guest = await currentAuditorGuest(auditId);
  const { request, thread, itemThreads, open } = await foundOr404(guestRequestView(guest, requestId));
  return (
    <>
      <PageHeader title={`Request ${request.reference}`} description={`${guest.auditName} · due ${request.dueOn ?? 'no date'}`} />
      <p className="mb-4 text-sm">
        <Link href={`/auditor/${guest.auditId}`} className="text-indigo-700 hover:underline">
          Back to the audit
        </Link>
      </p>
      <GuestRequestScreen
        auditId={guest.auditId}
        request={request}
        thread={thread}
        itemThreads={itemThreads}
        // An ended audit's request is read only: the server refuses its writes, so no form is offered.
        actions={
          open
            ? {
                review: guestReviewEvidenceAction.bind(null, guest.auditId),
                decide: guestDecideRequestAction.bind(null, guest.auditId),
                comment: guestCommentAction.bind(null, guest.auditId),
                commentItem: guestCommentItemAction.bind(null, guest.auditId),
              }
            : null
        }
      />
    </>
  );
}
