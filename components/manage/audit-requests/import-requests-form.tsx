'use client';

import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { requestImportSchema } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { useRequestForm } from './use-request-form';

/**
 * Import the auditor's list: the file, and the columns when the guess (a "Request" header, its "Ref" and "Due"
 * columns) is not right. Bad rows refuse the import, each named.
 */
export function ImportRequestsForm({ auditId, action }: { auditId: string; action: FormAction<{ auditId: string; count: number }> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestImportSchema);
  return (
    <form noValidate onSubmit={onSubmit} encType="multipart/form-data" className="space-y-3" aria-label="Import request list">
      <input type="hidden" name="auditId" value={auditId} />
      <TextField
        label="Request list file"
        name="file"
        type="file"
        required
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        hint="The auditor's list as an Excel workbook (.xlsx) or CSV, up to 10 MB and 1,000 requests."
        error={errors.file}
      />
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">Choose the columns (otherwise they are guessed from the headers)</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-4">
          <TextField
            label="Reference column"
            name="referenceColumn"
            optional
            maxLength={3}
            placeholder="A"
            error={errors.referenceColumn}
          />
          <TextField label="Request column" name="textColumn" optional maxLength={3} placeholder="C" error={errors.textColumn} />
          <TextField label="Due date column" name="dueColumn" optional maxLength={3} placeholder="D" error={errors.dueColumn} />
          <TextField label="Header row" name="headerRow" optional maxLength={2} placeholder="1" error={errors.headerRow} />
        </div>
      </details>
      <FormError message={formError ?? errors.auditId} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Reading the file…' : 'Import request list'}
      </Button>
    </form>
  );
}
