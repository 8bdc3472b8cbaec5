import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { DeleteCustomFramework } from '@/components/manage/custom-frameworks/delete-custom-framework';
import { RequirementGroups } from '@/components/manage/frameworks/detail/requirement-groups';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { customFrameworkHref } from '@/lib/domain/custom-frameworks/rules';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { readCustomFramework } from '@/lib/workspace/custom-frameworks';
import { expiringEvidenceByControl } from '@/lib/workspace/evidence';
import { editControl } from '../../../frameworkManage/actions';
import { deleteCustomFramework } from '../actions';

export const metadata: Metadata = { title: 'Custom Framework' };

/**
 * One custom framework: its progress, and its requirements with the controls mapped to each, their states, owners
 * and evidence, edited here as on any framework's page.
 */
export default async function CustomFrameworkPage({ params }: { params: Promise<{ id: string }> }) {
  const member = await requireMember();
  const { id } = await params;
  const [{ framework, detail, team, evidenceCounts }, expiringEvidence] = await Promise.all([
    foundOr404(readCustomFramework(member, id)),
    expiringEvidenceByControl(member),
  ]);
  const { progress, stateCounts } = detail;
  return (
    <>
      <PageHeader
        title={framework.name}
        description={framework.description || 'A framework of your organization’s own.'}
        actions={
          <div className="flex flex-wrap gap-2">
            {can(member.role, 'frameworks.manage') && (
              <Link href={`${customFrameworkHref(framework.id)}/edit`} className={buttonClasses('secondary')}>
                Edit Requirements
              </Link>
            )}
            {can(member.role, 'frameworks.remove') && (
              <DeleteCustomFramework id={framework.id} version={framework.version} name={framework.name} action={deleteCustomFramework} />
            )}
          </div>
        }
      >
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: framework.name }]} />
      </PageHeader>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Progress" value={`${progress.percent}%`} />
        <StatCard label="Requirements met" value={`${progress.met} of ${progress.total}`} />
        <StatCard label="Controls implemented" value={`${stateCounts.implemented} of ${detail.controlTotal}`} />
        <StatCard label="Controls needing evidence" value={detail.needingEvidence} />
      </div>
      <RequirementGroups
        groups={detail.groups}
        editing={can(member.role, 'records.edit') ? { action: editControl, team } : undefined}
        evidenceCounts={evidenceCounts}
        expiringEvidence={expiringEvidence}
      />
    </>
  );
}
