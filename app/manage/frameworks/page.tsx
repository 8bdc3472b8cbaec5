import type { Metadata } from 'next';
import Link from 'next/link';
import { CustomFrameworkCards } from '@/components/manage/custom-frameworks/custom-framework-cards';
import { FrameworksScreen } from '@/components/manage/frameworks/frameworks-screen';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryCrosswalk } from '@/lib/catalog/library-crosswalk';
import { requireMember } from '@/lib/dal';
import { frameworkStats, mergeFrameworks, overlapPreviews } from '@/lib/domain/frameworks/followed';
import { can } from '@/lib/domain/permissions';
import { listCustomFrameworks } from '@/lib/workspace/custom-frameworks';
import { frameworksWithCoverage } from '@/lib/workspace/frameworks';
import { activateFramework, removeFramework } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function FrameworksPage() {
  const member = await requireMember();
  const [{ followed, coverage }, custom] = await Promise.all([frameworksWithCoverage(member), listCustomFrameworks(member)]);
  const frameworks = mergeFrameworks(frameworkDirectory, followed, new Date());
  const stats = frameworkStats(frameworks);
  const canEdit = can(member.role, 'frameworks.manage');
  // Available frameworks of the control library preview how much of them the organization's controls cover.
  const overlaps = overlapPreviews(
    frameworks.map((framework) => framework.id),
    followed.map((row) => row.frameworkId),
    coverage,
    libraryCrosswalk,
  );
  return (
    <>
      <PageHeader
        title="Frameworks"
        description="Track every framework you follow, and add the ones you need next."
        actions={
          canEdit ? (
            <Link href="/manage/addFrameworks" className={buttonClasses('primary')}>
              + Add Framework
            </Link>
          ) : undefined
        }
      />
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Frameworks" value={stats.total} />
        <StatCard label="Active" value={stats.active} />
        <StatCard label="In Progress" value={stats.progress} />
        <StatCard label="Available" value={stats.available} />
      </div>
      {followed.length === 0 && (
        <div className="mb-6">
          <EmptyState
            title="Your organization follows no frameworks yet"
            action={
              canEdit ? (
                <Link href="/manage/addFrameworks" className={buttonClasses('primary')}>
                  Add your first framework
                </Link>
              ) : undefined
            }
          >
            {canEdit
              ? 'Add the frameworks your customers and regulators expect: their progress, issues and audits then appear here and on the dashboard. Every framework below is available.'
              : 'An administrator or member of your organization adds the frameworks it follows; they then appear here with their progress.'}
          </EmptyState>
        </div>
      )}
      <FrameworksScreen
        frameworks={frameworks}
        overlaps={overlaps}
        canEdit={canEdit}
        removeAction={can(member.role, 'frameworks.remove') ? removeFramework : undefined}
        activateAction={canEdit ? activateFramework : undefined}
      />
      <CustomFrameworkCards frameworks={custom} />
    </>
  );
}
