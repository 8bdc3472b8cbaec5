'use client';

import { useRouter } from 'next/navigation';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { accessDecisionLabels, accessDecisions, decisionSchema, type AccessDecision } from '@/lib/schemas/access-reviews/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

/** One account's decision in its row: keep, revoke or change, and the reason a revoke or change needs. */
export function DecisionForm<T>({
  account,
  action,
}: {
  account: { id: string; version: number; name: string; decision: AccessDecision | null; reason: string };
  action: FormAction<T>;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate: formValidator(decisionSchema),
    onCreated: () => router.refresh(),
  });
  const message = formError ?? errors.reason ?? errors.decision;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="version" value={account.version} />
      <select
        name="decision"
        aria-label={`Decision on ${account.name}`}
        defaultValue={account.decision ?? 'keep'}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
      >
        {accessDecisions.map((decision) => (
          <option key={decision} value={decision}>
            {accessDecisionLabels[decision]}
          </option>
        ))}
      </select>
      <input
        name="reason"
        aria-label={`Reason for ${account.name}`}
        placeholder="Reason (revoke, change)"
        defaultValue={account.reason}
        maxLength={500}
        className="w-48 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
      {message && (
        <p role="alert" className="w-full text-xs font-medium text-red-700">
          {message}
        </p>
      )}
    </form>
  );
}
