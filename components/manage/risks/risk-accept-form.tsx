'use client';

import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { riskAcceptanceSchema, type Risk, type RiskMemberChoice } from '@/lib/schemas/risks/records';

/** Accept the risk as it stands: the approving admin and the expiry, at most a year from today. */
export function RiskAcceptForm({
  risk,
  admins,
  today,
  latestExpiry,
  action,
}: {
  risk: Risk;
  admins: readonly RiskMemberChoice[];
  today: string;
  latestExpiry: string;
  action: FormAction<Risk>;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(riskAcceptanceSchema),
    onCreated: () => undefined,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Accept risk">
      <RecordVersionInputs item={risk} />
      <SelectField
        label="Approver"
        name="approverId"
        placeholder="Choose an admin"
        options={admins.map((admin) => ({ value: admin.id, label: admin.name }))}
        defaultValue={risk.acceptanceApproverId ?? ''}
        error={errors.approverId}
      />
      <TextField
        label="Acceptance expires on"
        name="expiresOn"
        type="date"
        min={today}
        max={latestExpiry}
        defaultValue={risk.acceptanceExpiresOn ?? latestExpiry}
        hint={`At most one year: ${latestExpiry} at the latest. When it expires, the owner gets a task to decide again.`}
        error={errors.expiresOn}
      />
      <FormError message={formError ?? errors.version} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Accepting…' : 'Accept risk'}
        </Button>
      </div>
    </form>
  );
}
