import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { RecordHistory } from '@/components/manage/records/record-history';
import { SectionCard } from '@/components/manage/records/section-card';
import { RiskAcceptForm } from '@/components/manage/risks/risk-accept-form';
import { RiskControlsSection } from '@/components/manage/risks/risk-controls-section';
import { EditRiskForm } from '@/components/manage/risks/risk-forms';
import { RiskHistorySection } from '@/components/manage/risks/risk-history-section';
import { RiskSummary } from '@/components/manage/risks/risk-summary';
import { PageHeader } from '@/components/ui/page-header';
import { libraryControls } from '@/lib/catalog/controls';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { foundOr404 } from '@/lib/found-or-404';
import { can } from '@/lib/domain/permissions';
import { oneYearAfter } from '@/lib/domain/risks/rules';
import { recordHistory } from '@/lib/workspace/activity';
import { readRisk, riskMemberChoices, riskScale } from '@/lib/workspace/risks';
import { acceptRiskAction, editRiskAction, linkRiskControlAction, unlinkRiskControlAction } from '../actions';

export const metadata: Metadata = { title: 'Risk' };

const controlChoices = libraryControls.map((control) => ({ controlId: control.id, name: control.name }));

type Props = { params: Promise<{ id: string }> };

/**
 * One risk (/manage/risks/<id>): its ratings and acceptance, the edit form with the scale's labels for members and
 * admins, its linked controls, the accept form for admins, the residual rating history and the activity history.
 */
export default async function RiskPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const today = dayOf(new Date());
  const { risk, controls, history } = await foundOr404(readRisk(member, id));
  const [activity, scale, owners, admins] = await Promise.all([
    recordHistory(member, risk.id),
    riskScale(member),
    riskMemberChoices(member),
    riskMemberChoices(member, 'admin'),
  ]);
  const canEdit = can(member.role, 'records.edit');
  return (
    <>
      <PageHeader title={risk.title} description={risk.description || undefined}>
        <Breadcrumb items={[{ label: 'Risks', href: '/manage/risks' }, { label: risk.title }]} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RiskSummary risk={risk} labels={scale.labels} today={today} />
          {canEdit && (
            <SectionCard title="Edit risk">
              <EditRiskForm risk={risk} owners={owners} labels={scale.labels} action={editRiskAction} />
            </SectionCard>
          )}
          <RiskControlsSection
            riskId={risk.id}
            controls={controls}
            choices={controlChoices}
            actions={canEdit ? { link: linkRiskControlAction, unlink: unlinkRiskControlAction } : undefined}
          />
          {can(member.role, 'risks.accept') && (
            <SectionCard title="Accept risk">
              <RiskAcceptForm risk={risk} admins={admins} today={today} latestExpiry={oneYearAfter(today)} action={acceptRiskAction} />
            </SectionCard>
          )}
        </div>
        <div className="min-w-0">
          <RiskHistorySection history={history} />
          <RecordHistory entries={activity} />
        </div>
      </div>
    </>
  );
}
