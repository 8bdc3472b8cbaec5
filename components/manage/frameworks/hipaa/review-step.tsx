'use client';

import { CheckboxField } from '@/components/ui/field';
import { AnswersSummary } from './answers-summary';
import type { StepProps } from './wizard-steps';

/** Step 4: the summary of the answers given, and the confirmation checkbox. */
export function ReviewStep({ choices, update, error }: StepProps & { error?: string }) {
  return (
    <div className="space-y-6">
      <AnswersSummary answers={choices} />
      <CheckboxField
        label="I have reviewed the configuration and understand the compliance requirements."
        checked={choices.confirmed}
        error={error}
        onChange={(e) => update({ confirmed: e.target.checked })}
      />
    </div>
  );
}
