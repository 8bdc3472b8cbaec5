'use client';

import { useState, type ChangeEvent } from 'react';
import { TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { PEOPLE_CSV_HEADER } from '@/lib/domain/people/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { peopleImportSchema, type PeopleImportReport } from '@/lib/schemas/people/records';
import { ImportReport } from './import-report';

const header = PEOPLE_CSV_HEADER.join(',');

/**
 * Import CSV: a file chosen (its text is placed in the box) or lines pasted. After the import the form gives way
 * to the report: how many people were added and each refused line with why.
 */
export function ImportPeopleForm({ action, onClose }: { action: FormAction<PeopleImportReport>; onClose: () => void }) {
  const [text, setText] = useState('');
  const [report, setReport] = useState<PeopleImportReport | null>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(peopleImportSchema),
    onCreated: setReport,
  });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  if (report) return <ImportReport report={report} onClose={onClose} />;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700">
        The first line names the columns: <code className="rounded bg-slate-100 px-1 text-xs">{header}</code>. Dates are YYYY-MM-DD;
        department, manager email and end date may be empty. At most 5,000 people per file. People already listed (by email) are not
        changed: their lines are refused.
      </p>
      <div className="space-y-1">
        <label htmlFor="people-csv-file" className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id="people-csv-file"
          type="file"
          accept=".csv,text/csv"
          onChange={readFile}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
        />
      </div>
      <TextareaField
        label="CSV lines"
        name="csv"
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={`${header}\nAda Lovelace,ada@example.com,Engineering,,2024-01-15,`}
        hint="Choose a file above, or paste its lines here."
        error={errors.csv}
        className="font-mono text-xs"
      />
      <FormError message={formError} />
      <FormActions label="Import" pendingLabel="Importing…" pending={pending} onCancel={onClose} />
    </form>
  );
}
