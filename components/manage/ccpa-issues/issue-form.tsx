'use client';

import { SelectField, TextField, TextareaField, type Option } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { issueCategoryOptions, issuePriorityOptions, issueStatusLabels, tagsText } from '@/lib/domain/ccpa-issues/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import {
  issueCreateSchema,
  issueEditSchema,
  issueStatusSchema,
  KEEP_ASSIGNEE,
  MAX_ISSUE_TAGS,
  type Issue,
} from '@/lib/schemas/ccpa-issues/records';

const validateCreate = formValidator(issueCreateSchema);
const validateEdit = formValidator(issueEditSchema);
const statusOptions = issueStatusSchema.options.map((status) => ({ value: status, label: issueStatusLabels[status] }));

/**
 * The New Issue form (no `issue`) or the Edit Issue form of `issue` (with its status, id and version). The
 * assignee is a member of the team or nobody; an assignee who is not among them (a name from before, a removed
 * member) stays as it is unless another is chosen.
 */
export function IssueForm({
  issue,
  members,
  action,
  onDone,
  onCancel,
}: {
  issue?: Issue;
  members: readonly Option[];
  action: FormAction<Issue>;
  onDone: (record: Issue) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: issue ? validateEdit : validateCreate,
    onCreated: onDone,
  });
  const listed = issue?.assigneeMemberId ? members.some((member) => member.value === issue.assigneeMemberId) : false;
  const keep = issue?.assignee && !listed ? [{ value: KEEP_ASSIGNEE, label: `${issue.assignee} (current)` }] : [];
  const assigneeValue = !issue ? '' : keep.length > 0 ? KEEP_ASSIGNEE : (issue.assigneeMemberId ?? '');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {issue ? (
        <>
          <input type="hidden" name="id" value={issue.id} />
          <input type="hidden" name="version" value={issue.version} />
        </>
      ) : null}
      <TextField label="Title" name="title" required maxLength={160} defaultValue={issue?.title} error={errors.title} />
      <TextareaField
        label="Description"
        name="description"
        required
        rows={3}
        maxLength={2000}
        defaultValue={issue?.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Priority"
          name="priority"
          required
          placeholder="Select a priority"
          options={issuePriorityOptions}
          defaultValue={issue?.priority ?? ''}
          error={errors.priority}
        />
        <SelectField
          label="Category"
          name="category"
          required
          placeholder="Select a category"
          options={issueCategoryOptions}
          defaultValue={issue?.category ?? ''}
          error={errors.category}
        />
      </div>
      <TextField
        label="Tags"
        name="tags"
        optional
        defaultValue={issue ? tagsText(issue.tags) : ''}
        hint={`Separate tags with commas; at most ${MAX_ISSUE_TAGS}.`}
        error={errors.tags}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Assignee"
          name="assigneeMemberId"
          placeholder="Unassigned"
          options={[...keep, ...members]}
          defaultValue={assigneeValue}
          error={errors.assigneeMemberId}
        />
        <TextField label="Due date" name="dueDate" type="date" required defaultValue={issue?.dueDate} error={errors.dueDate} />
      </div>
      {issue ? (
        <SelectField label="Status" name="status" required options={statusOptions} defaultValue={issue.status} error={errors.status} />
      ) : null}
      <FormError message={formError ?? errors.id ?? errors.version} />
      <FormActions
        label={issue ? 'Save Issue' : 'Create Issue'}
        pendingLabel={issue ? 'Saving…' : 'Creating…'}
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
