'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { riskEditSchema, riskFromLibrarySchema, type Risk, type RiskMemberChoice } from '@/lib/schemas/risks/records';
import { riskFormSchema, type RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { RiskFields } from './risk-fields';

export type LibraryChoice = { id: string; title: string; rating: string };

/** Add from library: one of the common risks, added with its suggested ratings, treatment and controls. */
export function LibraryRiskForm({
  action,
  library,
  onCancel,
}: {
  action: FormAction<Risk>;
  library: readonly LibraryChoice[];
  onCancel: () => void;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(riskFromLibrarySchema),
    onCreated: (risk) => router.push(`/manage/risks/${risk.id}`),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectField
        label="Common risk"
        name="libraryId"
        placeholder="Choose a risk"
        options={library.map((risk) => ({ value: risk.id, label: `${risk.title} (${risk.rating})` }))}
        error={errors.libraryId}
        hint="Its ratings, treatment and controls are a starting point: adjust them on the risk's page."
      />
      <FormError message={formError} />
      <FormActions label="Add risk" pendingLabel="Adding…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

type FormProps = { action: FormAction<Risk>; owners: readonly RiskMemberChoice[]; labels: RiskScaleLabels };

/** Add a blank risk: every field, checked in the browser with the server's schema first. */
export function AddRiskForm({
  action,
  owners,
  labels,
  onCancel,
  defaultOwner,
  defaultReview,
}: FormProps & { onCancel: () => void; defaultOwner: string; defaultReview: string }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(riskFormSchema),
    onCreated: (risk) => router.push(`/manage/risks/${risk.id}`),
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RiskFields owners={owners} labels={labels} errors={errors} defaultOwner={defaultOwner} defaultReview={defaultReview} />
      <FormError message={formError} />
      <FormActions label="Add risk" pendingLabel="Adding…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

/** The risk's page form: every field with the version the page read. */
export function EditRiskForm({ risk, action, owners, labels }: FormProps & { risk: Risk }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(riskEditSchema),
    onCreated: () => undefined,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Edit risk">
      <RecordVersionInputs item={risk} />
      <RiskFields key={risk.version} risk={risk} owners={owners} labels={labels} errors={errors} />
      <FormError message={formError ?? errors.version} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save risk'}
        </Button>
      </div>
    </form>
  );
}
