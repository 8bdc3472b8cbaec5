'use client';

import { SelectField, type Option } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { issuePriorityOptions } from '@/lib/domain/ccpa-issues/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { issueBulkAssignSchema, issueBulkPrioritySchema, type IssueBulkResult } from '@/lib/schemas/ccpa-issues/records';

const validateAssign = formValidator(issueBulkAssignSchema, ['ids']);
const validatePriority = formValidator(issueBulkPrioritySchema, ['ids']);

type Selected = readonly { id: string; reference: string }[];

function SelectedIssues({ issues }: { issues: Selected }) {
  return (
    <>
      {issues.map((issue) => (
        <input key={issue.id} type="hidden" name="ids" value={issue.id} />
      ))}
      <p className="text-sm text-slate-700">
        {issues.length === 1 ? '1 selected issue' : `${issues.length} selected issues`}: {issues.map((issue) => issue.reference).join(', ')}
      </p>
    </>
  );
}

/** Bulk Assignment: one member of the team (or nobody) for every selected issue. */
export function BulkAssignForm({
  issues,
  members,
  defaultMemberId,
  action,
  onDone,
  onCancel,
}: {
  issues: Selected;
  members: readonly Option[];
  defaultMemberId: string;
  action: FormAction<IssueBulkResult>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validateAssign, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectedIssues issues={issues} />
      <SelectField
        label="Assign to"
        name="assigneeMemberId"
        placeholder="Unassigned"
        options={members}
        defaultValue={defaultMemberId}
        error={errors.assigneeMemberId}
      />
      <FormError message={formError ?? errors.ids} />
      <FormActions label="Assign Issues" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}

/** Priority Update: one priority for every selected issue. */
export function BulkPriorityForm({
  issues,
  action,
  onDone,
  onCancel,
}: {
  issues: Selected;
  action: FormAction<IssueBulkResult>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validatePriority, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectedIssues issues={issues} />
      <SelectField
        label="New priority"
        name="priority"
        required
        placeholder="Select a priority"
        options={issuePriorityOptions}
        defaultValue=""
        error={errors.priority}
      />
      <FormError message={formError ?? errors.ids} />
      <FormActions label="Update Priority" pendingLabel="Saving…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
