import type { VendorCriticality, VendorDocumentKind } from '@/lib/schemas/vendors/records';
import { addMonths, DAY_MS, daysBetween } from '../calendar-days';
import { daysAgoText, daysText, dueOnDayText } from '../durations';

/** How often a vendor is reviewed, in months, by its criticality: the one table the cadence comes from. */
export const reviewCadenceMonths: Readonly<Record<VendorCriticality, number>> = {
  critical: 6,
  high: 12,
  medium: 24,
  low: 36,
};

/** The cadence in words: "Every 6 months", "Every year", "Every 2 years". */
export function cadenceText(criticality: VendorCriticality): string {
  const months = reviewCadenceMonths[criticality];
  if (months === 12) return 'Every year';
  return months % 12 === 0 ? `Every ${months / 12} years` : `Every ${months} months`;
}

/** When the next review is due: the cadence counted from the last review, or from the day the vendor was added. */
export function nextReviewDue(vendor: { criticality: VendorCriticality; lastReviewedOn: string | null; addedOn: string }): string {
  return addMonths(vendor.lastReviewedOn ?? vendor.addedOn, reviewCadenceMonths[vendor.criticality]);
}

/** How many days before its due day a review becomes a task. */
export const REVIEW_TASK_DAYS = 14;

export type ReviewStanding = { state: 'upcoming'; days: number } | { state: 'due' } | { state: 'overdue'; days: number };

/** A review due on `dueOn`, seen on `today`: upcoming in N days, due today, or overdue by N days. */
export function reviewStanding(dueOn: string, today: string): ReviewStanding {
  const days = daysBetween(today, dueOn);
  if (days === 0) return { state: 'due' };
  return days > 0 ? { state: 'upcoming', days } : { state: 'overdue', days: -days };
}

/** "Due in 3 days", "Due today", "Overdue by 1 day". */
export function reviewStandingText(standing: ReviewStanding): string {
  if (standing.state === 'due') return dueOnDayText(0);
  return dueOnDayText(standing.state === 'upcoming' ? standing.days : -standing.days);
}

/** Whether a review due on `dueOn` is a task on `today`: due within REVIEW_TASK_DAYS, due or overdue. */
export const reviewIsTask = (dueOn: string, today: string): boolean => daysBetween(today, dueOn) <= REVIEW_TASK_DAYS;

/** A document expiring within this many days is marked expiring (and becomes a task). */
export const DOCUMENT_EXPIRING_DAYS = 30;

export type DocumentStanding =
  { state: 'no-expiry' } | { state: 'current'; days: number } | { state: 'expiring'; days: number } | { state: 'expired'; days: number };

/** A document's expiry seen on `today`: none, current, expiring within 30 days (the last day included) or expired. */
export function documentStanding(expiresOn: string | null, today: string): DocumentStanding {
  if (expiresOn === null) return { state: 'no-expiry' };
  const days = daysBetween(today, expiresOn);
  if (days < 0) return { state: 'expired', days: -days };
  return days <= DOCUMENT_EXPIRING_DAYS ? { state: 'expiring', days } : { state: 'current', days };
}

/** "No expiry", "Expires on 2026-12-01", "Expires in 3 days", "Expires today", "Expired 2 days ago". */
export function documentStandingText(standing: DocumentStanding, expiresOn: string | null): string {
  switch (standing.state) {
    case 'no-expiry':
      return 'No expiry';
    case 'current':
      return `Expires on ${expiresOn}`;
    case 'expiring':
      return standing.days === 0 ? 'Expires today' : `Expiring: ${daysText(standing.days)} left`;
    case 'expired':
      return `Expired ${daysAgoText(standing.days)}`;
  }
}

/** Only a SOC 2 report covers a period (its start and end). */
export const documentHasPeriod = (kind: VendorDocumentKind): boolean => kind === 'soc2';

/**
 * The vendor controls of the library a document proves: every document shows due diligence and monitoring
 * (VEN-01, VEN-03); a contract document (DPA, BAA) shows security terms (VEN-02), and a BAA the business
 * associate agreement (VEN-05).
 */
export function documentControls(kind: VendorDocumentKind): string[] {
  const controls = ['VEN-01', 'VEN-03'];
  if (kind === 'dpa' || kind === 'baa') controls.push('VEN-02');
  if (kind === 'baa') controls.push('VEN-05');
  return controls;
}

/** A questionnaire link lasts this many days. */
export const QUESTIONNAIRE_LINK_DAYS = 14;

/** When a link made at `now` expires. */
export const questionnaireLinkExpiry = (now: Date): Date => new Date(now.getTime() + QUESTIONNAIRE_LINK_DAYS * DAY_MS);

export type QuestionnaireLinkProblem = 'not-found' | 'used' | 'expired';

export const questionnaireLinkMessages: Record<QuestionnaireLinkProblem, string> = {
  'not-found': 'This questionnaire link is not valid. Check that you copied the whole link, or ask your contact for a new one.',
  used: 'This questionnaire has already been answered. Thank you; ask your contact for a new link if something changed.',
  expired: 'This questionnaire link has expired. Ask your contact for a new one.',
};

/** Why a link cannot be used at `now`, or null when it can: once used it stays used, then its expiry counts. */
export function questionnaireLinkProblem(link: { usedAt: Date | null; expiresAt: Date }, now: Date): QuestionnaireLinkProblem | null {
  if (link.usedAt !== null) return 'used';
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : null;
}
