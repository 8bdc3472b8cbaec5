'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { activateHipaa, hipaaSteps, initialHipaaChoices, lastHipaaStep, nextHipaaStep, previousHipaaStep } from '@/lib/domain/hipaa-wizard';
import type { HipaaChoices } from '@/lib/schemas/hipaa-wizard';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { OrganizationStep, PoliciesStep, ScopeStep } from './wizard-steps';

/** The four-step HIPAA activation wizard; choices stay in the page (spec §3: local only). */
export function HipaaWizard() {
  const [step, setStep] = useState(1);
  const [choices, setChoices] = useState<HipaaChoices>(initialHipaaChoices);
  const [confirmError, setConfirmError] = useState<string>();
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

  const next = () => {
    if (step < lastHipaaStep) return go(nextHipaaStep(step));
    const result = activateHipaa(choices);
    setConfirmError(result.ok ? undefined : result.message);
    notify(result.message, result.ok ? 'success' : 'error');
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
      <div className="mt-8 flex items-center justify-between border-t border-slate-200 pt-4">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => go(previousHipaaStep(step))}>Previous</Button>
        ) : (
          <span />
        )}
        <Button onClick={next}>{step === lastHipaaStep ? 'Activate HIPAA' : 'Next'}</Button>
      </div>
    </div>
  );
}
