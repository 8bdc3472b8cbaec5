import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { DetailSidebar } from '@/components/manage/frameworks/detail/detail-sidebar';
import { RequirementGroups } from '@/components/manage/frameworks/detail/requirement-groups';
import { SoaCard } from '@/components/manage/frameworks/detail/soa-card';
import { LicensedListMissing } from '@/components/manage/frameworks/licensed-list-missing';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { directoryIds, frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryFrameworks } from '@/lib/catalog/library';
import { licensedFramework } from '@/lib/catalog/licensed-frameworks';
import { requireMember } from '@/lib/dal';
import { detailFrameworkId } from '@/lib/domain/frameworks/controls';
import { customFrameworkHref } from '@/lib/domain/custom-frameworks/rules';
import { can } from '@/lib/domain/permissions';
import { readLicensedList } from '@/lib/workspace/custom-frameworks';
import { readFrameworkDetail } from '@/lib/workspace/frameworks';
import { followsFramework } from '@/lib/workspace/frameworks';
import { expiringEvidenceByControl } from '@/lib/workspace/evidence';
import { listStatementsOfApplicability } from '@/lib/workspace/reports';
import { reportRow } from '@/lib/domain/reports/display';
import { editControl, generateStatementOfApplicability } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A framework's detail (/manage/frameworkManage?framework=<id>, SOC 2 without one): its requirements as the standard
 * groups them, the controls mapped to each with the organization's states and owners, and its progress.
 */
export default async function FrameworkManagePage({ searchParams }: Props) {
  const member = await requireMember();
  const frameworkId = detailFrameworkId((await searchParams).framework, directoryIds);
  const library = libraryFrameworks.find((framework) => framework.id === frameworkId);
  const directory = frameworkDirectory.find((framework) => framework.id === frameworkId);
  const name = library?.name ?? directory?.name ?? frameworkId;
  const description = library?.edition ?? directory?.description;
  const canManage = can(member.role, 'frameworks.manage');
  const canEdit = can(member.role, 'records.edit');
  const breadcrumb = <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: name }]} />;

  if (!(await followsFramework(member, frameworkId))) {
    return (
      <>
        <PageHeader title={name} description={description}>
          {breadcrumb}
        </PageHeader>
        <NotFollowed name={name} canEdit={canManage} />
      </>
    );
  }

  const licensed = library ? undefined : licensedFramework(frameworkId);
  if (licensed) {
    // A licensed framework is shown on the list the organization imported, which is kept as a custom framework.
    const list = await readLicensedList(member, frameworkId);
    if (list) redirect(customFrameworkHref(list.id));
    return (
      <>
        <PageHeader title={name} description={description}>
          {breadcrumb}
        </PageHeader>
        <LicensedListMissing framework={licensed} canImport={canManage} />
      </>
    );
  }

  if (!library) {
    return (
      <>
        <PageHeader title={name} description={description}>
          {breadcrumb}
        </PageHeader>
        <EmptyState
          title={`The requirement list of ${name} is coming`}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {canManage && (
                <Link href="/manage/addFrameworks/custom" className={buttonClasses('primary')}>
                  Create Custom Framework
                </Link>
              )}
              <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
                View frameworks
              </Link>
            </div>
          }
        >
          The control library does not hold the requirements of {name} yet. Once it does, they appear here with the controls that meet them,
          and the progress of {name} is worked out from your control states. Until then, a list of its requirements you hold can be imported
          as a custom framework and mapped to your controls.
        </EmptyState>
      </>
    );
  }

  const [{ detail, team, evidenceCounts }, expiringEvidence, statements] = await Promise.all([
    readFrameworkDetail(member, library.id),
    expiringEvidenceByControl(member),
    library.id === 'iso27001' ? listStatementsOfApplicability(member) : null,
  ]);
  const { progress, stateCounts } = detail;
  return (
    <>
      <PageHeader
        title={detail.name}
        description={detail.edition}
        actions={
          <>
            {canManage && (
              <Link href="/manage/reports" className={buttonClasses('primary')}>
                Generate Report
              </Link>
            )}
            <a
              href={`/manage/frameworkManage/download?framework=${encodeURIComponent(detail.id)}`}
              download
              className={buttonClasses('secondary')}
            >
              Export Data
            </a>
            {canManage && (
              <Link href="/manage/frameworkSettings" className={buttonClasses('secondary')}>
                Settings
              </Link>
            )}
          </>
        }
      >
        {breadcrumb}
      </PageHeader>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Compliance Status" value={`${progress.percent}%`} hint="Requirements met" />
        <StatCard label="Requirements" value={`${progress.met} of ${progress.total}`} hint="Met" />
        <StatCard
          label="Controls"
          value={`${stateCounts.implemented} of ${detail.controlTotal}`}
          hint={detail.needingEvidence === 0 ? 'Implemented' : `Implemented, ${detail.needingEvidence} needing evidence`}
        />
        <StatCard
          label="Not Applicable"
          value={stateCounts['not-applicable']}
          hint={stateCounts['not-applicable'] === 1 ? 'Control set aside with a reason' : 'Controls set aside with a reason'}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <RequirementGroups
            groups={detail.groups}
            evidenceCounts={evidenceCounts}
            expiringEvidence={expiringEvidence}
            editing={canEdit ? { action: editControl, team } : undefined}
          />
        </div>
        <div className="space-y-6">
          <DetailSidebar detail={detail} />
          {statements && (
            <SoaCard
              reports={statements.map((record) => reportRow(record, new Date()))}
              generate={canEdit ? generateStatementOfApplicability : null}
            />
          )}
        </div>
      </div>
    </>
  );
}
