'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SectionCard } from '@/components/manage/records/section-card';
import type { PolicyTemplate } from '@/lib/schemas/policy';

/** The four policy template cards (security, privacy, backup, access). */
export function PolicyTemplates({ templates }: { templates: readonly PolicyTemplate[] }) {
  const notify = useToast();
  return (
    <SectionCard title="Policy Templates">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {templates.map((template) => (
          <li key={template.id} id={`template-${template.id}`} className="flex flex-col rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold text-slate-900">{template.name}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{template.description}</p>
            <div className="mt-3 flex flex-wrap gap-1">
              {template.frameworks.map((framework) => (
                <Badge key={framework} tone="info">
                  {framework}
                </Badge>
              ))}
            </div>
            <Button variant="secondary" className="mt-4" aria-label={`Use template ${template.name}`} onClick={() => notify(`Using the ${template.name} template...`)}>
              Use Template
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
