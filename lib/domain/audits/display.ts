import { auditStatusLabels, auditTypeLabels, type Audit, type AuditReadiness, type AuditRecord } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { isUpcomingStatus } from './rules';
import { daysBetween } from '../calendar-days';
import { daysAgoText, daysText } from '../durations';
import { measuredFrameworks } from '../frameworks/followed';

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
    observationStartDate: record.observationStartOn,
    observationEndDate: record.observationEndOn,
    description: record.description,
    status: record.status,
    result: record.result,
    cancellationReason: record.cancellationReason,
    version: record.version,
  };
}

/** An upcoming audit's card: the audit, whole days until it starts and the phrase for them ("45 days remaining"). */
export type UpcomingAudit = { audit: Audit; days: number; startsIn: string };

/**
 * The days remaining before `audit` starts, counted from `today` (YYYY-MM-DD), when it is upcoming: scheduled or
 * preparing and starting today or later. Null otherwise (under way, finished, cancelled, or its day has passed).
 */
export function upcomingDays(audit: Pick<Audit, 'status' | 'startDate'>, today: string): number | null {
  if (!isUpcomingStatus(audit.status)) return null;
  const days = daysBetween(today, audit.startDate);
  return days >= 0 ? days : null;
}

/** The phrase for the days before an audit starts: "Starts today", "1 day remaining", "45 days remaining", "Started 3 days ago". */
export function describeDaysRemaining(days: number): string {
  if (days === 0) return 'Starts today';
  return days > 0 ? `${daysText(days)} remaining` : `Started ${daysAgoText(-days)}`;
}

/** The upcoming audits among `audits` (see upcomingDays), soonest first, each with its days remaining. */
export function upcomingAudits(audits: readonly Audit[], today: string): UpcomingAudit[] {
  return audits
    .flatMap((audit) => {
      const days = upcomingDays(audit, today);
      return days === null ? [] : [{ audit, days, startsIn: describeDaysRemaining(days) }];
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

/** An audit's dates as one line: "2027-01-05 – 2027-01-23", or the one day of a one-day audit. */
export function auditDates({ startDate, endDate }: Pick<Audit, 'startDate' | 'endDate'>): string {
  return startDate === endDate ? startDate : `${startDate} – ${endDate}`;
}

/** An audit's observation period as one line ("2026-01-01 – 2026-06-30"), or null when it has none. */
export function observationPeriod({
  observationStartDate: start,
  observationEndDate: end,
}: Pick<Audit, 'observationStartDate' | 'observationEndDate'>): string | null {
  if (start === null || end === null) return null;
  return start === end ? start : `${start} – ${end}`;
}

/** The file name of an audit's downloaded summary: its name in lower case, words joined by dashes. */
export function auditSummaryFilename(audit: Pick<Audit, 'name'>): string {
  const slug = audit.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'audit'}-summary.txt`;
}

/** An audit's summary as plain text, one field a line: what the Download row action saves. */
export function auditSummaryText(audit: Audit): string {
  const lines = [
    `Audit: ${audit.name}`,
    `Type: ${auditTypeLabels[audit.type]}`,
    `Framework: ${frameworkLabels[audit.framework]}`,
    `Auditor: ${audit.auditor}`,
    `Dates: ${auditDates(audit)}`,
    `Status: ${auditStatusLabels[audit.status]}`,
    `Result: ${audit.result}`,
  ];
  const observed = observationPeriod(audit);
  if (observed) lines.splice(5, 0, `Observation period: ${observed}`);
  if (audit.status === 'cancelled') lines.push(`Cancellation reason: ${audit.cancellationReason}`);
  if (audit.description) lines.push('', audit.description);
  return `${lines.join('\n')}\n`;
}
