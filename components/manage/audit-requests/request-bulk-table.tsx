'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { BulkRecord } from '@/lib/domain/audit-requests/evidence-review';
import { bulkAcceptSchema, bulkSubmitSchema } from '@/lib/schemas/audit-requests/evidence-reviews';
import { requestStatuses, requestStatusLabels, type AuditRequest, type RequestStatus } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { RequestStatusBadge } from './request-status-badge';
import { useRequestForm } from './use-request-form';

/** What the chosen requests get: the auditor accepts them; the team answers them with one evidence item and submits them. */
export type RequestBulkAction =
  | { kind: 'accept'; action: FormAction<BulkRecord> }
  | { kind: 'submit'; action: FormAction<BulkRecord>; library: readonly { id: string; name: string }[] };

const wording = {
  accept: { ready: 'submitted' as RequestStatus, selectAll: 'Select all submitted', button: 'Accept selected' },
  submit: { ready: 'open' as RequestStatus, selectAll: 'Select all open', button: 'Submit selected with this evidence' },
};

const flaggedCount = (request: AuditRequest) => request.evidence.filter((item) => item.review?.state === 'flagged').length;

/**
 * The request list's table; with a bulk action, a status filter, a checkbox per request, a button choosing every
 * shown request ready for the action, and the action on those chosen (only the shown rows are posted).
 */
export function RequestBulkTable({
  auditId,
  requests,
  basePath,
  bulk,
}: {
  auditId: string;
  requests: readonly AuditRequest[];
  basePath: string;
  bulk: RequestBulkAction | null;
}) {
  const [filter, setFilter] = useState<RequestStatus | ''>('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const schema = bulk?.kind === 'submit' ? bulkSubmitSchema : bulkAcceptSchema;
  const { errors, formError, pending, onSubmit } = useRequestForm(bulk?.action ?? noAction, schema, ['requestIds'], () =>
    setChosen(new Set()),
  );
  const shown = filter ? requests.filter((request) => request.status === filter) : requests;
  const words = bulk ? wording[bulk.kind] : null;
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const table = (
    <div className="mb-6 overflow-x-auto">
      <table className="min-w-full text-sm" aria-label="Requests">
        <thead className="text-left text-slate-600">
          <tr>
            {bulk ? <th className="py-2 pr-2">Select</th> : null}
            <th className="py-2 pr-4">Reference</th>
            <th className="py-2 pr-4">Request</th>
            <th className="py-2 pr-4">Owner</th>
            <th className="py-2 pr-4">Due</th>
            <th className="py-2 pr-4">Status</th>
            <th className="py-2">Evidence</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((request) => (
            <tr key={request.id} className="border-t border-slate-100 align-top">
              {bulk ? (
                <td className="py-2 pr-2">
                  <input
                    type="checkbox"
                    name="requestIds"
                    value={request.id}
                    aria-label={`Select ${request.reference}`}
                    checked={chosen.has(request.id)}
                    onChange={(event) => toggle(request.id, event.target.checked)}
                  />
                </td>
              ) : null}
              <td className="py-2 pr-4 font-medium whitespace-nowrap">
                <Link href={`${basePath}/requests/${request.id}`} className="text-indigo-700 hover:underline">
                  {request.reference}
                </Link>
              </td>
              <td className="max-w-md py-2 pr-4">{request.text}</td>
              <td className="py-2 pr-4">{request.ownerName ?? '—'}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{request.dueOn ?? '—'}</td>
              <td className="py-2 pr-4">
                <RequestStatusBadge status={request.status} />
              </td>
              <td className="py-2">
                {request.evidence.map((item) => item.name).join(', ') || '—'}
                {flaggedCount(request) > 0 ? <span className="ml-2 text-red-700">({flaggedCount(request)} flagged)</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!bulk || !words) return table;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Selected requests" className="mb-6 space-y-3">
      <input type="hidden" name="auditId" value={auditId} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Show"
          name="statusFilter"
          value={filter}
          onChange={(event) => setFilter(event.target.value as RequestStatus | '')}
          placeholder="All statuses"
          options={requestStatuses.map((status) => ({ value: status, label: requestStatusLabels[status] }))}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => setChosen(new Set(shown.filter((request) => request.status === words.ready).map((request) => request.id)))}
        >
          {words.selectAll}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setChosen(new Set())}>
          Clear selection
        </Button>
      </div>
      {table}
      {bulk.kind === 'submit' ? (
        <SelectField
          label="Evidence for the selected requests"
          name="evidenceId"
          placeholder="Choose evidence"
          options={bulk.library.map((item) => ({ value: item.id, label: item.name }))}
          error={errors.evidenceId}
        />
      ) : null}
      <FormError message={formError ?? errors.requestIds ?? errors.auditId} />
      <Button type="submit" disabled={pending}>
        {`${words.button} (${shown.filter((request) => chosen.has(request.id)).length})`}
      </Button>
    </form>
  );
}

async function noAction(): Promise<never> {
  throw new Error('No bulk action');
}
