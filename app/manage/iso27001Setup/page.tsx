import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { ContinueButton } from '@/components/manage/iso-setup/continue-button';
import { IsoSidebar } from '@/components/manage/iso-setup/iso-sidebar';
import { PhaseList } from '@/components/manage/iso-setup/phase-list';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { isoPhases, isoSummary } from '@/lib/catalog/iso-setup';
import { requireMember } from '@/lib/dal';
import { nextIsoStep } from '@/lib/domain/iso-setup';
import { can } from '@/lib/domain/permissions';
import { followsFramework } from '@/lib/workspace/frameworks';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function Iso27001SetupPage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'frameworks.manage');
  const breadcrumb = <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'ISO 27001', href: '/manage/frameworks?search=ISO+27001' }, { label: 'Setup' }]} />;
  if (!(await followsFramework(member, 'iso27001'))) {
    return (
      <>
        <PageHeader title="ISO 27001 Setup" description="Build and certify your information security management system.">
          {breadcrumb}
        </PageHeader>
        <NotFollowed name="ISO 27001" canEdit={canEdit} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="ISO 27001 Setup"
        description="Build and certify your information security management system."
        actions={
          <>
            {canEdit && <ContinueButton stepName={nextIsoStep(isoPhases)?.name} />}
            <Link href="/resources/isoVsSoc2" className={buttonClasses('secondary')}>View Documentation</Link>
            <Link href="/manage/settings?path=api" className={buttonClasses('secondary')}>Get Help</Link>
          </>
        }
      >
        {breadcrumb}
      </PageHeader>
      <section aria-labelledby="iso-progress" className="mb-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="iso-progress" className="text-lg font-semibold text-slate-900">Setup Progress</h2>
          <span className="text-sm font-semibold text-slate-900">{isoSummary.percentComplete}% complete</span>
        </div>
        <ProgressBar percent={isoSummary.percentComplete} label="ISO 27001 setup progress" />
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <StatCard label="Annex A Controls" value={isoSummary.annexAControls} />
          <StatCard label="Implemented" value={isoSummary.implemented} />
          <StatCard label="Phases Complete" value={`${isoSummary.phasesDone} of ${isoSummary.phasesTotal}`} />
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PhaseList phases={isoPhases} canEdit={canEdit} />
        </div>
        <IsoSidebar />
      </div>
    </>
  );
}
