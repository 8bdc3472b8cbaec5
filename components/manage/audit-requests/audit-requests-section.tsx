import { SectionCard } from '@/components/manage/records/section-card';
import type { AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { AddRequestForm } from './add-request-form';
import { ImportRequestsForm } from './import-requests-form';
import { RequestBulkTable, type RequestBulkAction } from './request-bulk-table';

export type RequestListActions = {
  importList: FormAction<{ auditId: string; count: number }>;
  add: FormAction<{ id: string; auditId: string }>;
};

/** The audit's request list: each request with its owner, due date, status and evidence; import, add and export. */
export function AuditRequestsSection({
  auditId,
  requests,
  actions,
  bulk = null,
  basePath = `/manage/audits/${auditId}`,
}: {
  auditId: string;
  /** Where the audit's request pages and export live: the team's audit page, or the auditor guest's. */
  basePath?: string;
  requests: readonly AuditRequest[];
  /** Null for a role that reads only. */
  actions: RequestListActions | null;
  /** Accepting (the auditor) or submitting (the team) several requests at once; null for a role that reads only. */
  bulk?: RequestBulkAction | null;
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
        <RequestBulkTable auditId={auditId} requests={requests} basePath={basePath} bulk={bulk} />
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
