'use client';

import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { Badge } from '@/components/ui/badge';
import { internalAuditStateLabels } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { internalAuditCreateSchema, type InternalAudit, type InternalAuditListed } from '@/lib/schemas/isms/records';
import { AuditPlanFields } from './audit-fields';
import { ModalForm } from './modal-form';

/** Plan internal audit: the button and its form. */
export function PlanAuditButton({ action }: { action: FormAction<InternalAudit> }) {
  return (
    <ModalForm
      label="Plan internal audit"
      action={action}
      validate={formValidator(internalAuditCreateSchema)}
      submitLabel="Plan audit"
      pendingLabel="Planning…"
      variant="primary"
    >
      {(errors) => <AuditPlanFields errors={errors} />}
    </ModalForm>
  );
}

/** The internal audit programme: each audit's plan, state and open nonconformities. */
export function AuditsList({ audits }: { audits: readonly InternalAuditListed[] }) {
  if (audits.length === 0) {
    return (
      <EmptyState title="No internal audits yet">
        Plan the internal audits of your management system over a cycle that covers every clause and area in scope.
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="px-4 py-2 font-medium">Audit</th>
            <th className="px-4 py-2 font-medium">Auditor</th>
            <th className="px-4 py-2 font-medium">Planned</th>
            <th className="px-4 py-2 font-medium">State</th>
            <th className="px-4 py-2 font-medium">Findings</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {audits.map((audit) => (
            <tr key={audit.id}>
              <td className="px-4 py-2">
                <Link href={`/manage/isms/audits/${audit.id}`} className="font-medium text-indigo-700 hover:underline">
                  {audit.title}
                </Link>
                <p className="text-slate-600">{audit.scope}</p>
              </td>
              <td className="px-4 py-2">{audit.auditorName}</td>
              <td className="px-4 py-2">{audit.plannedDate}</td>
              <td className="px-4 py-2">
                <Badge tone={audit.state === 'completed' ? 'success' : audit.state === 'in-progress' ? 'info' : 'neutral'}>
                  {internalAuditStateLabels[audit.state]}
                </Badge>
              </td>
              <td className="px-4 py-2">
                {audit.findingCount} {audit.findingCount === 1 ? 'finding' : 'findings'}
                {audit.openNonconformities > 0 && <span className="text-amber-800">, {audit.openNonconformities} open</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
