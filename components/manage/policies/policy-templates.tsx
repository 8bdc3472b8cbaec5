'use client';

import { useRouter } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DraftWithAssistant, DraftingUnavailable, type Drafting } from '@/components/manage/assistant/draft-with-assistant';
import { SectionCard } from '@/components/manage/records/section-card';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { policyPaths } from '@/lib/domain/policies/actions';
import type { FormAction } from '@/lib/schemas/form-state';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import type { PolicyStepResult, PolicyTemplate } from '@/lib/schemas/policies/records';

type Card = Pick<PolicyTemplate, 'id' | 'name' | 'description' | 'frameworks'>;

const noCheck = () => null;

/** One template card: Use Template creates a draft from it and opens its editor. */
function TemplateCard({
  template,
  canEdit,
  startFromTemplate,
  drafting,
}: {
  template: Card;
  canEdit: boolean;
  startFromTemplate: FormAction<PolicyStepResult>;
  drafting?: Drafting;
}) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({
    action: startFromTemplate,
    validate: noCheck,
    onCreated: (created) => router.push(policyPaths.edit(created.id)),
  });
  return (
    <li id={`template-${template.id}`} className="flex flex-col rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{template.name}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">{template.description}</p>
      <div className="mt-3 flex flex-wrap gap-1">
        {template.frameworks.map((framework) => (
          <Badge key={framework} tone="info">
            {frameworkLabels[framework]}
          </Badge>
        ))}
      </div>
      {canEdit ? (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-2">
          <input type="hidden" name="templateId" value={template.id} />
          <Button type="submit" variant="secondary" className="w-full" disabled={pending} aria-label={`Use template ${template.name}`}>
            {pending ? 'Creating draft…' : 'Use Template'}
          </Button>
          <FormError message={formError} />
        </form>
      ) : null}
      {canEdit && drafting ? (
        <DraftWithAssistant
          drafting={drafting}
          fields={{ templateId: template.id }}
          label={`Draft ${template.name} with the assistant`}
          className="mt-2"
        />
      ) : null}
    </li>
  );
}

/**
 * The four policy template cards (security, privacy, backup, access), and under them, folded, the templates of the
 * rest of a programme's policies; a template's text is a starting point to adapt.
 */
export function PolicyTemplates({
  templates,
  moreTemplates = [],
  canEdit,
  startFromTemplate,
  drafting,
}: {
  templates: readonly Card[];
  moreTemplates?: readonly Card[];
  canEdit: boolean;
  startFromTemplate: FormAction<PolicyStepResult>;
  /** "Draft with the assistant" on each card, for a role that edits records. */
  drafting?: Drafting;
}) {
  const cards = (shown: readonly Card[]) =>
    shown.map((template) => (
      <TemplateCard key={template.id} template={template} canEdit={canEdit} startFromTemplate={startFromTemplate} drafting={drafting} />
    ));
  return (
    <SectionCard title="Policy Templates">
      <p className="mb-4 text-sm text-slate-600">
        Each template starts a draft with a full text in your organization&apos;s name. Adapt it to how you work before you submit it for
        review.
      </p>
      {canEdit ? (
        <div className="mb-4">
          <DraftingUnavailable drafting={drafting} />
        </div>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">{cards(templates)}</ul>
      {moreTemplates.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">More templates ({moreTemplates.length})</summary>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-4">{cards(moreTemplates)}</ul>
        </details>
      ) : null}
    </SectionCard>
  );
}
