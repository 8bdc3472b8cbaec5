'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import type { FieldErrors, FormAction, FormState } from '@/lib/schemas/form-state';
import { useToast } from '@/components/ui/toast';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';

const failed = 'The request could not be completed. Check your connection and try again.';

/**
 * Runs a record form: `validate` checks the fields in the browser first (the server checks them again), then
 * the server action answers field messages or the new record. On success the record is handed to `onCreated`
 * and a confirmation toast shows; a rejected request (network, body too large) becomes a form message.
 */
export function useRecordForm<T>({
  action,
  validate,
  onCreated,
  failureMessage = failed,
}: {
  action: FormAction<T>;
  validate: (formData: FormData) => FieldErrors | null;
  onCreated: (record: T) => void;
  failureMessage?: string;
}) {
  const notify = useToast();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  const [state, dispatch, pending] = useActionState<FormState<T>, FormData>(
    async (previous, formData) => {
      let next: FormState<T>;
      try {
        next = await action(previous, formData);
      } catch (error) {
        next = { status: 'error', fieldErrors: {}, formError: failedWriteMessage(error, failureMessage) };
      }
      if (next.status === 'success') {
        onCreated(next.record);
        notify(next.message, 'success');
      }
      return next;
    },
    { status: 'idle' },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const errors = validate(formData);
    setClientErrors(errors);
    if (errors) return;
    startTransition(() => dispatch(formData));
  }

  const errors: FieldErrors = clientErrors ?? (state.status === 'error' ? state.fieldErrors : {});
  const formError = clientErrors ? undefined : state.status === 'error' ? state.formError : undefined;
  return { errors, formError, pending, onSubmit };
}
