import type { Metadata } from 'next';
import { CatalogBrowser } from '@/components/manage/add-frameworks/catalog-browser';
import { CustomFrameworkPanel } from '@/components/manage/add-frameworks/custom-framework-panel';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { PageHeader } from '@/components/ui/page-header';
import { frameworkCatalog } from '@/lib/sample-data/framework-catalog';

export const metadata: Metadata = { title: 'Frameworks' };

export default function AddFrameworksPage() {
  return (
    <>
      <PageHeader title="Add Framework" description="Choose the frameworks your customers and regulators expect.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'Add Framework' }]} />
      </PageHeader>
      <CatalogBrowser cards={frameworkCatalog} />
      <CustomFrameworkPanel />
    </>
  );
}
