import { severities, type Deadlines, type FindingState, type Severity } from '@/lib/schemas/vulnerabilities/records';
import { addDays } from '../calendar-days';

export { MAX_DEADLINE_DAYS, severities, type Deadlines, type FindingState, type Severity } from '@/lib/schemas/vulnerabilities/records';

/**
 * Vulnerability findings and their deadlines: a finding must be fixed within the organization's days for its
 * severity, counted in calendar days from the day it was first seen (docs/vulnerabilities.md).
 */

export const severityLabels: Record<Severity, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

/** The defaults an organization starts with: Drata's critical 7 and high 30 days, then 90 and 180. */
export const DEFAULT_DEADLINES: Deadlines = { critical: 7, high: 30, medium: 90, low: 180 };

/** The day a finding first seen on `firstSeenOn` must be fixed by (it is still on time that day). */
export function dueOn(firstSeenOn: string, severity: Severity, deadlines: Deadlines): string {
  return addDays(firstSeenOn, deadlines[severity]);
}

/** An exception to a finding's deadline as the rules read it: approved or not, and its last day. */
export type ExceptionWindow = { approved: boolean; expiresOn: string };

/** Whether an approved exception holds on `today`: up to and including its expiry day. */
export const exceptionHolds = (exception: ExceptionWindow, today: string): boolean => exception.approved && exception.expiresOn >= today;

/** A finding as its state is read: when it was seen and fixed, its severity and its exceptions. */
export type FindingFacts = {
  severity: Severity;
  firstSeenOn: string;
  fixedOn: string | null;
  exceptions: readonly ExceptionWindow[];
};

/**
 * Where a finding stands on `today`: fixed; excepted while an approved exception holds; overdue once its due day
 * has passed; else open.
 */
export function findingState(finding: FindingFacts, deadlines: Deadlines, today: string): FindingState {
  if (finding.fixedOn !== null && finding.fixedOn <= today) return 'fixed';
  if (finding.exceptions.some((exception) => exceptionHolds(exception, today))) return 'excepted';
  return dueOn(finding.firstSeenOn, finding.severity, deadlines) < today ? 'overdue' : 'open';
}

/** A severity as sources write it (any case; CVSS words such as "moderate" or "important"), or null when unknown. */
export function severityOf(text: unknown): Severity | null {
  if (typeof text !== 'string') return null;
  const word = text.trim().toLowerCase();
  if ((severities as readonly string[]).includes(word)) return word as Severity;
  if (word === 'moderate' || word === 'medium') return 'medium';
  if (word === 'important' || word === 'error') return 'high';
  if (word === 'warning') return 'medium';
  if (word === 'note' || word === 'informational' || word === 'info' || word === 'none') return 'low';
  return null;
}

/** A CVSS score (0–10) as a severity: 9.0 critical, 7.0 high, 4.0 medium, below low. */
export function severityOfScore(score: number): Severity {
  if (score >= 9) return 'critical';
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}
