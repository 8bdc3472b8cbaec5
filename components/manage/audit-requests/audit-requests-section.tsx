import Link from 'next/link';
import { SectionCard } from '@/components/manage/records/section-card';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { AddRequestForm } from './add-request-form';
import { ImportRequestsForm } from './import-requests-form';
import { RequestStatusBadge } from './request-status-badge';

export type RequestListActions = {
  importList: FormAction<{ auditId: string; count: number }>;
  add: FormAction<{ id: string; auditId: string }>;
};

/** The audit's request list: each request with its owner, due date, status and evidence; import, add and export. */
export function AuditRequestsSection({
  auditId,
  requests,
  actions,
  basePath = `/manage/audits/${auditId}`,
}: {
  auditId: string;
  /** Where the audit's request pages and export live: the team's audit page, or the auditor guest's. */
  basePath?: string;
  requests: readonly AuditRequest[];
  /** Null for a role that reads only. */
  actions: RequestListActions | null;
}) {
  return (
    <SectionCard
      title="Requests"
      actions={
        requests.length > 0 ? (
          <a href={`${basePath}/requests/export`} className="text-sm font-medium text-indigo-700 hover:underline" download>
            Export request list
          </a>
        ) : null
      }
    >
      {requests.length === 0 ? (
        <p className="mb-4 text-sm text-slate-600">No requests yet. Import the auditor&apos;s request list, or add requests one by one.</p>
      ) : (
        <div className="mb-6 overflow-x-auto">
          <table className="min-w-full text-sm" aria-label="Requests">
            <thead className="text-left text-slate-600">
              <tr>
                <th className="py-2 pr-4">Reference</th>
                <th className="py-2 pr-4">Request</th>
                <th className="py-2 pr-4">Owner</th>
                <th className="py-2 pr-4">Due</th>
                <th className="py-2 pr-4">Status</th>
                <th className="py-2">Evidence</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.id} className="border-t border-slate-100 align-top">
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
                  <td className="py-2">{request.evidence.map((item) => item.name).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {actions ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ImportRequestsForm auditId={auditId} action={actions.importList} />
          <AddRequestForm auditId={auditId} action={actions.add} />
        </div>
      ) : null}
    </SectionCard>
  );
}
