import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { CustomFrameworkForm } from '@/components/manage/custom-frameworks/custom-framework-form';
import { LibraryControlsList } from '@/components/manage/custom-frameworks/library-controls-list';
import { PageHeader } from '@/components/ui/page-header';
import { libraryControls } from '@/lib/catalog/controls';
import { requireMember } from '@/lib/dal';
import { customFrameworkHref } from '@/lib/domain/custom-frameworks/rules';
import { customRequirementsCsv } from '@/lib/domain/custom-frameworks/requirements';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { readCustomFramework } from '@/lib/workspace/custom-frameworks';
import { updateCustomFramework } from '../../actions';

export const metadata: Metadata = { title: 'Edit Custom Framework' };

/** A custom framework's name, description and requirements, as CSV lines to edit or to replace by an import. */
export default async function EditCustomFrameworkPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await requireMember();
  const { id } = await params;
  const { framework } = await foundOr404(readCustomFramework(member, id));
  const href = customFrameworkHref(framework.id);
  if (!can(member.role, 'frameworks.manage')) redirect(href);
  return (
    <>
      <PageHeader title={`Edit ${framework.name}`} description="Saving replaces the framework's requirements with the lines below.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: framework.name, href }, { label: 'Edit' }]} />
      </PageHeader>
      <div className="space-y-6">
        <CustomFrameworkForm
          values={{
            id: framework.id,
            version: framework.version,
            name: framework.name,
            description: framework.description,
            requirements: customRequirementsCsv(framework.requirements),
          }}
          action={updateCustomFramework}
        />
        <LibraryControlsList controls={libraryControls} />
      </div>
    </>
  );
}
