import { z } from '@/lib/schemas/zod';
import { isoDate, requiredText } from '../common';

export const severities = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof severities)[number];

/** The days allowed to fix a finding of each severity. */
export type Deadlines = Record<Severity, number>;

/** The longest deadline an admin may set: five years. */
export const MAX_DEADLINE_DAYS = 1825;

export type FindingState = 'fixed' | 'excepted' | 'overdue' | 'open';

/** A finding as the screen shows it, with its deadline and where it stands today. */
export type VulnerabilityFinding = {
  id: string;
  asset: string;
  identifier: string;
  title: string;
  severity: Severity;
  sources: string[];
  url: string;
  firstSeenOn: string;
  fixedOn: string | null;
  dueOn: string;
  state: FindingState;
  ownerName: string | null;
  exceptions: VulnerabilityException[];
};

export type VulnerabilityException = {
  id: string;
  reason: string;
  expiresOn: string;
  requestedByMemberId: string | null;
  requestedByName: string;
  approvedByName: string | null;
  approvedAt: Date | null;
};

/** A source that reported findings, and when it last did. */
export type VulnerabilitySource = { source: string; lastReportedAt: Date; findingsListed: number };

const RELOAD = 'Reload the page and try again.';
const days = (label: string) =>
  z.coerce
    .number({ error: `Enter the days for ${label} findings.` })
    .int(`Enter whole days for ${label} findings.`)
    .min(1, `${label} findings need at least 1 day.`)
    .max(MAX_DEADLINE_DAYS, `${label} findings take at most ${MAX_DEADLINE_DAYS} days.`);

/** The deadlines form: days per severity. */
export const deadlinesSchema = z.object({
  critical: days('Critical'),
  high: days('High'),
  medium: days('Medium'),
  low: days('Low'),
}) satisfies z.ZodType<Deadlines>;

/** An exception asked for a finding: why, and its last day. */
export const exceptionRequestSchema = z.object({
  findingId: z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD),
  reason: requiredText('reason', 1000),
  expiresOn: isoDate('expiry date'),
});
export type ExceptionRequest = z.output<typeof exceptionRequestSchema>;

/** An exception approved. */
export const exceptionApprovalSchema = z.object({ exceptionId: z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD) });

/** An asset's owner: the member an overdue finding on it becomes a task for ('' for nobody). */
export const assetOwnerSchema = z.object({
  asset: z.string({ error: RELOAD }).trim().min(1, RELOAD).max(200, RELOAD),
  ownerMemberId: z.string().max(64, RELOAD).optional().default(''),
});
