import type { Metadata } from 'next';
import { CatalogScreen } from '@/components/manage/frameworks/add/catalog-screen';
import { CustomFrameworkPanel } from '@/components/manage/frameworks/add/custom-framework-panel';
import { LicensedImportCard } from '@/components/manage/frameworks/add/licensed-import-card';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { frameworkCatalog } from '@/lib/catalog/framework-catalog';
import { libraryCrosswalk } from '@/lib/catalog/library-crosswalk';
import { licensedFrameworks } from '@/lib/catalog/licensed-frameworks';
import { requireMember } from '@/lib/dal';
import { overlapPreviews } from '@/lib/domain/frameworks/followed';
import { can } from '@/lib/domain/permissions';
import { readLicensedList } from '@/lib/workspace/custom-frameworks';
import { frameworksWithCoverage } from '@/lib/workspace/frameworks';
import { addFramework } from './actions';
import { importLicensedFramework } from './licensed-actions';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function AddFrameworksPage() {
  const member = await requireMember();
  const [{ followed, coverage }, imported] = await Promise.all([
    frameworksWithCoverage(member),
    Promise.all(licensedFrameworks.map((framework) => readLicensedList(member, framework.id))),
  ]);
  const followedIds = followed.map((framework) => framework.frameworkId);
  // Cards of frameworks not followed yet, and held by the control library, preview the organization's coverage.
  const overlaps = overlapPreviews(
    frameworkCatalog.map((card) => card.id),
    followedIds,
    coverage,
    libraryCrosswalk,
  );
  const canEdit = can(member.role, 'frameworks.manage');
  return (
    <>
      <PageHeader title="Add Framework" description="Choose the frameworks your customers and regulators expect.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'Add Framework' }]} />
      </PageHeader>
      {!canEdit && (
        <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          You can browse the frameworks; an administrator or member of your organization adds them.
        </p>
      )}
      <CatalogScreen cards={frameworkCatalog} followedIds={followedIds} overlaps={overlaps} canEdit={canEdit} addAction={addFramework} />
      {licensedFrameworks.map((framework, index) => (
        <LicensedImportCard
          key={framework.id}
          framework={framework}
          imported={imported[index] ?? null}
          canEdit={canEdit}
          action={importLicensedFramework}
        />
      ))}
      {canEdit && <CustomFrameworkPanel />}
    </>
  );
}
