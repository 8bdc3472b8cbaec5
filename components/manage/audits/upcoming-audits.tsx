import { Badge } from '@/components/ui/badge';
import { EmptyState, SectionCard } from '@/components/manage/records/section-card';
import { auditStatusLabels, auditTypeLabels, type Audit } from '@/lib/schemas/audit';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { upcomingAudits } from '@/lib/domain/audit-display';

/** Upcoming audits (scheduled or preparing), soonest first, each with the days left from `today` (YYYY-MM-DD). */
export function UpcomingAudits({ audits, today }: { audits: readonly Audit[]; today: string }) {
  const upcoming = upcomingAudits(audits, today);
  return (
    <SectionCard title="Upcoming Audits">
      {upcoming.length === 0 ? (
        <EmptyState title="No upcoming audits">Schedule an audit to see it here.</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {upcoming.map(({ audit, startsIn }) => (
            <li key={audit.id} className="rounded-lg border border-slate-200 p-4" aria-label={audit.name}>
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{audit.name}</h3>
                <Badge tone="info">{auditStatusLabels[audit.status]}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {auditTypeLabels[audit.type]} · {frameworkLabels[audit.framework]} · {audit.auditor}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {audit.startDate} – {audit.endDate}
              </p>
              <p data-testid="days-remaining" className="mt-3 text-sm font-semibold text-indigo-800">
                {startsIn}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
