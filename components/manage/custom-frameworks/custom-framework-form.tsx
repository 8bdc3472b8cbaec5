'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type ChangeEvent } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { customFrameworkHref } from '@/lib/domain/custom-frameworks/rules';
import { CUSTOM_REQUIREMENTS_HEADER } from '@/lib/domain/custom-frameworks/requirements';
import { CUSTOM_REQUIREMENTS_MAX_CHARS, customFrameworkFormSchema } from '@/lib/schemas/custom-frameworks/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(customFrameworkFormSchema);

/** The largest CSV file read into the box: its text must fit the requirements' limit. */
const MAX_IMPORT_BYTES = CUSTOM_REQUIREMENTS_MAX_CHARS;

const example = `${CUSTOM_REQUIREMENTS_HEADER}\nSEC-1,Staff complete security training each year,HR-03\nSEC-2,Production access is reviewed every quarter,"AC-03; AC-05"`;

export type CustomFrameworkValues = { id?: string; version?: number; name: string; description: string; requirements: string };

/**
 * A custom framework's form: name, description and its requirements as CSV lines (identifier, title, the library
 * controls that meet it), typed or read from an imported CSV file into the same box, where they can be checked
 * before saving. Once saved, the framework's page opens.
 */
export function CustomFrameworkForm({ values, action }: { values: CustomFrameworkValues; action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const importId = useId();
  const [requirements, setRequirements] = useState(values.requirements);
  const [importError, setImportError] = useState<string | null>(null);
  const editing = values.id !== undefined;
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: ({ id }) => router.push(customFrameworkHref(id)),
  });

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      setImportError(`${file.name} is larger than 200 KB: split it into smaller lists.`);
      return;
    }
    setImportError(null);
    setRequirements(await file.text());
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? `Edit ${values.name}` : 'Create custom framework'}
      className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      {editing && (
        <>
          <input type="hidden" name="id" value={values.id} />
          <input type="hidden" name="version" value={values.version} />
        </>
      )}
      <TextField label="Framework name" name="name" required maxLength={80} defaultValue={values.name} error={errors.name} />
      <TextareaField
        label="Description"
        name="description"
        optional
        rows={2}
        maxLength={500}
        defaultValue={values.description}
        error={errors.description}
      />
      <TextareaField
        label="Requirements"
        name="requirements"
        required
        rows={12}
        className="font-mono text-xs"
        value={requirements}
        onChange={(event) => setRequirements(event.target.value)}
        placeholder={example}
        hint="One requirement a line: its identifier, its title, then the controls that meet it (space- or semicolon-separated; quote the cell when it has commas). A first line naming the columns is skipped."
        error={errors.requirements}
      />
      <div className="space-y-1">
        <label htmlFor={importId} className="text-sm font-medium text-slate-800">
          Import a CSV file
        </label>
        <input
          id={importId}
          type="file"
          accept=".csv,text/csv"
          onChange={importFile}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-800"
        />
        <p className="text-xs text-slate-600">Its lines replace the box above, to check before saving.</p>
        {importError && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {importError}
          </p>
        )}
      </div>
      <FormError message={formError ?? errors.id ?? errors.version} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save Changes' : 'Create Framework'}
        </Button>
      </div>
    </form>
  );
}
