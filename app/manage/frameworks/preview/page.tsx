import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { AddFrameworkButton } from '@/components/manage/frameworks/preview/add-framework-button';
import { PreviewGroups } from '@/components/manage/frameworks/preview/preview-groups';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { foundOr404 } from '@/lib/found-or-404';
import { noRequirementsText } from '@/lib/domain/frameworks/preview';
import { manageHref } from '@/lib/domain/frameworks/followed';
import { metText } from '@/lib/domain/frameworks/gap-list';
import { can } from '@/lib/domain/permissions';
import { readFrameworkPreview } from '@/lib/workspace/frameworks';
import { addFramework } from '../../addFrameworks/actions';

export const metadata: Metadata = { title: 'Frameworks' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A framework of the directory before (or after) the organization follows it (/manage/frameworks/preview?framework=<id>):
 * its edition and description, its requirements as the standard groups them with the unified controls mapped to
 * each, and the overlap with the organization's control states. Viewers see it too; Add framework is for members
 * and admins. An id outside the directory is not found.
 */
export default async function FrameworkPreviewPage({ searchParams }: Props) {
  const member = await requireMember();
  const value = (await searchParams).framework;
  const frameworkId = (Array.isArray(value) ? value[0] : value) ?? '';
  const { preview, followed } = await foundOr404(readFrameworkPreview(member, frameworkId));
  const canAdd = can(member.role, 'frameworks.manage');
  const { library } = preview;
  const manage = followed ? manageHref(preview.id) : null;
  return (
    <>
      <PageHeader
        title={`${preview.name} preview`}
        description={preview.description}
        actions={
          followed ? (
            <>
              <Badge tone="success">Followed by your organization</Badge>
              {manage && (
                <Link href={manage} className={buttonClasses('secondary')}>
                  Manage controls
                </Link>
              )}
            </>
          ) : canAdd ? (
            <AddFrameworkButton id={preview.id} name={preview.name} action={addFramework} />
          ) : null
        }
      >
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: preview.name }, { label: 'Preview' }]} />
      </PageHeader>
      {library ? (
        <>
          <section aria-label="Overlap with your controls" className="mb-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm text-slate-600">Edition</p>
              <p className="mt-1 font-semibold text-slate-900">{library.edition}</p>
            </div>
            <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-5 shadow-sm">
              <p className="text-sm text-emerald-900">Overlap with your controls</p>
              <p className="mt-1 font-semibold text-emerald-950">{metText(library)}</p>
            </div>
          </section>
          <PreviewGroups groups={library.groups} />
        </>
      ) : (
        <EmptyState
          title={`No requirement list for ${preview.name} yet`}
          action={
            <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
              View frameworks
            </Link>
          }
        >
          {noRequirementsText(preview.name)}
        </EmptyState>
      )}
    </>
  );
}
