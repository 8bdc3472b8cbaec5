'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BulkSelection } from '@/lib/domain/access-reviews/account-filters';
import { accessDecisionLabels, accessDecisions, type AccessDecision, type AccountFilters } from '@/lib/schemas/access-reviews/records';
import type { FormState } from '@/lib/schemas/form-state';
import { useObjectAction } from './use-object-action';

const accountsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'account' : 'accounts'}`;

/**
 * One decision, with its reason, on every account the filters match and the member may decide, on every page of the
 * list, not only the one shown. The browser sends the filters and the fingerprint of the accounts counted, so the
 * server refuses the decision if they now match other accounts.
 */
export function BulkDecisionBar<T>({
  campaignId,
  filters,
  selection,
  pageCount,
  action,
  onDone,
}: {
  campaignId: string;
  filters: AccountFilters;
  selection: BulkSelection;
  pageCount: number;
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
          onClick={() => run({ campaignId, decision, reason, filters, fingerprint: selection.fingerprint })}
        >
          {pending ? 'Saving…' : `Apply to ${accountsText(selection.count)}`}
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        Applies to all {accountsText(selection.count)} matching the filters that you may decide
        {pageCount > 1 ? `, on all ${pageCount} pages, not only this one` : ''}. Your own accounts are left to another reviewer.
      </p>
      {formError && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {formError}
        </p>
      )}
    </div>
  );
}
