import Link from 'next/link';
import { EmptyState, SectionCard } from '@/components/manage/records/section-card';
import { auditHref } from '@/lib/domain/audits/actions';
import { auditDates, upcomingAudits } from '@/lib/domain/audits/display';
import { auditTypeLabels, type Audit } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { AuditStatusBadge } from './audit-badges';

/** Upcoming audits (scheduled or preparing, from today on), soonest first, each with the days left from `today`. */
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
                <h3 className="font-semibold text-slate-900">
                  <Link href={auditHref(audit.id)} className="underline-offset-2 hover:underline">
                    {audit.name}
                  </Link>
                </h3>
                <AuditStatusBadge status={audit.status} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {auditTypeLabels[audit.type]} · {frameworkLabels[audit.framework]} · {audit.auditor}
              </p>
              <p className="mt-1 text-sm text-slate-600">{auditDates(audit)}</p>
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
