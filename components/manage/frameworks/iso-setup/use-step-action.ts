'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useToast } from '@/components/ui/toast';
import type { FormState } from '@/lib/schemas/form-state';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';

type StepResult = FormState<{ stepId: string; version: number }>;

/** A step's server action that needs only the step (Mark as done, Start), as the page hands it down. */
export type StepAction = (input: { stepId: string; version: number }) => Promise<StepResult>;

/** A step's Assign server action, as the page hands it down. */
export type AssignStepAction = (input: { stepId: string; memberId: string; version: number }) => Promise<StepResult>;

/** The setup page's step actions. */
export type IsoStepActions = { complete: StepAction; start: StepAction; assign: AssignStepAction };

const failed = 'The step could not be saved. Check your connection and try again.';

/**
 * Runs a step's server action with the setup `version` the page read, then reads the page again; the answer
 * becomes a toast (refusals as errors). `onSaved` runs after a success (closing a dialog).
 */
export function useStepAction(version: number) {
  const router = useRouter();
  const notify = useToast();
  const [pending, startTransition] = useTransition();
  const run = (send: (version: number) => Promise<StepResult>, onSaved?: () => void) =>
    startTransition(async () => {
      let result: StepResult;
      try {
        result = await send(version);
      } catch (error) {
        result = { status: 'error', fieldErrors: {}, formError: failedWriteMessage(error, failed) };
      }
      if (result.status === 'success') {
        notify(result.message, 'success');
        onSaved?.();
        router.refresh();
      } else if (result.status === 'error') {
        notify(result.formError ?? failed, 'error');
      }
    });
  return { run, pending };
}
