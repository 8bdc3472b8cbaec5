'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { failedWriteMessage } from '@/lib/rate-limit/member-writes';
import type { ActivateFrameworkAction } from './types';

const failed = 'The framework could not be activated. Check your connection and try again.';

/**
 * Activate on an Available framework's card: shows its message while the framework is added, then opens its
 * setup, which makes it active once done.
 */
export function ActivateButton({
  frameworkId,
  name,
  message,
  action,
  className,
}: {
  frameworkId: string;
  name: string;
  message: string;
  action: ActivateFrameworkAction;
  className: string;
}) {
  const router = useRouter();
  const notify = useToast();
  const [pending, startTransition] = useTransition();
  const activate = () => {
    notify(message);
    startTransition(async () => {
      try {
        const result = await action({ frameworkId });
        if (result.status === 'success') router.push(result.record.href);
        else if (result.status === 'error') notify(result.formError ?? failed, 'error');
      } catch (error) {
        notify(failedWriteMessage(error, failed), 'error');
      }
    });
  };
  return (
    <button
      type="button"
      aria-label={`Activate: ${name}`}
      disabled={pending}
      onClick={activate}
      className={buttonClasses('primary', className)}
    >
      Activate
    </button>
  );
}
