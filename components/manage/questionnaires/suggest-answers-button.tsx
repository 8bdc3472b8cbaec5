'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';
import type { QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';

/** Get suggestions: runs the answer engine over every question not yet approved. */
export function SuggestAnswersButton({
  id,
  version,
  again,
  action,
}: {
  id: string;
  version: number;
  again: boolean;
  action: FormAction<QuestionnaireRecord>;
}) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: () => null, onCreated: () => router.refresh() });
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Finding answers…' : again ? 'Suggest again' : 'Get suggestions'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
