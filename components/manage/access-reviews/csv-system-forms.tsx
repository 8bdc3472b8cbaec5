'use client';

import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { ACCOUNTS_CSV_HEADER } from '@/lib/domain/access-reviews/csv';
import { csvRelistSchema, csvSystemSchema } from '@/lib/schemas/access-reviews/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import type { TeamChoice } from './new-campaign-form';

/** A CSV file chosen (its text placed in the box) or its lines pasted. */
function CsvField({ error, id }: { error?: string; id: string }) {
  const [text, setText] = useState('');
  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input id={id} type="file" accept=".csv,text/csv" onChange={readFile} className="block w-full text-sm text-slate-700" />
      </div>
      <TextareaField
        label="CSV lines"
        name="csv"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={`${ACCOUNTS_CSV_HEADER}\nada@example.com,Ada Lovelace,Analyst,no,2026-11-01`}
        hint="The first line names the columns; only email is required. Admin is yes or no, last activity YYYY-MM-DD. At most 5,000 accounts."
        error={error}
        className="font-mono text-xs"
      />
    </>
  );
}

/** Add a system reviewed from a CSV file: its name, reviewer, owner and account list. */
export function AddCsvSystemForm<T>({
  campaignId,
  team,
  action,
  onClose,
}: {
  campaignId: string;
  team: readonly TeamChoice[];
  action: FormAction<T>;
  onClose: () => void;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(csvSystemSchema),
    onCreated: () => (onClose(), router.refresh()),
  });
  const choices = team.map((choice) => ({ value: choice.id, label: choice.name }));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="campaignId" value={campaignId} />
      <TextField label="System name" name="name" required error={errors.name} />
      <SelectField label="Reviewer" name="reviewerMemberId" options={choices} error={errors.reviewerMemberId} />
      <SelectField label="Owner" name="ownerMemberId" options={choices} error={errors.ownerMemberId} hint="Carries out its revokes." />
      <CsvField id="csv-system-file" error={errors.csv} />
      <FormError message={formError} />
      <FormActions label="Add system" pendingLabel="Adding…" pending={pending} onCancel={onClose} />
    </form>
  );
}

/** Upload a CSV system's list again: revoked accounts no longer in it are verified, those still in it flagged. */
export function RelistCsvForm<T>({ systemId, action, onClose }: { systemId: string; action: FormAction<T>; onClose: () => void }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(csvRelistSchema),
    onCreated: () => (onClose(), router.refresh()),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="systemId" value={systemId} />
      <CsvField id={`relist-${systemId}`} error={errors.csv} />
      <FormError message={formError} />
      <FormActions label="Verify revokes" pendingLabel="Reading…" pending={pending} onCancel={onClose} />
    </form>
  );
}
