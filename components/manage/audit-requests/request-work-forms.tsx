'use client';

import Link from 'next/link';
import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { requestAssignSchema, requestControlsSchema, requestEvidenceSchema, type AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { useRequestForm } from './use-request-form';

type Choice = { id: string; name: string };

/** The request's owner (a member of the team, or nobody) and due date. */
export function AssignRequestForm<T>({ request, team, action }: { request: AuditRequest; team: readonly Choice[]; action: FormAction<T> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestAssignSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Owner and due date">
      <RecordVersionInputs item={request} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Owner"
          name="ownerMemberId"
          defaultValue={request.ownerMemberId ?? ''}
          placeholder="Nobody"
          options={team.map((member) => ({ value: member.id, label: member.name }))}
          error={errors.ownerMemberId}
        />
        <TextField label="Due date" name="dueOn" type="date" optional defaultValue={request.dueOn ?? ''} error={errors.dueOn} />
      </div>
      <FormError message={formError ?? errors.id ?? errors.version} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save owner and due date'}
      </Button>
    </form>
  );
}

/** The controls the request is about: the library's suggestions and those confirmed, ticked by a person. */
export function RequestControlsForm<T>({
  request,
  suggestions,
  action,
}: {
  request: AuditRequest;
  suggestions: readonly Choice[];
  action: FormAction<T>;
}) {
  const { formError, pending, onSubmit } = useRequestForm(action, requestControlsSchema, ['controlIds']);
  const shown = [
    ...request.controlIds.filter((id) => !suggestions.some((control) => control.id === id)).map((id) => ({ id, name: '' })),
    ...suggestions,
  ];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Controls">
      <RecordVersionInputs item={request} />
      {shown.length === 0 ? <p className="text-sm text-slate-600">No control of the library matches this request&apos;s words.</p> : null}
      <fieldset className="space-y-2">
        <legend className="sr-only">Controls</legend>
        {shown.map((control) => (
          <CheckboxField
            key={control.id}
            name="controlIds"
            value={control.id}
            defaultChecked={request.controlIds.includes(control.id)}
            label={`${control.id}${control.name ? ` ${control.name}` : ''}`}
          />
        ))}
      </fieldset>
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending || shown.length === 0}>
        {pending ? 'Saving…' : 'Confirm controls'}
      </Button>
    </form>
  );
}

/** The evidence that answers the request, ticked from the library; a new file is uploaded in Evidence first. */
export function RequestEvidenceForm<T>({
  request,
  library,
  action,
}: {
  request: AuditRequest;
  library: readonly Choice[];
  action: FormAction<T>;
}) {
  const { formError, pending, onSubmit } = useRequestForm(action, requestEvidenceSchema, ['evidenceIds']);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Evidence">
      <RecordVersionInputs item={request} />
      {library.length === 0 ? <p className="text-sm text-slate-600">The evidence library is empty.</p> : null}
      <fieldset className="max-h-64 space-y-2 overflow-y-auto">
        <legend className="sr-only">Evidence of the library</legend>
        {library.map((item) => (
          <CheckboxField
            key={item.id}
            name="evidenceIds"
            value={item.id}
            defaultChecked={request.evidence.some((chosen) => chosen.id === item.id)}
            label={item.name}
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">
        A new file?{' '}
        <Link href="/manage/evidence" className="text-indigo-700 hover:underline">
          Upload it in Evidence
        </Link>
        , then tick it here.
      </p>
      <FormError message={formError} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save evidence'}
      </Button>
    </form>
  );
}
