'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { trustApproveSchema, trustDeclineSchema, type TrustAccessRequestRow, type TrustDecisionResult } from '@/lib/schemas/trust/access';

type Decision = FormAction<TrustDecisionResult>;
export type AccessDecisionActions = { approve: Decision; decline: Decision; revoke: Decision };

const validateApprove = formValidator(trustApproveSchema);
const validateDecline = formValidator(trustDeclineSchema);
const noCheck = () => null;
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const when = (at: string) => `${timeFormat.format(new Date(at))} UTC`;

const standingLabels: Record<TrustAccessRequestRow['standing'], string> = {
  requested: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
  revoked: 'Revoked',
  expired: 'Expired',
};

function DecisionForm({
  request,
  action,
  validate,
  label,
  children,
  onDone,
}: {
  request: TrustAccessRequestRow;
  action: Decision;
  validate: (formData: FormData) => Record<string, string | undefined> | null;
  label: string;
  children?: (errors: Record<string, string | undefined>) => React.ReactNode;
  onDone?: (result: TrustDecisionResult) => void;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: (result) => {
      onDone?.(result);
      router.refresh();
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`${label} ${request.name}`} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="id" value={request.id} />
      <input type="hidden" name="version" value={request.version} />
      {children?.(errors)}
      <Button type="submit" variant="secondary" disabled={pending}>
        {label}
      </Button>
      <FormError message={formError ?? errors.version ?? errors.id} />
    </form>
  );
}

function RequestItem({ request, actions }: { request: TrustAccessRequestRow; actions: AccessDecisionActions }) {
  const [link, setLink] = useState<string | null>(null);
  return (
    <li className="space-y-2 px-4 py-3 text-sm text-slate-800">
      <p className="font-medium text-slate-900">
        {request.name} · {request.company} · {request.email}{' '}
        <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{standingLabels[request.standing]}</span>
      </p>
      <p>Reason: {request.reason}</p>
      <p className="text-slate-600">
        Accepted NDA version {request.ndaVersion} on {when(request.acceptedAt)} from {request.ip} ({request.userAgent || 'unknown browser'})
      </p>
      {request.decidedAt && (
        <p className="text-slate-600">
          {request.standing === 'declined' ? 'Declined' : 'Approved'} by {request.decidedBy ?? 'a former member'} on{' '}
          {when(request.decidedAt)}
          {/* A revoked link gives no access, whatever day it was approved until. */}
          {request.expiresAt && (request.standing === 'approved' || request.standing === 'expired')
            ? ` · access until ${when(request.expiresAt)}`
            : ''}
          {request.declineReason ? ` · reason: ${request.declineReason}` : ''}
        </p>
      )}
      {request.revokedAt && (
        <p className="text-slate-600">
          Revoked by {request.revokedBy ?? 'a former member'} on {when(request.revokedAt)}
        </p>
      )}
      {link && (
        <p role="status" className="break-all text-emerald-900">
          Access link (sent by e-mail, shown once):{' '}
          <a href={link} className="underline">
            {link}
          </a>
        </p>
      )}
      {request.standing === 'requested' && (
        <div className="flex flex-col gap-3 lg:flex-row">
          <DecisionForm
            request={request}
            action={actions.approve}
            validate={validateApprove}
            label="Approve"
            onDone={(result) => setLink(result.linkPath && new URL(result.linkPath, window.location.origin).toString())}
          >
            {(errors) => (
              <TextField label="Days of access" name="days" type="number" min={1} max={365} defaultValue={30} error={errors.days} />
            )}
          </DecisionForm>
          <DecisionForm request={request} action={actions.decline} validate={validateDecline} label="Decline">
            {(errors) => <TextField label="Reason for declining" name="reason" error={errors.reason} />}
          </DecisionForm>
        </div>
      )}
      {(request.standing === 'approved' || request.standing === 'expired') && (
        <DecisionForm request={request} action={actions.revoke} validate={noCheck} label="Revoke" />
      )}
      {request.downloads.length > 0 && (
        <details>
          <summary className="cursor-pointer text-slate-700">Downloads ({request.downloads.length})</summary>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {request.downloads.map((download, index) => (
              <li key={`${download.at}-${index}`}>
                {download.documentTitle} · {when(download.at)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The access requests, newest first: approve for a number of days, decline with a reason, revoke; each one's downloads. */
export function TrustAccessRequests({ requests, actions }: { requests: TrustAccessRequestRow[]; actions: AccessDecisionActions }) {
  return (
    <section aria-labelledby="trust-requests-heading" className="space-y-3">
      <h3 id="trust-requests-heading" className="text-base font-semibold text-slate-900">
        Access requests
      </h3>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600">No request yet. Visitors ask from the trust page for its private documents.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
