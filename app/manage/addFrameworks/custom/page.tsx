import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { CustomFrameworkForm } from '@/components/manage/custom-frameworks/custom-framework-form';
import { LibraryControlsList } from '@/components/manage/custom-frameworks/library-controls-list';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { libraryControls } from '@/lib/catalog/controls';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { createCustomFramework } from '../../frameworks/custom/actions';

export const metadata: Metadata = { title: 'Create Custom Framework' };

/** Create Custom Framework: the organization's own requirements, or a licensed list imported from CSV, mapped to controls. */
export default async function CreateCustomFrameworkPage() {
  const member = await requireMember();
  const header = (
    <PageHeader
      title="Create Custom Framework"
      description="Model your own internal requirements, or import a standard's list you hold a licence for, and map each to the controls that meet it."
    >
      <Breadcrumb
        items={[
          { label: 'Frameworks', href: '/manage/frameworks' },
          { label: 'Add Framework', href: '/manage/addFrameworks' },
          { label: 'Create Custom Framework' },
        ]}
      />
    </PageHeader>
  );
  if (!can(member.role, 'frameworks.manage')) {
    return (
      <>
        {header}
        <EmptyState
          title="Custom frameworks are created by an administrator or member"
          action={
            <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
              View frameworks
            </Link>
          }
        >
          Your role can read your organization&apos;s frameworks but not create one.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {header}
      <div className="space-y-6">
        <CustomFrameworkForm values={{ name: '', description: '', requirements: '' }} action={createCustomFramework} />
        <LibraryControlsList controls={libraryControls} />
      </div>
    </>
  );
}
