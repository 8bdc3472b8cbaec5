'use client';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Continue Next Step: opens the next unfinished step of the phase list (its phase, then the step's dialog). */
export function ContinueButton({ step }: { step: { id: string; name: string } | undefined }) {
  const notify = useToast();
  const go = () => {
    if (!step) return notify('Every setup step is done.');
    const hash = `#step-${step.id}`;
    // The same hash again fires no hashchange: announce it, so the phase list still opens and focuses the step.
    if (window.location.hash === hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
    else window.location.hash = hash;
    notify(`Continuing ${step.name}...`);
  };
  return <Button onClick={go}>Continue Next Step</Button>;
}
