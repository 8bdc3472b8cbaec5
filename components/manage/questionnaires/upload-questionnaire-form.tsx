'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { questionnaireUploadSchema, type QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';

/** Upload: the questionnaire's name, the customer and the file; then the sheet and columns are chosen. */
export function UploadQuestionnaireForm({ action }: { action: FormAction<QuestionnaireRecord> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(questionnaireUploadSchema),
    onCreated: (record) => router.push(`/manage/questionnaires/${record.id}/columns`),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-4" encType="multipart/form-data">
      <TextField label="Questionnaire name" name="name" required maxLength={200} error={errors.name} />
      <TextField label="Customer" name="customer" optional maxLength={200} error={errors.customer} />
      <TextField
        label="Questionnaire file"
        name="file"
        type="file"
        required
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        hint="An Excel workbook (.xlsx) or CSV, up to 10 MB."
        error={errors.file}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Reading the file…' : 'Upload questionnaire'}
      </Button>
    </form>
  );
}
