'use client';

import { useActionState, type ReactNode } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/schemas/form-state';

type Action = (state: FormState<never>, formData: FormData) => Promise<FormState<never>>;

/**
 * A small form around one server action that redirects when it succeeds (accept an invitation, found an
 * organization); a refusal stays on the page as a message.
 */
export function AccountActionForm({
  action,
  submitLabel,
  pendingLabel,
  children,
}: {
  action: Action;
  submitLabel: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  const [state, dispatch, pending] = useActionState(action, { status: 'idle' });
  const error = state.status === 'error' ? (state.formError ?? Object.values(state.fieldErrors)[0] ?? null) : null;
  return (
    <form action={dispatch} className="space-y-4">
      {children}
      <FormAlert message={error} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
