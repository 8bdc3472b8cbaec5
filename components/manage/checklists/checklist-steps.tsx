'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { checklistMoment } from '@/lib/domain/checklists/rules';
import type { Checklist } from '@/lib/schemas/checklists/records';
import type { FormAction } from '@/lib/schemas/form-state';

const FAILED = 'The step could not be saved. Check your connection and try again.';

/**
 * A checklist's steps with who did each and when. With `tick` (members and admins, while the checklist is open),
 * each step is a checkbox that saves at once; every box waits while one is saved, until the page shows the result.
 * Keyed by the checklist's version, so a fresh read starts it again.
 */
export function ChecklistSteps({ checklist, tick }: { checklist: Checklist; tick?: FormAction<Checklist> }) {
  const router = useRouter();
  // The step being saved, shown as asked until the page's fresh read replaces this component.
  const [saving, setSaving] = useState<{ step: number; done: boolean } | null>(null);
  const [error, setError] = useState<string>();
  const [, startTransition] = useTransition();

  function toggle(step: number, done: boolean) {
    if (!tick) return;
    const form = new FormData();
    form.set('id', checklist.id);
    form.set('version', String(checklist.version));
    form.set('step', String(step));
    form.set('done', String(done));
    setSaving({ step, done });
    setError(undefined);
    startTransition(async () => {
      const answer = await tick({ status: 'idle' }, form).catch(() => null);
      if (answer?.status === 'success') {
        router.refresh();
        return;
      }
      setSaving(null);
      setError(answer?.status === 'error' ? (answer.formError ?? FAILED) : FAILED);
    });
  }

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100" aria-label={`${checklist.kind === 'onboarding' ? 'Onboarding' : 'Offboarding'} steps`}>
        {checklist.steps.map((step, index) => {
          const id = `${checklist.id}-step-${index}`;
          return (
            <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <label htmlFor={id} className="flex items-center gap-3 text-sm text-slate-900">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 rounded border-slate-400 text-indigo-700 disabled:opacity-60"
                  checked={saving?.step === index ? saving.done : step.doneAt !== null}
                  disabled={!tick || saving !== null}
                  onChange={(event) => toggle(index, event.target.checked)}
                />
                {step.title}
              </label>
              <span className="text-xs text-slate-600">
                {step.doneAt ? `Done by ${step.doneByName ?? 'someone'} · ${checklistMoment(step.doneAt)}` : 'To do'}
              </span>
            </li>
          );
        })}
      </ul>
      <FormError message={error} />
    </div>
  );
}
