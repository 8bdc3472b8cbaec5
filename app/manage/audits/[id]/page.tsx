import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { AuditDetailActions } from '@/components/manage/audits/audit-detail-actions';
import { AuditFacts } from '@/components/manage/audits/audit-facts';
import { RecordHistory } from '@/components/manage/records/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { foundOr404 } from '@/lib/found-or-404';
import { auditRow, upcomingDays } from '@/lib/domain/audit-display';
import { isoDay } from '@/lib/domain/days-remaining';
import { can } from '@/lib/domain/permissions';
import { auditTypeLabels } from '@/lib/schemas/audit';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { auditHistory, getAudit } from '@/lib/workspace/audits';
import { cancelAudit, editAudit, rescheduleAudit } from '../actions';

export const metadata: Metadata = { title: 'Audit' };

/** One audit: its fields, the days before it starts while it is upcoming, its history, and the changes it takes. */
export default async function AuditPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await requireMember();
  const { id } = await params;
  const audit = auditRow(await foundOr404(getAudit(member, id)));
  const history = await auditHistory(member, audit.id);
  // Days remaining count from the day of the request (UTC).
  const days = upcomingDays(audit, isoDay(new Date()));
  return (
    <>
      <PageHeader
        title={audit.name}
        description={`${auditTypeLabels[audit.type]} audit · ${frameworkLabels[audit.framework]} · ${audit.auditor}`}
        actions={<AuditDetailActions audit={audit} canEdit={can(member.role, 'records.edit')} actions={{ edit: editAudit, reschedule: rescheduleAudit, cancel: cancelAudit }} />}
      >
        <Breadcrumb items={[{ label: 'Audits', href: '/manage/audits' }, { label: audit.name }]} />
      </PageHeader>
      <AuditFacts audit={audit} daysRemaining={days} />
      <RecordHistory entries={history} />
    </>
  );
}
