import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { AuditDetailActions } from '@/components/manage/audits/audit-detail-actions';
import { AuditFacts } from '@/components/manage/audits/audit-facts';
import { AuditPackages } from '@/components/manage/audits/audit-packages';
import { AuditRequestsSection } from '@/components/manage/audit-requests/audit-requests-section';
import { EndedAuditNotice } from '@/components/manage/audit-requests/ended-audit-notice';
import { AuditSamplesSection } from '@/components/manage/audit-requests/audit-samples-section';
import { AuditFindingsSection } from '@/components/manage/audit-requests/audit-findings-section';
import { RecordHistory } from '@/components/manage/records/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { foundOr404 } from '@/lib/found-or-404';
import { auditRow, upcomingDays } from '@/lib/domain/audits/display';
import { requestWriteRefusal } from '@/lib/domain/audit-requests/request-permissions';
import { can } from '@/lib/domain/permissions';
import { auditTypeLabels } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { reportRow } from '@/lib/domain/reports/display';
import { auditHistory, getAudit } from '@/lib/workspace/audits';
import { listAuditPackages } from '@/lib/workspace/reports';
import {
  evidenceChoices,
  listAuditRequests,
  listAuditSamples,
  listRequestFindings,
  samplePopulationSizes,
} from '@/lib/workspace/audit-requests';
import { listMembers } from '@/lib/workspace/organization';
import { planFindingAction, raiseFindingAction, stepFindingAction } from '../finding-actions';
import { bulkSubmitAction } from '../evidence-review-actions';
import { addRequestAction, drawSampleAction, importRequestsAction } from '../request-actions';
import { AuditGuestLog } from '@/components/manage/audits/audit-guest-log';
import { AuditGuests } from '@/components/manage/audits/audit-guests';
import { listAuditGuests, listGuestViews } from '@/lib/workspace/audit-guests';
import { cancelAudit, editAudit, inviteAuditor, prepareAuditPackage, rescheduleAudit, withdrawAuditor } from '../actions';

export const metadata: Metadata = { title: 'Audit' };

/**
 * One audit: its fields, the days before it starts while it is upcoming, its request list and samples, its auditor
 * packages, its history, and the changes it takes.
 */
export default async function AuditPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await requireMember();
  const { id } = await params;
  const audit = auditRow(await foundOr404(getAudit(member, id)));
  const [history, packages, requests, samples, sizes, findings] = await Promise.all([
    auditHistory(member, audit.id),
    listAuditPackages(member, audit.id),
    listAuditRequests(member, audit.id),
    listAuditSamples(member, audit.id),
    samplePopulationSizes(member, audit.id),
    listRequestFindings(member, audit.id),
  ]);
  const now = new Date();
  // Days remaining count from the day of the request (UTC).
  const days = upcomingDays(audit, dayOf(now));
  const canEdit = can(member.role, 'records.edit');
  // A cancelled or completed audit is kept as it ended: its request list and samples are read, never added to.
  const canWork = canEdit && requestWriteRefusal(audit.status) === null;
  const [team, library] = canWork ? await Promise.all([listMembers(member), evidenceChoices(member)]) : [[], []];
  const managesGuests = can(member.role, 'auditGuests.manage');
  const [guests, views] = managesGuests
    ? await Promise.all([listAuditGuests(member, audit.id), listGuestViews(member, audit.id)])
    : [[], []];
  return (
    <>
      <PageHeader
        title={audit.name}
        description={`${auditTypeLabels[audit.type]} audit · ${frameworkLabels[audit.framework]} · ${audit.auditor}`}
        actions={
          <AuditDetailActions
            audit={audit}
            canEdit={canEdit}
            actions={{ edit: editAudit, reschedule: rescheduleAudit, cancel: cancelAudit }}
          />
        }
      >
        <Breadcrumb items={[{ label: 'Audits', href: '/manage/audits' }, { label: audit.name }]} />
      </PageHeader>
      <AuditFacts audit={audit} daysRemaining={days} />
      {requestWriteRefusal(audit.status) ? <EndedAuditNotice /> : null}
      <AuditRequestsSection
        auditId={audit.id}
        requests={requests}
        actions={canWork ? { importList: importRequestsAction, add: addRequestAction } : null}
        bulk={canWork ? { kind: 'submit', action: bulkSubmitAction, library } : null}
      />
      <AuditSamplesSection auditId={audit.id} samples={samples} sizes={sizes} draw={canWork ? drawSampleAction : null} />
      <AuditFindingsSection
        findings={findings}
        requests={requests}
        actions={
          canWork
            ? {
                raise: raiseFindingAction,
                step: stepFindingAction,
                steps: ['done', 'close', 'reopen'],
                plan: { action: planFindingAction, team: team.map(({ id: memberId, name }) => ({ id: memberId, name })) },
              }
            : null
        }
      />
      <AuditPackages
        auditId={audit.id}
        packages={packages.map((record) => reportRow(record, now))}
        prepare={canEdit ? prepareAuditPackage : null}
      />
      {managesGuests && (
        <>
          <AuditGuests auditId={audit.id} guests={guests} actions={{ invite: inviteAuditor, withdraw: withdrawAuditor }} />
          <AuditGuestLog views={views.map((view) => ({ ...view, at: `${view.viewedAt.slice(0, 19).replace('T', ' ')} UTC` }))} />
        </>
      )}
      <RecordHistory entries={history} />
    </>
  );
}
