import { GuestSection } from '@/components/auditor/guest-shell';
import { EndedAuditNotice } from '@/components/manage/audit-requests/ended-audit-notice';
import { EvidenceReviewList } from '@/components/manage/audit-requests/evidence-review-list';
import { RequestCommentForm, RequestDecisionForms } from '@/components/manage/audit-requests/request-decision-forms';
import { RequestStatusBadge } from '@/components/manage/audit-requests/request-status-badge';
import { RequestThread } from '@/components/manage/audit-requests/request-thread';
import type { ItemComment } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { AuditRequest, RequestComment } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';

/** What the auditor may post on a request of an open audit, each action with the record its form is answered with. */
export type GuestRequestActions<R, D, C, I> = {
  review: FormAction<R>;
  decide: FormAction<D>;
  comment: FormAction<C>;
  commentItem: FormAction<I>;
};

/**
 * One request as its auditor sees it: the request, its evidence items with their reviews and threads, the decision
 * and the request's thread. Without `actions` (the audit has ended) no form is shown, only a sentence saying so,
 * since the server would refuse every post.
 */
export function GuestRequestScreen<R, D, C, I>({
  auditId,
  request,
  thread,
  itemThreads,
  actions,
}: {
  auditId: string;
  request: AuditRequest;
  thread: readonly RequestComment[];
  itemThreads: Readonly<Record<string, readonly ItemComment[]>>;
  actions: GuestRequestActions<R, D, C, I> | null;
}) {
  return (
    <>
      {actions ? null : <EndedAuditNotice />}
      <GuestSection title="Request">
        <div className="mb-2">
          <RequestStatusBadge status={request.status} />
        </div>
        <p className="text-sm whitespace-pre-wrap text-slate-900">{request.text}</p>
        <p className="mt-3 text-sm text-slate-600">Owner: {request.ownerName ?? 'nobody'}</p>
        <EvidenceReviewList
          request={request}
          evidencePath={`/auditor/${auditId}/evidence`}
          action={actions && request.status !== 'accepted' ? actions.review : null}
          threads={itemThreads}
          commentAction={actions?.commentItem ?? null}
        />
      </GuestSection>
      {actions ? (
        <GuestSection title="Decision">
          <RequestDecisionForms request={request} action={actions.decide} offered={['accept', 'return']} />
        </GuestSection>
      ) : null}
      <GuestSection title="Thread">
        <RequestThread thread={thread} />
        {actions ? (
          <div className="mt-4">
            <RequestCommentForm requestId={request.id} action={actions.comment} />
          </div>
        ) : null}
      </GuestSection>
    </>
  );
}
