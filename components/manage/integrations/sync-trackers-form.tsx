'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';

const noFieldsToCheck = () => null;

/** Sync now: the same sync the schedule makes after the check runs; the issues shown are then read again. */
export function SyncTrackersForm({ name, action }: { name: string; action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noFieldsToCheck, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Sync ${name}`} className="space-y-2">
      <Button type="submit" variant="secondary" className="px-3 py-1.5 text-xs" disabled={pending}>
        {pending ? 'Syncing…' : 'Sync now'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
