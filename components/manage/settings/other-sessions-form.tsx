'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from './types';

// Nothing to check in the browser: the form carries no fields, the session comes from the cookie.
const validate = () => null;

/** Sign out of other sessions: ends every session of this account except this browser's. */
export function OtherSessionsForm({ action }: { action: FormAction<{ ended: number }> }) {
  const { formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => {} });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Signing out…' : 'Sign out of other sessions'}
      </Button>
    </form>
  );
}
