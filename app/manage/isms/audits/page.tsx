import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { AuditsList, PlanAuditButton } from '@/components/manage/isms/audits-list';
import { IsmsTabs } from '@/components/manage/isms/isms-tabs';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { listInternalAudits } from '@/lib/workspace/isms';
import { createAuditAction } from '../actions';

export const metadata: Metadata = { title: 'Internal audits' };

/** The internal audit programme of the management system. */
export default async function InternalAuditsPage() {
  const member = await requireMember();
  const audits = await listInternalAudits(member);
  return (
    <>
      <PageHeader
        title="Internal audits"
        description="Audits of your own management system: their plan, findings, and nonconformities with corrective actions."
        actions={can(member.role, 'records.edit') ? <PlanAuditButton action={createAuditAction} /> : undefined}
      >
        <Breadcrumb items={[{ label: 'ISMS', href: '/manage/isms' }, { label: 'Internal audits' }]} />
      </PageHeader>
      <IsmsTabs current="/manage/isms/audits" />
      <AuditsList audits={audits} />
    </>
  );
}
