import type { Policy, PolicyRecord } from '@/lib/schemas/policies/records';
import { daysBetween, dayOf } from '../calendar-days';
import { timeAgo } from '../relative-time';

/** Days a review may be due in and still count as "Expiring Soon". */
export const EXPIRING_SOON_DAYS = 30;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * The Review Due column: a duration for an approved policy ("10 months", "12 days", "Today"), Pending
 * under review, N/A for a draft, Overdue once expired or past its date.
 */
export function reviewDueText(record: Pick<PolicyRecord, 'status' | 'reviewDueOn'>, today: Date): string {
  if (record.status === 'review') return 'Pending';
  if (record.status === 'expired') return 'Overdue';
  if (record.status === 'draft' || record.reviewDueOn === null) return 'N/A';
  const days = daysBetween(dayOf(today), record.reviewDueOn);
  if (days < 0) return 'Overdue';
  if (days === 0) return 'Today';
  if (days <= EXPIRING_SOON_DAYS) return plural(days, 'day');
  return plural(Math.floor(days / 30.44), 'month');
}

/** A stored policy (its status already the one shown today) as the library lists it. */
export function policyRow(record: PolicyRecord, now: Date): Policy {
  return {
    id: record.id,
    name: record.name,
    version: record.versionLabel,
    description: record.description,
    status: record.status,
    archived: record.archivedAt !== null,
    frameworks: record.frameworks,
    owner: record.owner,
    lastUpdated: timeAgo(record.updatedAt, now),
    reviewDue: reviewDueText(record, now),
    reviewFrequencyMonths: record.reviewFrequencyMonths,
    recordVersion: record.version,
  };
}
