'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import type { FormAction, FormState } from '@/lib/schemas/form-state';

const boxClass = 'h-4 w-4 rounded border-slate-300 text-indigo-600 focus:ring-indigo-500';

/**
 * Who accepts the policy once approved: Everyone, or chosen departments of the organization's people. A department
 * the scope names whose people have all left stays listed, so it can be taken out.
 */
export function AcceptanceScopeForm({
  policyId,
  version,
  scope,
  departments,
  save,
}: {
  policyId: string;
  version: number;
  scope: readonly string[];
  departments: readonly string[];
  save: FormAction<{ departments: string[] }>;
}) {
  const router = useRouter();
  const [everyone, setEveryone] = useState(scope.length === 0);
  const [state, dispatch, pending] = useActionState<FormState<{ departments: string[] }>, FormData>(save, { status: 'idle' });
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);
  const choices = [...new Set([...departments, ...scope])].sort((a, b) => a.localeCompare(b));

  return (
    <form action={dispatch} className="space-y-3" aria-label="Who accepts this policy">
      <input type="hidden" name="id" value={policyId} />
      <input type="hidden" name="version" value={version} />
      <fieldset>
        <legend className="mb-2 text-sm text-slate-700">Once approved, this policy is asked of:</legend>
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            name="everyone"
            value="on"
            checked={everyone}
            onChange={(event) => setEveryone(event.target.checked)}
            className={boxClass}
          />
          Everyone
        </label>
        {choices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nobody in People has a department yet, so the policy is asked of everyone.</p>
        ) : (
          <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {choices.map((department) => (
              <label key={department} className={`flex items-center gap-2 text-sm ${everyone ? 'text-slate-500' : 'text-slate-900'}`}>
                <input
                  type="checkbox"
                  name="departments"
                  value={department}
                  defaultChecked={scope.includes(department)}
                  disabled={everyone}
                  className={boxClass}
                />
                {department}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <FormError message={state.status === 'error' ? state.formError : undefined} />
      {state.status === 'success' ? (
        <p role="status" className="text-sm text-emerald-900">
          {state.message}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save who accepts'}
      </Button>
    </form>
  );
}
