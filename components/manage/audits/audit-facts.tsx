import type { ReactNode } from 'react';
import { SectionCard } from '@/components/manage/records/section-card';
import { auditDates, describeDaysRemaining, observationPeriod } from '@/lib/domain/audits/display';
import { auditTypeLabels, type Audit } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { AuditResultBadge, AuditStatusBadge } from './audit-badges';

/** An audit's fields on its page; `daysRemaining` is given while it is upcoming (null otherwise). */
export function AuditFacts({ audit, daysRemaining }: { audit: Audit; daysRemaining: number | null }) {
  const facts: [string, ReactNode][] = [
    ['Type', auditTypeLabels[audit.type]],
    ['Framework', frameworkLabels[audit.framework]],
    ['Auditor or firm', audit.auditor],
    ['Dates', auditDates(audit)],
    ['Observation period', observationPeriod(audit) ?? 'None'],
    ['Status', <AuditStatusBadge key="status" status={audit.status} />],
    ['Result', <AuditResultBadge key="result" result={audit.result} />],
  ];
  if (daysRemaining !== null)
    facts.push([
      'Time to start',
      <span key="days" data-testid="days-remaining">
        {describeDaysRemaining(daysRemaining)}
      </span>,
    ]);
  if (audit.status === 'cancelled') facts.push(['Reason for cancelling', audit.cancellationReason]);
  return (
    <SectionCard title="Audit Details">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
            <dd className="mt-1 text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Description</h3>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{audit.description || 'No description.'}</p>
      </div>
    </SectionCard>
  );
}
