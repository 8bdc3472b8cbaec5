'use client';

import { Button } from '@/components/ui/button';
import { SelectField, type Option } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { issuePriorityOptions } from '@/lib/domain/ccpa-issues';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { issueBulkAssignSchema, issueBulkPrioritySchema, type IssueBulkResult } from '@/lib/schemas/issue';

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

function Actions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : label}
      </Button>
    </div>
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
      <SelectField label="Assign to" name="assigneeMemberId" placeholder="Unassigned" options={members} defaultValue={defaultMemberId} error={errors.assigneeMemberId} />
      <FormError message={formError ?? errors.ids} />
      <Actions pending={pending} label="Assign Issues" onCancel={onCancel} />
    </form>
  );
}

/** Priority Update: one priority for every selected issue. */
export function BulkPriorityForm({ issues, action, onDone, onCancel }: { issues: Selected; action: FormAction<IssueBulkResult>; onDone: () => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: validatePriority, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <SelectedIssues issues={issues} />
      <SelectField label="New priority" name="priority" required placeholder="Select a priority" options={issuePriorityOptions} defaultValue="" error={errors.priority} />
      <FormError message={formError ?? errors.ids} />
      <Actions pending={pending} label="Update Priority" onCancel={onCancel} />
    </form>
  );
}
