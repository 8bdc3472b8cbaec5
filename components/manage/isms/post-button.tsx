'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';

/**
 * One button that posts a record's hidden fields (a step of its lifecycle, a deletion), with the refusal's message
 * beside it. `confirm` asks first, for what cannot be undone.
 */
export function PostButton<T>({
  label,
  pendingLabel,
  action,
  fields,
  confirm,
  variant = 'secondary',
}: {
  label: string;
  pendingLabel: string;
  action: FormAction<T>;
  fields: Record<string, string | number>;
  confirm?: string;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: () => null, onCreated: () => router.refresh() });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) return event.preventDefault();
        onSubmit(event);
      }}
      className="inline-flex flex-col gap-1"
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
