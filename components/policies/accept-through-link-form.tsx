'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/schemas/form-state';
import type { AcceptedPolicy } from '@/lib/schemas/policies/acceptance';

/**
 * The public acceptance page's one button; the thank-you replaces it once the acceptance is recorded, with the way
 * `back` to the link's other policies.
 */
export function AcceptThroughLinkForm({ accept, back }: { accept: () => Promise<FormState<AcceptedPolicy>>; back: string }) {
  const [state, dispatch, pending] = useActionState<FormState<AcceptedPolicy>>(accept, { status: 'idle' });
  if (state.status === 'success') {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {state.message}
        </p>
        <Link href={back} className="text-sm">
          Back to your policies to accept
        </Link>
      </div>
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
