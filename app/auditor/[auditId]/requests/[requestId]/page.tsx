import Link from 'next/link';
import { GuestSection } from '@/components/auditor/guest-shell';
import { RequestCommentForm, RequestDecisionForms } from '@/components/manage/audit-requests/request-decision-forms';
import { EvidenceReviewList } from '@/components/manage/audit-requests/evidence-review-list';
import { RequestStatusBadge } from '@/components/manage/audit-requests/request-status-badge';
import { RequestThread } from '@/components/manage/audit-requests/request-thread';
import { PageHeader } from '@/components/ui/page-header';
import { currentAuditorGuest } from '@/lib/auditor/guest';
import { foundOr404 } from '@/lib/found-or-404';
import { guestRequestView } from '@/lib/workspace/audit-requests';
import { guestCommentAction, guestDecideRequestAction, guestReviewEvidenceAction } from '../../actions';

export const dynamic = 'force-dynamic';

/** One request of the guest's audit: what is asked, its owner, evidence and status, the decision and the thread. */
export default async function GuestRequestPage({ params }: { params: Promise<{ auditId: string; requestId: string }> }) {
  const { auditId, requestId } = await params;
  const guest = await currentAuditorGuest(auditId);
  const { request, thread } = await foundOr404(guestRequestView(guest, requestId));
  return (
    <>
      <PageHeader title={`Request ${request.reference}`} description={`${guest.auditName} · due ${request.dueOn ?? 'no date'}`} />
      <p className="mb-4 text-sm">
        <Link href={`/auditor/${guest.auditId}`} className="text-indigo-700 hover:underline">
          Back to the audit
        </Link>
      </p>
      <GuestSection title="Request">
        <div className="mb-2">
          <RequestStatusBadge status={request.status} />
        </div>
        <p className="text-sm whitespace-pre-wrap text-slate-900">{request.text}</p>
        <p className="mt-3 text-sm text-slate-600">Owner: {request.ownerName ?? 'nobody'}</p>
        <EvidenceReviewList
          request={request}
          evidencePath={`/auditor/${guest.auditId}/evidence`}
          action={request.status === 'accepted' ? null : guestReviewEvidenceAction.bind(null, guest.auditId)}
        />
      </GuestSection>
      <GuestSection title="Decision">
        <RequestDecisionForms
          request={request}
          action={guestDecideRequestAction.bind(null, guest.auditId)}
          offered={['accept', 'return']}
        />
      </GuestSection>
      <GuestSection title="Thread">
        <RequestThread thread={thread} />
        <div className="mt-4">
          <RequestCommentForm requestId={request.id} action={guestCommentAction.bind(null, guest.auditId)} />
        </div>
      </GuestSection>
    </>
  );
}
