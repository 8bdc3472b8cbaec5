'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import type { FormAction } from '@/lib/schemas/form-state';

type Written = { href: string };

/**
 * Confirm and Dismiss of a draft. Confirming opens the record it wrote; dismissing stays on the draft, which then
 * reads as dismissed. Each refusal (already decided, changed since, role) shows beside its button.
 */
export function ProposalDecision({
  id,
  targetVersion,
  confirmLabel,
  confirm,
  dismiss,
}: {
  id: string;
  targetVersion: number;
  confirmLabel: string;
  confirm: FormAction<Written>;
  dismiss: FormAction<Written>;
}) {
  const router = useRouter();
  const confirming = useRecordForm({ action: confirm, validate: () => null, onCreated: (written) => router.push(written.href) });
  const dismissing = useRecordForm({ action: dismiss, validate: () => null, onCreated: () => router.refresh() });
  const pending = confirming.pending || dismissing.pending;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <form noValidate onSubmit={confirming.onSubmit}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="targetVersion" value={targetVersion} />
          <Button type="submit" disabled={pending}>
            {confirming.pending ? 'Confirming…' : confirmLabel}
          </Button>
        </form>
        <form noValidate onSubmit={dismissing.onSubmit}>
          <input type="hidden" name="id" value={id} />
          <Button type="submit" variant="secondary" disabled={pending}>
            {dismissing.pending ? 'Dismissing…' : 'Dismiss'}
          </Button>
        </form>
      </div>
      <FormError message={confirming.formError ?? dismissing.formError} />
    </div>
  );
}
