'use client';

import { TextareaField, TextField } from '@/components/ui/field';
import { nonconformityStepLabels, nonconformityStepsFrom } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { nonconformityPlanSchema, type AuditFinding, type NonconformityState } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { OwnerField, type MemberChoice } from './objective-fields';
import { PostButton } from './post-button';

export type NonconformityActions = { plan: FormAction<AuditFinding>; step: FormAction<AuditFinding> };

const pending = { done: 'Saving…', verify: 'Verifying…', reopen: 'Reopening…' } as const;

/** The steps a nonconformity can take from its state: plan its corrective action, mark it done, verify it, reopen it. */
export function NonconformityButtons({
  finding,
  state,
  team,
  actions,
}: {
  finding: AuditFinding;
  state: NonconformityState;
  team: readonly MemberChoice[];
  actions: NonconformityActions;
}) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      {nonconformityStepsFrom(state).map((step) =>
        step === 'plan' ? (
          <ModalForm
            key={step}
            label={state === 'open' ? nonconformityStepLabels.plan : 'Edit corrective action'}
            title={`Corrective action for ${finding.reference}`}
            action={actions.plan}
            validate={formValidator(nonconformityPlanSchema)}
            hidden={{ id: finding.id, version: finding.version }}
            submitLabel="Save corrective action"
            pendingLabel="Saving…"
          >
            {(errors) => (
              <>
                <TextareaField
                  label="Cause"
                  name="cause"
                  rows={2}
                  required
                  defaultValue={finding.cause}
                  error={errors.cause}
                  hint="Why the nonconformity happened."
                />
                <TextareaField
                  label="Corrective action"
                  name="correctiveAction"
                  rows={2}
                  required
                  defaultValue={finding.correctiveAction}
                  error={errors.correctiveAction}
                />
                <OwnerField team={team} value={finding.ownerMemberId} error={errors.ownerMemberId} label="Action owner" />
                <TextField
                  label="Due date"
                  name="dueDate"
                  type="date"
                  required
                  defaultValue={finding.dueDate ?? ''}
                  error={errors.dueDate}
                />
              </>
            )}
          </ModalForm>
        ) : (
          <PostButton
            key={step}
            label={nonconformityStepLabels[step]}
            pendingLabel={pending[step]}
            action={actions.step}
            fields={{ id: finding.id, version: finding.version, step }}
            variant={step === 'reopen' ? 'secondary' : 'primary'}
          />
        ),
      )}
    </div>
  );
}
