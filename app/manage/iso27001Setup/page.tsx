import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { ContinueButton } from '@/components/manage/frameworks/iso-setup/continue-button';
import { IsoSidebar } from '@/components/manage/frameworks/iso-setup/iso-sidebar';
import { PhaseList } from '@/components/manage/frameworks/iso-setup/phase-list';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { isoPhases } from '@/lib/catalog/iso-setup';
import { requireMember } from '@/lib/dal';
import { manageHref } from '@/lib/domain/frameworks/followed';
import { isoSetupView, nextIsoStep } from '@/lib/domain/frameworks/iso-setup';
import { can } from '@/lib/domain/permissions';
import { isoSetup } from '@/lib/workspace/frameworks';
import { listMembers } from '@/lib/workspace/organization';
import { assignIsoStepAction, completeIsoStepAction, startIsoStepAction } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function Iso27001SetupPage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'frameworks.manage');
  const breadcrumb = (
    <Breadcrumb
      items={[
        { label: 'Frameworks', href: '/manage/frameworks' },
        { label: 'ISO 27001', href: manageHref('iso27001') },
        { label: 'Setup' },
      ]}
    />
  );
  const record = await isoSetup(member);
  if (!record) {
    return (
      <>
        <PageHeader title="ISO 27001 Setup" description="Build and certify your information security management system.">
          {breadcrumb}
        </PageHeader>
        <NotFollowed name="ISO 27001" canEdit={canEdit} />
      </>
    );
  }
  const team = await listMembers(member);
  const view = isoSetupView({
    phases: isoPhases,
    doneSteps: record.doneSteps,
    startedSteps: record.startedSteps,
    assignments: record.assignments,
    teamNames: new Map(team.map((mate) => [mate.id, mate.name])),
    annexA: record.annexA,
    startedAt: record.addedAt,
    today: new Date(),
  });
  const next = nextIsoStep(view.phases);
  const { summary } = view;
  return (
    <>
      <PageHeader
        title="ISO 27001 Setup"
        description="Build and certify your information security management system."
        actions={
          <>
            {canEdit && <ContinueButton step={next && { id: next.id, name: next.name }} />}
            <Link href={manageHref('iso27001')} className={buttonClasses('secondary')}>
              Requirements and SoA
            </Link>
            <Link href="/help/frameworks#iso-27001-setup" className={buttonClasses('secondary')}>
              View Documentation
            </Link>
            <Link href="/help/frameworks" className={buttonClasses('secondary')}>
              Get Help
            </Link>
          </>
        }
      >
        {breadcrumb}
      </PageHeader>
      <section aria-labelledby="iso-progress" className="mb-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="iso-progress" className="text-lg font-semibold text-slate-900">
            Setup Progress
          </h2>
          <span className="text-sm font-semibold text-slate-900">{summary.percentComplete}% complete</span>
        </div>
        <ProgressBar percent={summary.percentComplete} label="ISO 27001 setup progress" />
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <StatCard label="Annex A Controls" value={summary.annexAControls} hint={record.annexA.edition} />
          <StatCard label="Implemented" value={summary.implemented} hint="Annex A controls met by your control states" />
          <StatCard
            label="Steps Complete"
            value={`${summary.stepsDone} of ${summary.stepsTotal}`}
            hint="Setup steps across the four phases"
          />
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PhaseList
            phases={view.phases}
            canEdit={canEdit}
            version={record.version}
            team={team.map((mate) => ({ value: mate.id, label: mate.name }))}
            actions={{ complete: completeIsoStepAction, start: startIsoStepAction, assign: assignIsoStepAction }}
          />
        </div>
        <IsoSidebar nextActions={view.nextActions} timeline={view.timeline} />
      </div>
    </>
  );
}
