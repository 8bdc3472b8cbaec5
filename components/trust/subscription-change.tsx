'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/schemas/form-state';

/** One button that confirms or ends a subscription; the answer replaces it. */
export function SubscriptionChange({ label, change }: { label: string; change: () => Promise<FormState<null>> }) {
  const [state, dispatch, pending] = useActionState<FormState<null>>(change, { status: 'idle' });
  if (state.status === 'success') return <FormAlert tone="success" message={state.message} />;
  return (
    <form action={dispatch} className="space-y-3">
      <FormAlert message={state.status === 'error' ? (state.formError ?? null) : null} />
      <Button type="submit" disabled={pending}>
        {label}
      </Button>
    </form>
  );
}
