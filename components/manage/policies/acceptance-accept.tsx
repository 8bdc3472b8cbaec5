'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import type { FormAction, FormState } from '@/lib/schemas/form-state';
import type { AcceptedPolicy } from '@/lib/schemas/policies/acceptance';

/** "Accept this policy" for the signed-in member: a confirmation naming the version, then the acceptance. */
export function AcceptanceAccept({
  policyId,
  policyName,
  versionLabel,
  accept,
}: {
  policyId: string;
  policyName: string;
  versionLabel: string;
  accept: FormAction<AcceptedPolicy>;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [state, dispatch, pending] = useActionState<FormState<AcceptedPolicy>, FormData>(accept, { status: 'idle' });
  useEffect(() => {
    if (state.status === 'success') router.refresh();
  }, [state, router]);

  if (state.status === 'success') {
    return (
      <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {state.message}
      </p>
    );
  }
  if (!confirming) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">You have not accepted {versionLabel} of this policy yet.</p>
        <Button type="button" onClick={() => setConfirming(true)}>
          Accept this policy
        </Button>
      </div>
    );
  }
  return (
    <form action={dispatch} className="space-y-3 rounded-md border border-indigo-200 bg-indigo-50 p-4">
      <input type="hidden" name="id" value={policyId} />
      <p className="text-sm text-slate-800">
        You confirm that you have read {policyName} {versionLabel} and accept it.
      </p>
      <FormError message={state.status === 'error' ? state.formError : undefined} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Recording…' : `Accept ${versionLabel}`}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
