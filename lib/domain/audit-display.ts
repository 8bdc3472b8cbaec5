import type { Audit, AuditReadiness, AuditRecord } from '@/lib/schemas/audit';
import { daysRemaining, describeDaysRemaining } from './days-remaining';
import { measuredFrameworks } from './frameworks';

/** A stored audit as the Audits screen lists it (the same dates, as the form took them). */
export function auditRow(record: AuditRecord): Audit {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    framework: record.framework,
    auditor: record.auditor,
    startDate: record.startOn,
    endDate: record.endOn,
    description: record.description,
    status: record.status,
    result: record.result,
  };
}

/** An upcoming audit's card: the audit, whole days until it starts and the phrase for them ("45 days remaining"). */
export type UpcomingAudit = { audit: Audit; days: number; startsIn: string };

/** The upcoming audits (scheduled or preparing), soonest first, counted from `today` (YYYY-MM-DD). */
export function upcomingAudits(audits: readonly Audit[], today: string): UpcomingAudit[] {
  return audits
    .filter((audit) => audit.status === 'scheduled' || audit.status === 'preparing')
    .map((audit) => {
      const days = daysRemaining(audit.startDate, today);
      return { audit, days, startsIn: describeDaysRemaining(days) };
    })
    .sort((a, b) => a.days - b.days || a.audit.name.localeCompare(b.audit.name));
}


/**
 * The Audit Readiness grid from the frameworks the organization follows: each named from the directory, in the
 * directory's order, with its progress as the percent (an id the directory no longer knows keeps its id as name).
 * A framework whose requirement list the library does not hold yet has no readiness to show and is left out.
 */
export function readinessRows(frameworks: readonly { frameworkId: string; progress: number | null }[]): AuditReadiness[] {
  return measuredFrameworks(frameworks).map(({ frameworkId, name, percent }) => ({ frameworkId, name, percent }));
}

/** The Days to Next Audit figure: the count, or a dash when no audit is ahead. */
export function daysToNextAuditText(days: number | null): string {
  return days === null ? '—' : String(days);
}
