'use client';

import { useState } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { SelectField, TextField } from '@/components/ui/field';
import { documentHasPeriod } from '@/lib/domain/vendors/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import {
  vendorDocumentFields,
  vendorDocumentKindLabels,
  vendorDocumentKinds,
  type VendorDocumentKind,
} from '@/lib/schemas/vendors/records';

/** Upload document: its kind, the period a SOC 2 report covers, its expiry and one file. */
export function VendorDocumentForm<T>({
  vendorId,
  action,
  onDone,
  onCancel,
}: {
  vendorId: string;
  action: FormAction<T>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [kind, setKind] = useState<VendorDocumentKind>('soc2');
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(vendorDocumentFields),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" encType="multipart/form-data">
      <input type="hidden" name="vendorId" value={vendorId} />
      <SelectField
        label="Kind of document"
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as VendorDocumentKind)}
        options={vendorDocumentKinds.map((value) => ({ value, label: vendorDocumentKindLabels[value] }))}
        error={errors.kind}
      />
      {documentHasPeriod(kind) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Period start" name="periodStart" type="date" required error={errors.periodStart} />
          <TextField label="Period end" name="periodEnd" type="date" required error={errors.periodEnd} />
        </div>
      )}
      <TextField
        label="Expiry date"
        name="expiresOn"
        type="date"
        optional
        hint="Marked expiring 30 days ahead, when it also becomes a task for the vendor's owner."
        error={errors.expiresOn}
      />
      <TextField label="File" name="files" type="file" required error={errors.files} />
      <FormError message={formError} />
      <FormActions label="Upload document" pendingLabel="Uploading…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
