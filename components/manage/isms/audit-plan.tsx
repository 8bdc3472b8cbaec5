import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { internalAuditStateLabels } from '@/lib/domain/isms/rules';
import type { InternalAudit } from '@/lib/schemas/isms/records';

/** An internal audit's plan, state and report summary. */
export function AuditPlan({ audit }: { audit: InternalAudit }) {
  return (
    <SectionCard title="Plan">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">State</dt>
          <dd>
            <Badge tone={audit.state === 'completed' ? 'success' : audit.state === 'in-progress' ? 'info' : 'neutral'}>
              {internalAuditStateLabels[audit.state]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Auditor</dt>
          <dd className="text-slate-900">{audit.auditorName}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Scope and clauses covered</dt>
          <dd className="whitespace-pre-line text-slate-900">{audit.scope}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Planned date</dt>
          <dd className="text-slate-900">{audit.plannedDate}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Performed date</dt>
          <dd className="text-slate-900">{audit.performedDate ?? 'Not yet'}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Report summary</dt>
          <dd className="whitespace-pre-line text-slate-900">{audit.reportSummary || 'Written when the audit is completed.'}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
