'use client';

import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { itemCommentSchema, MAX_ITEM_COMMENT } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { FormAction } from '@/lib/schemas/form-state';
import { useRequestForm } from './use-request-form';

/** A comment in the thread of one evidence item of a request. */
export function ItemCommentForm<T>({
  requestId,
  evidenceId,
  name,
  action,
}: {
  requestId: string;
  evidenceId: string;
  name: string;
  action: FormAction<T>;
}) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, itemCommentSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2" aria-label={`Discuss ${name}`}>
      <input type="hidden" name="id" value={requestId} />
      <input type="hidden" name="evidenceId" value={evidenceId} />
      <TextareaField label="Message on this item" name="body" rows={2} required maxLength={MAX_ITEM_COMMENT} error={errors.body} />
      <FormError message={formError ?? errors.id ?? errors.evidenceId} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Posting…' : 'Post on this item'}
      </Button>
    </form>
  );
}
