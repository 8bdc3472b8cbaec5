'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type ChangeEvent } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { LICENSED_REQUIREMENTS_HEADER, type LicensedFramework } from '@/lib/catalog/licensed-frameworks';
import { customFrameworkHref } from '@/lib/domain/custom-frameworks/rules';
import { LICENSED_REQUIREMENTS_MAX_CHARS, licensedImportSchema } from '@/lib/schemas/custom-frameworks/licensed';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(licensedImportSchema);

/** What the organization has imported for the framework, or null. */
export type ImportedList = { id: string; requirementCount: number };

/**
 * A licensed framework on Add Framework (HITRUST CSF): it says the framework is licensed, how many requirements the
 * organization imported, and (members and admins) imports its licensed list from a CSV file: requirement id, title,
 * optional group, optional library controls. The file's text is shown in the box to check before importing.
 */
export function LicensedImportCard({
  framework,
  imported,
  canEdit,
  action,
}: {
  framework: LicensedFramework;
  imported: ImportedList | null;
  canEdit: boolean;
  action: FormAction<{ id: string }>;
}) {
  const router = useRouter();
  const fileId = useId();
  const headingId = `licensed-${framework.id}`;
  const [requirements, setRequirements] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > LICENSED_REQUIREMENTS_MAX_CHARS) {
      setFileError(`${file.name} is larger than 600 KB: import the requirements your assessment covers.`);
      return;
    }
    setFileError(null);
    setRequirements(await file.text());
  }

  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-lg border border-amber-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {framework.name}
        </h3>
        <Badge tone="warning">Licensed</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {framework.licence} Import your organization&apos;s licensed requirement list to track it against your controls.
      </p>
      <p className="mt-2 text-sm font-medium text-slate-900">
        {imported ? (
          <Link href={customFrameworkHref(imported.id)} className="text-indigo-700 underline">
            {imported.requirementCount} imported {imported.requirementCount === 1 ? 'requirement' : 'requirements'}
          </Link>
        ) : (
          'No licensed list imported'
        )}
      </p>
      {canEdit && (
        <form noValidate onSubmit={onSubmit} aria-label={`Import ${framework.name} requirements`} className="mt-4 space-y-3">
          <input type="hidden" name="frameworkId" value={framework.id} />
          <div className="space-y-1">
            <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
              CSV file of your licensed requirements
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={readFile}
              className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-indigo-800"
            />
            {fileError && (
              <p role="alert" className="text-xs font-medium text-red-700">
                {fileError}
              </p>
            )}
          </div>
          <TextareaField
            label="Requirements"
            name="requirements"
            required
            rows={6}
            className="font-mono text-xs"
            value={requirements}
            onChange={(event) => setRequirements(event.target.value)}
            placeholder={`${LICENSED_REQUIREMENTS_HEADER}\n01.a,Access control policy,Access Control,AC-01`}
            hint="One requirement a line: its id, its title, then optionally its group and the library controls that meet it. A first line naming the columns is skipped. Importing replaces the list imported before."
            error={errors.requirements}
          />
          <FormError message={formError ?? errors.frameworkId} />
          <Button type="submit" disabled={pending}>
            {pending ? 'Importing…' : imported ? 'Replace Licensed List' : 'Import Licensed List'}
          </Button>
        </form>
      )}
    </section>
  );
}
