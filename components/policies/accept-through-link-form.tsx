'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/schemas/form-state';
import type { AcceptedPolicy } from '@/lib/schemas/policies/acceptance';

/** The public acceptance page's one button; the thank-you replaces it once the acceptance is recorded. */
export function AcceptThroughLinkForm({ accept }: { accept: () => Promise<FormState<AcceptedPolicy>> }) {
  const [state, dispatch, pending] = useActionState<FormState<AcceptedPolicy>>(accept, { status: 'idle' });
  if (state.status === 'success') {
    return (
      <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
        {state.message}
      </p>
    );
  }
  return (
    <form action={dispatch} className="space-y-3">
      <FormAlert message={state.status === 'error' ? (state.formError ?? null) : null} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Recording…' : 'I have read and accept this policy'}
      </Button>
    </form>
  );
}
