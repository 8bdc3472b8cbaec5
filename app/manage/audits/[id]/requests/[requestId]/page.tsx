import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { SectionCard } from '@/components/manage/records/section-card';
import { EndedAuditNotice } from '@/components/manage/audit-requests/ended-audit-notice';
import { EvidenceReviewList } from '@/components/manage/audit-requests/evidence-review-list';
import { RequestStatusBadge } from '@/components/manage/audit-requests/request-status-badge';
import { RequestCommentForm, RequestDecisionForms } from '@/components/manage/audit-requests/request-decision-forms';
import { RequestThread } from '@/components/manage/audit-requests/request-thread';
import { AssignRequestForm, RequestControlsForm, RequestEvidenceForm } from '@/components/manage/audit-requests/request-work-forms';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { requestActAllowed, requestWriteRefusal } from '@/lib/domain/audit-requests/request-permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { getAudit } from '@/lib/workspace/audits';
import { evidenceChoices, readAuditRequest, requestControlSuggestions } from '@/lib/workspace/audit-requests';
import { listMembers } from '@/lib/workspace/organization';
import {
  assignRequestAction,
  attachEvidenceAction,
  commentRequestAction,
  confirmControlsAction,
  decideRequestAction,
} from '../../../request-actions';
import { commentItemAction } from '../../../evidence-review-actions';

export const metadata: Metadata = { title: 'Audit request' };

/** One request of an audit: what is asked, its owner, controls, evidence and status, and its thread. */
export default async function AuditRequestPage({ params }: { params: Promise<{ id: string; requestId: string }> }) {
  const member = await requireMember();
  const { id, requestId } = await params;
  const audit = await foundOr404(getAudit(member, id));
  const { request, thread, itemThreads } = await foundOr404(readAuditRequest(member, requestId));
  // A request is shown under its own audit only.
  if (request.auditId !== audit.id) notFound();
  // A cancelled or completed audit's requests are read only.
  const open = requestWriteRefusal(audit.status) === null;
  const canPrepare = open && requestActAllowed(member, 'prepare');
  const canComment = open && requestActAllowed(member, 'comment');
  const [suggestions, library, team] = await Promise.all([
    requestControlSuggestions(member, request.id),
    canPrepare ? evidenceChoices(member) : Promise.resolve([]),
    canPrepare ? listMembers(member) : Promise.resolve([]),
  ]);
  return (
    <>
      <PageHeader title={`Request ${request.reference}`} description={`${audit.name} · due ${request.dueOn ?? 'no date'}`}>
        <Breadcrumb
          items={[
            { label: 'Audits', href: '/manage/audits' },
            { label: audit.name, href: `/manage/audits/${audit.id}` },
            { label: request.reference },
          ]}
        />
      </PageHeader>
      {open ? null : <EndedAuditNotice />}
      <SectionCard title="Request" actions={<RequestStatusBadge status={request.status} />}>
        <p className="text-sm whitespace-pre-wrap text-slate-900">{request.text}</p>
        <p className="mt-3 text-sm text-slate-600">
          Owner: {request.ownerName ?? 'nobody'} · Controls: {request.controlIds.join(', ') || 'none confirmed'} · Evidence:{' '}
          {request.evidence.map((item) => item.name).join(', ') || 'none'}
        </p>
      </SectionCard>
      {request.evidence.length > 0 ? (
        <SectionCard title="Auditor's review of the evidence">
          <EvidenceReviewList
            request={request}
            evidencePath="/manage/evidence"
            action={null}
            threads={itemThreads}
            commentAction={canComment ? commentItemAction : null}
          />
        </SectionCard>
      ) : null}
      {canPrepare ? (
        <>
          <SectionCard title="Owner and due date">
            <AssignRequestForm
              request={request}
              team={team.map(({ id: memberId, name }) => ({ id: memberId, name }))}
              action={assignRequestAction}
            />
          </SectionCard>
          <SectionCard title="Controls">
            <RequestControlsForm request={request} suggestions={suggestions} action={confirmControlsAction} />
          </SectionCard>
          <SectionCard title="Evidence">
            <RequestEvidenceForm request={request} library={library} action={attachEvidenceAction} />
          </SectionCard>
          <SectionCard title="Decision">
            <RequestDecisionForms request={request} action={decideRequestAction} />
          </SectionCard>
        </>
      ) : null}
      <SectionCard title="Thread">
        <RequestThread thread={thread} />
        {canComment ? (
          <div className="mt-4">
            <RequestCommentForm requestId={request.id} action={commentRequestAction} />
          </div>
        ) : null}
      </SectionCard>
    </>
  );
}
