'use client';

import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { vendorCreateSchema, vendorEditSchema, vendorFormArrays, type Vendor } from '@/lib/schemas/vendors/records';
import { VendorFields, type TeamChoice } from './vendor-fields';

type Common = { action: FormAction<Vendor>; team: readonly TeamChoice[]; onDone: (vendor: Vendor) => void; onCancel: () => void };

/** Add vendor: the fields, checked in the browser with the server's schema first. */
export function AddVendorForm({ action, team, onDone, onCancel }: Common) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(vendorCreateSchema, vendorFormArrays),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <VendorFields team={team} errors={errors} />
      <FormError message={formError} />
      <FormActions label="Add vendor" pendingLabel="Adding…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

/** Edit vendor, with the version the page read. */
export function EditVendorForm({ vendor, action, team, onDone, onCancel }: Common & { vendor: Vendor }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(vendorEditSchema, vendorFormArrays),
    onCreated: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={vendor} />
      <VendorFields vendor={vendor} team={team} errors={errors} />
      <FormError message={formError ?? errors.version} />
      <FormActions label="Save changes" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
