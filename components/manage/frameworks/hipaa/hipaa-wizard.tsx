'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { activateHipaa, hipaaSteps, lastHipaaStep, nextHipaaStep, previousHipaaStep } from '@/lib/domain/frameworks/hipaa-wizard';
import type { HipaaChoices, HipaaSetup } from '@/lib/schemas/frameworks/hipaa-wizard';
import type { FormState } from '@/lib/schemas/form-state';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { OrganizationStep, PoliciesStep, ScopeStep } from './wizard-steps';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';

/** The server action of Activate HIPAA, as the page hands it down (client components never import app/). */
export type ActivateHipaaAction = (input: { choices: HipaaChoices; version: number }) => Promise<FormState<HipaaSetup>>;

const failed = 'HIPAA could not be activated. Check your connection and try again.';

/**
 * The four-step HIPAA activation wizard. Activate HIPAA (on step 4) sends the answers to the server, which
 * stores them and makes HIPAA Active; `version` is the version of the organization's HIPAA row (0: none yet).
 */
export function HipaaWizard({
  initialChoices,
  version,
  activateAction,
  submitLabel = 'Activate HIPAA',
  onSaved,
  onCancel,
}: {
  initialChoices: HipaaChoices;
  version: number;
  activateAction: ActivateHipaaAction;
  submitLabel?: string;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const [step, setStep] = useState(1);
  const [choices, setChoices] = useState<HipaaChoices>(initialChoices);
  const [confirmError, setConfirmError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const notify = useToast();

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const update = (patch: Partial<HipaaChoices>) => {
    setChoices((current) => ({ ...current, ...patch }));
    if (patch.confirmed) setConfirmError(undefined);
  };

  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  const submit = () => {
    const checked = activateHipaa(choices);
    if (!checked.ok) {
      setConfirmError(checked.message);
      return notify(checked.message, 'error');
    }
    setFormError(undefined);
    startTransition(async () => {
      let result: FormState<HipaaSetup>;
      try {
        result = await activateAction({ choices, version });
      } catch (error) {
        result = { status: 'error', fieldErrors: {}, formError: failedWriteMessage(error, failed) };
      }
      if (result.status === 'success') {
        notify(result.message, 'success');
        onSaved?.();
        return;
      }
      if (result.status === 'error') {
        setConfirmError(result.fieldErrors['choices.confirmed']);
        setFormError(result.formError ?? failed);
        notify(result.formError ?? failed, 'error');
      }
    });
  };

  const props = { choices, update };
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <StepIndicator current={step} />
      <h2 ref={headingRef} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none">
        Step {step} of {lastHipaaStep}: {hipaaSteps[step - 1]}
      </h2>
      {step === 1 && <OrganizationStep {...props} />}
      {step === 2 && <ScopeStep {...props} />}
      {step === 3 && <PoliciesStep {...props} />}
      {step === 4 && <ReviewStep {...props} error={confirmError} />}
      {formError && step === lastHipaaStep && !confirmError && (
        <p role="alert" className="mt-4 rounded-md border border-red-600 bg-red-50 px-4 py-3 text-sm text-red-900">
          {formError}
        </p>
      )}
      <div className="mt-8 flex items-center justify-between gap-2 border-t border-slate-200 pt-4">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => go(previousHipaaStep(step))}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {step === lastHipaaStep ? (
            <Button onClick={submit} disabled={pending}>
              {pending ? 'Saving…' : submitLabel}
            </Button>
          ) : (
            <Button onClick={() => go(nextHipaaStep(step))}>Next</Button>
          )}
        </div>
      </div>
    </div>
  );
}
