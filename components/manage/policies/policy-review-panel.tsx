'use client';

import { useRouter } from 'next/navigation';
import { TextareaField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/manage/records/section-card';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { formValidator } from '@/lib/schemas/form-state';
import { policyReturnSchema, type PolicyStepResult } from '@/lib/schemas/policies/records';
import { PolicyStepButton } from './policy-step-button';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

const validateReturn = formValidator(policyReturnSchema);

/**
 * The review of a policy under review, for administrators: Approve (its text becomes this version, its review
 * falls due after its review frequency) or Return with comments, which sends it back to Draft. The author of the
 * version sees why they may not approve it, or that their approval will be marked self-approved.
 */
export function PolicyReviewPanel({
  policyId,
  name,
  versionLabel,
  version,
  approve,
  returnPolicy,
  approval,
}: {
  policyId: string;
  name: string;
  versionLabel: string;
  version: number;
  approve: FormAction<PolicyStepResult>;
  returnPolicy: FormAction<PolicyStepResult>;
  approval: { allowed: true; self: boolean } | { allowed: false; message: string };
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action: returnPolicy,
    validate: validateReturn,
    onCreated: () => router.refresh(),
  });
  return (
    <div id="review" className="scroll-mt-24">
      <SectionCard title="Review">
        <div className="space-y-5">
          {approval.allowed ? (
            <div className="flex flex-wrap items-center gap-3">
              <PolicyStepButton
                label="Approve"
                title="Approve Policy"
                confirm={`Approve "${name}" ${versionLabel}? Its text is kept as ${versionLabel} with your name, and its next review falls due after its review frequency.${approval.self ? ' You wrote this version: your approval is marked self-approved.' : ''}`}
                confirmLabel="Approve"
                action={approve}
                policyId={policyId}
                version={version}
                look="primary"
              />
              <p className="text-sm text-slate-600">or return it to Draft, saying what to change:</p>
            </div>
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {approval.message} You may still return it to Draft with comments:
            </p>
          )}
          <form noValidate onSubmit={onSubmit} className="space-y-3">
            <RecordVersionInputs item={{ id: policyId, version }} />
            <TextareaField label="Comment for the author" name="comment" rows={3} required error={errors.comment} />
            <FormError message={formError} />
            <Button type="submit" variant="secondary" disabled={pending}>
              {pending ? 'Returning…' : 'Return with Comments'}
            </Button>
          </form>
        </div>
      </SectionCard>
    </div>
  );
}
