'use client';

import { useState, useTransition } from 'react';
import { useToast } from '@/components/ui/toast';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';
import type { FieldErrors, FormState } from '@/lib/schemas/form-state';

const failed = 'The request could not be completed. Check your connection and try again.';

/** Posts an object to a server action: its field and form messages, a toast on success, and whether it waits. */
export function useObjectAction<T>(action: (input: unknown) => Promise<FormState<T>>, onDone: (record: T) => void) {
  const notify = useToast();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const run = (input: unknown) =>
    startTransition(async () => {
      let state: FormState<T>;
      try {
        state = await action(input);
      } catch (error) {
        state = { status: 'error', fieldErrors: {}, formError: failedWriteMessage(error, failed) };
      }
      if (state.status === 'success') {
        setErrors({});
        setFormError(undefined);
        notify(state.message, 'success');
        onDone(state.record);
      } else if (state.status === 'error') {
        setErrors(state.fieldErrors);
        setFormError(state.formError ?? Object.values(state.fieldErrors).find(Boolean) ?? failed);
      }
    });
  return { run, pending, errors, formError };
}
