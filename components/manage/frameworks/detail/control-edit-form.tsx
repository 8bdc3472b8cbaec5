'use client';

import { useState } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { SelectField, TextareaField } from '@/components/ui/field';
import { controlStateOptions } from '@/lib/domain/frameworks/controls';
import type { ControlEditResult, DetailControl } from '@/lib/schemas/frameworks/control';
import { controlStateEditSchema, type ControlState } from '@/lib/schemas/frameworks/control-state';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(controlStateEditSchema);

/** A member of the team who may own a control. */
export type TeamOption = { id: string; name: string };

/**
 * Edit a control: state, the reason when it does not apply, owner and note. The version read with the screen goes
 * back with the form, so a change someone made meanwhile refuses this one with a reload message.
 */
export function ControlEditForm({
  control,
  team,
  action,
  onSaved,
  onCancel,
}: {
  control: DetailControl;
  team: readonly TeamOption[];
  action: FormAction<ControlEditResult>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [state, setState] = useState<ControlState>(control.state);
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onSaved });
  const owners = team.map((person) => ({ value: person.id, label: person.name }));
  const owner = control.ownerMemberId && team.some((person) => person.id === control.ownerMemberId) ? control.ownerMemberId : '';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="controlId" value={control.id} />
      <input type="hidden" name="version" value={control.version} />
      <SelectField
        label="State"
        name="state"
        value={state}
        onChange={(event) => setState(event.target.value as ControlState)}
        options={controlStateOptions}
        error={errors.state}
      />
      {state === 'not-applicable' && (
        <TextareaField
          label="Reason"
          name="reason"
          rows={2}
          defaultValue={control.reason}
          hint="Say why this control does not apply to your organization; auditors ask."
          error={errors.reason}
        />
      )}
      <SelectField
        label="Owner"
        name="ownerMemberId"
        defaultValue={owner}
        options={owners}
        placeholder="No owner"
        error={errors.ownerMemberId}
      />
      <TextareaField label="Note" name="note" optional rows={3} defaultValue={control.note} error={errors.note} />
      <FormError message={formError ?? errors.controlId ?? errors.version} />
      <FormActions label="Save Control" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
