'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { accessDecisionLabels, accessDecisions, type AccessDecision } from '@/lib/schemas/access-reviews/records';
import type { FormState } from '@/lib/schemas/form-state';
import { useObjectAction } from './use-object-action';

/** One decision, with its reason, on every account of the filtered list the member may decide. */
export function BulkDecisionBar<T>({
  campaignId,
  accounts,
  action,
  onDone,
}: {
  campaignId: string;
  accounts: readonly { id: string; version: number }[];
  action: (input: unknown) => Promise<FormState<T>>;
  onDone: () => void;
}) {
  const [decision, setDecision] = useState<AccessDecision>('keep');
  const [reason, setReason] = useState('');
  const { run, pending, formError } = useObjectAction(action, () => (setReason(''), onDone()));
  return (
    <div className="space-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-800">Bulk decision</span>
        <select
          aria-label="Bulk decision"
          className="rounded-md border border-slate-300 bg-white px-2 py-1"
          value={decision}
          onChange={(event) => setDecision(event.target.value as AccessDecision)}
        >
          {accessDecisions.map((value) => (
            <option key={value} value={value}>
              {accessDecisionLabels[value]}
            </option>
          ))}
        </select>
        <input
          aria-label="Bulk reason"
          placeholder="Reason (revoke, change)"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          className="w-64 rounded-md border border-slate-300 bg-white px-2 py-1"
        />
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run({ campaignId, decision, reason, accounts: accounts.map(({ id, version }) => ({ id, version })) })}
        >
          {pending ? 'Saving…' : `Apply to ${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}`}
        </Button>
      </div>
      {formError && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {formError}
        </p>
      )}
    </div>
  );
}
