import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { AuditActions } from '@/components/manage/isms/audit-actions';
import { AuditPlan } from '@/components/manage/isms/audit-plan';
import { FindingsSection } from '@/components/manage/isms/findings-section';
import { RecordHistory } from '@/components/manage/records/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { recordHistory } from '@/lib/workspace/activity';
import { draftingUnavailable } from '@/lib/workspace/assistant';
import { ismsTeam, readInternalAudit } from '@/lib/workspace/isms';
import { draftCorrectiveActionAction } from '../../assistant-actions';
import {
  addFindingAction,
  deleteAuditAction,
  deleteFindingAction,
  editAuditAction,
  planNonconformityAction,
  stepNonconformityAction,
} from '../../actions';

export const metadata: Metadata = { title: 'Internal audit' };

type Props = { params: Promise<{ id: string }> };

/** One internal audit: its plan and report, its findings, and each nonconformity's corrective action through its states. */
export default async function InternalAuditPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const audit = await foundOr404(readInternalAudit(member, id));
  const canEdit = can(member.role, 'records.edit');
  const canDelete = can(member.role, 'records.delete');
  const [history, team, unavailable] = await Promise.all([
    recordHistory(member, audit.id),
    canEdit ? ismsTeam(member) : Promise.resolve([]),
    canEdit ? draftingUnavailable(member) : null,
  ]);
  return (
    <>
      <PageHeader
        title={audit.title}
        description="Internal audit of the management system"
        actions={
          canEdit || canDelete ? (
            <AuditActions
              audit={audit}
              actions={{ edit: canEdit ? editAuditAction : undefined, remove: canDelete ? deleteAuditAction : undefined }}
            />
          ) : undefined
        }
      >
        <Breadcrumb
          items={[
            { label: 'ISMS', href: '/manage/isms' },
            { label: 'Internal audits', href: '/manage/isms/audits' },
            { label: audit.title },
          ]}
        />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <AuditPlan audit={audit} />
          <FindingsSection
            auditId={audit.id}
            findings={audit.findings}
            team={team}
            actions={{
              add: canEdit ? addFindingAction : undefined,
              nonconformity: canEdit ? { plan: planNonconformityAction, step: stepNonconformityAction } : undefined,
              remove: canDelete ? deleteFindingAction : undefined,
              draft: canEdit ? { action: draftCorrectiveActionAction, unavailable } : undefined,
            }}
          />
        </div>
        <div className="min-w-0">
          <RecordHistory entries={history} />
        </div>
      </div>
    </>
  );
}
