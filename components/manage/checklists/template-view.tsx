import type { ChecklistTemplate } from '@/lib/schemas/checklists/records';

/** A template's steps in order, for members and viewers, who read what administrators set. */
export function TemplateView({ template }: { template: ChecklistTemplate }) {
  return (
    <>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
        {template.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-600">Only administrators can change the checklists.</p>
    </>
  );
}
