'use client';

import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { requestFindingStepLabels } from '@/lib/domain/audit-requests/finding-rules';
import { findingKindLabels } from '@/lib/domain/isms/rules';
import {
  requestFindingPlanSchema,
  requestFindingRaiseSchema,
  requestFindingStepSchema,
  type RequestFinding,
  type RequestFindingStep,
} from '@/lib/schemas/audit-requests/findings';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { findingKinds } from '@/lib/schemas/isms/records';
import { useRequestForm } from './use-request-form';

type Choice = { id: string; name: string };

/** Raises a finding on one of the audit's requests: its title, severity and description. */
export function RaiseFindingForm<T>({ requests, action }: { requests: readonly AuditRequest[]; action: FormAction<T> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestFindingRaiseSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Raise a finding">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Request"
          name="requestId"
          required
          placeholder="Choose a request"
          options={requests.map((request) => ({ value: request.id, label: `${request.reference} ${request.text.slice(0, 60)}` }))}
          error={errors.requestId}
        />
        <SelectField
          label="Severity"
          name="severity"
          required
          placeholder="Choose the severity"
          options={findingKinds.map((kind) => ({ value: kind, label: findingKindLabels[kind] }))}
          error={errors.severity}
        />
      </div>
      <TextField label="Title" name="title" required maxLength={200} error={errors.title} />
      <TextareaField label="Description" name="description" rows={3} required maxLength={4000} error={errors.description} />
      <FormError message={formError} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Raising…' : 'Raise finding'}
      </Button>
    </form>
  );
}

/** The team's remedy of a finding: its owner, due date and corrective action. */
export function PlanFindingForm<T>({ finding, team, action }: { finding: RequestFinding; team: readonly Choice[]; action: FormAction<T> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestFindingPlanSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={`Corrective action of ${finding.title}`}>
      <RecordVersionInputs item={finding} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Owner"
          name="ownerMemberId"
          required
          defaultValue={finding.ownerMemberId ?? ''}
          placeholder="Choose an owner"
          options={team.map((member) => ({ value: member.id, label: member.name }))}
          error={errors.ownerMemberId}
        />
        <TextField label="Due date" name="dueOn" type="date" required defaultValue={finding.dueOn ?? ''} error={errors.dueOn} />
      </div>
      <TextareaField
        label="Corrective action"
        name="correctiveAction"
        rows={2}
        required
        maxLength={4000}
        defaultValue={finding.correctiveAction}
        error={errors.correctiveAction}
      />
      <FormError message={formError ?? errors.id ?? errors.version} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : requestFindingStepLabels.plan}
      </Button>
    </form>
  );
}

/** One step of a finding: mark the action done, close or reopen. */
export function FindingStepForm<T>({
  finding,
  step,
  action,
}: {
  finding: RequestFinding;
  step: RequestFindingStep;
  action: FormAction<T>;
}) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestFindingStepSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="inline-block" aria-label={`${requestFindingStepLabels[step]} ${finding.title}`}>
      <RecordVersionInputs item={finding} />
      <input type="hidden" name="step" value={step} />
      <Button type="submit" variant={step === 'reopen' ? 'secondary' : 'primary'} disabled={pending}>
        {requestFindingStepLabels[step]}
      </Button>
      <FormError message={formError ?? errors.id ?? errors.version ?? errors.step} />
    </form>
  );
}
