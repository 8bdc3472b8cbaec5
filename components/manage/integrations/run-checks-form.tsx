'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';

// The provider is the card's own; the server checks it again.
const noFieldsToCheck = () => null;

/** Run checks now: the provider's checks run on the spot; the results below are then read again. */
export function RunChecksForm({ provider, name, action }: { provider: string; name: string; action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: noFieldsToCheck, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Run ${name} checks`} className="space-y-2">
      <input type="hidden" name="provider" value={provider} />
      <Button type="submit" variant="secondary" className="px-3 py-1.5 text-xs" disabled={pending}>
        {pending ? 'Running checks…' : 'Run checks now'}
      </Button>
      <FormError message={formError ?? errors.provider} />
    </form>
  );
}
