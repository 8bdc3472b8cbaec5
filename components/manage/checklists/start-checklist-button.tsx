'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { checklistKindLabels, type Checklist, type ChecklistKind } from '@/lib/schemas/checklists/records';
import type { FormAction, FormState } from '@/lib/schemas/form-state';

/** Start onboarding or Start offboarding, for a person who has no checklist of the kind yet. */
export function StartChecklistButton({ personId, kind, start }: { personId: string; kind: ChecklistKind; start: FormAction<Checklist> }) {
  const router = useRouter();
  const [state, dispatch, pending] = useActionState<FormState<Checklist>, FormData>(start, { status: 'idle' });
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);
  return (
    <form action={dispatch} className="space-y-2">
      <input type="hidden" name="personId" value={personId} />
      <input type="hidden" name="kind" value={kind} />
      <Button type="submit" variant="secondary" disabled={pending || state.status === 'success'}>
        {pending ? 'Starting…' : `Start ${checklistKindLabels[kind].toLowerCase()}`}
      </Button>
      <FormError message={state.status === 'error' ? state.formError : undefined} />
    </form>
  );
}
