'use client';

import { FormError } from '@/components/manage/records/form-error';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { decisionsOf, type RequestDecisionKind } from '@/lib/domain/audit-requests/rules';
import { requestCommentSchema, requestDecisionSchema, type AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { useRequestForm } from './use-request-form';

const wording: Record<RequestDecisionKind, { label: string; button: string; variant: 'primary' | 'secondary' | 'danger' }> = {
  submit: { label: 'Comment for the auditor', button: 'Submit request', variant: 'primary' },
  accept: { label: 'Acceptance comment', button: 'Accept request', variant: 'primary' },
  return: { label: 'What is missing', button: 'Return request', variant: 'danger' },
};

function DecisionForm<T>({ request, decision, action }: { request: AuditRequest; decision: RequestDecisionKind; action: FormAction<T> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestDecisionSchema);
  const words = wording[decision];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2" aria-label={words.button}>
      <RecordVersionInputs item={request} />
      <input type="hidden" name="decision" value={decision} />
      <TextareaField label={words.label} name="comment" rows={2} maxLength={4000} optional={decision !== 'return'} error={errors.comment} />
      <FormError message={formError ?? errors.id ?? errors.version} />
      <Button type="submit" variant={words.variant} disabled={pending}>
        {words.button}
      </Button>
    </form>
  );
}

/** The decisions the request's status offers: submit an open or returned one; accept or return a submitted one. */
export function RequestDecisionForms<T>({
  request,
  action,
  offered = ['submit', 'accept', 'return'],
}: {
  request: AuditRequest;
  action: FormAction<T>;
  /** The decisions this person takes (the auditor accepts and returns; the team submits too). */
  offered?: readonly RequestDecisionKind[];
}) {
  const decisions = decisionsOf(request.status).filter((decision) => offered.includes(decision));
  if (request.status === 'accepted') return <p className="text-sm text-slate-600">This request is accepted.</p>;
  if (decisions.length === 0) return <p className="text-sm text-slate-600">This request waits on the organization.</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {decisions.map((decision) => (
        <DecisionForm key={decision} request={request} decision={decision} action={action} />
      ))}
    </div>
  );
}

/** A comment in the request's thread. */
export function RequestCommentForm<T>({ requestId, action }: { requestId: string; action: FormAction<T> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestCommentSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2" aria-label="Comment">
      <input type="hidden" name="id" value={requestId} />
      <TextareaField label="Comment" name="body" rows={2} required maxLength={4000} error={errors.body} />
      <FormError message={formError ?? errors.id} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Adding…' : 'Add comment'}
      </Button>
    </form>
  );
}
