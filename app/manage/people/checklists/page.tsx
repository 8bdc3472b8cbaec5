import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { TemplateView } from '@/components/manage/checklists/template-view';
import { TemplateForm } from '@/components/manage/checklists/template-form';
import { SectionCard } from '@/components/manage/records/section-card';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dueRule } from '@/lib/domain/checklists/rules';
import { can } from '@/lib/domain/permissions';
import { checklistKinds, checklistKindLabels } from '@/lib/schemas/checklists/records';
import { checklistTemplatesOf } from '@/lib/workspace/checklists';
import { saveChecklistTemplateAction } from './actions';

export const metadata: Metadata = { title: 'Checklists' };

/**
 * The organization's onboarding and offboarding checklists (/manage/people/checklists): admins edit the steps
 * and the offboarding deadline; everyone else reads them. A new checklist copies the template when it starts.
 */
export default async function ChecklistTemplatesPage() {
  const member = await requireMember();
  const templates = await checklistTemplatesOf(member);
  const canEdit = can(member.role, 'organization.manage');
  return (
    <>
      <PageHeader
        title="Checklists"
        description="The steps each person goes through when they join and when they leave. A checklist copies these steps when it starts."
      >
        <Breadcrumb items={[{ label: 'People', href: '/manage/people' }, { label: 'Checklists' }]} />
      </PageHeader>
      {checklistKinds.map((kind) => {
        const template = templates[kind];
        return (
          <SectionCard key={kind} title={checklistKindLabels[kind]}>
            <p className="mb-4 text-sm text-slate-700">
              {dueRule(kind, template.deadlineHours)}{' '}
              {template.stored ? '' : 'These are the product’s default steps until an administrator saves them.'}
            </p>
            {canEdit ? (
              <TemplateForm key={`${kind}-${template.version}`} template={template} action={saveChecklistTemplateAction} />
            ) : (
              <TemplateView template={template} />
            )}
          </SectionCard>
        );
      })}
    </>
  );
}
