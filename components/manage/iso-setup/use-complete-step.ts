'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useToast } from '@/components/ui/toast';
import type { FormState } from '@/lib/schemas/form-state';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';

/** The server action of a step's Continue or Start, as the page hands it down. */
export type CompleteStepAction = (input: { stepId: string; version: number }) => Promise<FormState<{ stepId: string; version: number }>>;

const failed = 'The step could not be saved. Check your connection and try again.';

/** Marks a step done through the server action, then reads the page again; refusals become error toasts. */
export function useCompleteStep(completeAction: CompleteStepAction, version: number) {
  const router = useRouter();
  const notify = useToast();
  const [pending, startTransition] = useTransition();
  const complete = (stepId: string) =>
    startTransition(async () => {
      let result: FormState<{ stepId: string; version: number }>;
      try {
        result = await completeAction({ stepId, version });
      } catch (error) {
        result = { status: 'error', fieldErrors: {}, formError: failedWriteMessage(error, failed) };
      }
      if (result.status === 'success') {
        notify(result.message, 'success');
        router.refresh();
      } else if (result.status === 'error') {
        notify(result.formError ?? failed, 'error');
      }
    });
  return { complete, pending };
}
