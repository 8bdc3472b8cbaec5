import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredLine, requiredText } from '../common';
import { trackedFrameworkSchema, type TrackedFramework } from '../frameworks/codes';

export const auditTypes = ['external', 'internal', 'certification'] as const;
export const auditTypeSchema = z.enum(auditTypes, { error: 'Choose an audit type.' });
export type AuditType = z.infer<typeof auditTypeSchema>;
export const auditTypeLabels: Record<AuditType, string> = { external: 'External', internal: 'Internal', certification: 'Certification' };

/** Audit statuses. A cancelled audit stays in the history with its reason and counts nowhere else. */
export const auditStatuses = ['scheduled', 'preparing', 'in-progress', 'completed', 'cancelled'] as const;
export const auditStatusSchema = z.enum(auditStatuses);
export type AuditStatus = z.infer<typeof auditStatusSchema>;
export const auditStatusLabels: Record<AuditStatus, string> = {
  scheduled: 'Scheduled',
  preparing: 'Preparing',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The statuses the Edit Audit form offers: cancelling takes a reason, so it has its own form. */
export const editableAuditStatuses = ['scheduled', 'preparing', 'in-progress', 'completed'] as const;

/**
 * An audit's result. Fail is an audit that was not passed (a SOC 2 auditor calls it an adverse opinion); a
 * Qualified Opinion is a SOC 2 report whose opinion is qualified on some criteria, so only a SOC 2 audit takes it.
 * The values are the stored ones and the labels people read.
 */
export const auditResults = ['Pass', 'Conditional Pass', 'Qualified Opinion', 'Fail', 'Pending'] as const;
export const auditResultSchema = z.enum(auditResults, { error: 'Choose a result.' });
export type AuditResult = z.infer<typeof auditResultSchema>;

/** The refusal of a result given to an audit that has not finished. */
export const RESULT_NEEDS_COMPLETED = 'Only a completed audit has a result: set the status to Completed, or leave the result Pending.';
/** The refusal of a qualified opinion for an audit of another framework than SOC 2. */
export const QUALIFIED_NEEDS_SOC2 =
  'A qualified opinion is a SOC 2 report’s result: choose Pass, Conditional Pass or Fail for this framework.';

/** An audit has a result (Pass, Conditional Pass, Fail…) only once it is completed; until then it is Pending. */
export function resultAllowed(status: AuditStatus, result: AuditResult): boolean {
  return result === 'Pending' || status === 'completed';
}

/**
 * Why an audit in `status` of `framework` cannot have `result`, or null when it can: a result only once completed,
 * and a qualified opinion only for SOC 2. The forms, the workspace and the import apply the same rule.
 */
export function auditResultProblem(audit: { status: AuditStatus; framework: string; result: AuditResult }): string | null {
  if (!resultAllowed(audit.status, audit.result)) return RESULT_NEEDS_COMPLETED;
  if (audit.result === 'Qualified Opinion' && audit.framework !== 'soc2') return QUALIFIED_NEEDS_SOC2;
  return null;
}

export const auditSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: auditTypeSchema,
  framework: trackedFrameworkSchema,
  auditor: z.string(),
  startDate: isoDate('start date'),
  endDate: isoDate('end date'),
  /** The period the audit covers (SOC 2 Type II), or both null. */
  observationStartDate: isoDate('day the observation starts').nullable(),
  observationEndDate: isoDate('day the observation ends').nullable(),
  description: z.string(),
  status: auditStatusSchema,
  result: auditResultSchema,
  /** Why it was called off; '' unless the audit is cancelled. */
  cancellationReason: z.string(),
  /** What an edit, reschedule or cancel must carry back. */
  version: z.number().int().min(1),
});
export type Audit = z.infer<typeof auditSchema>;

const END_BEFORE_START = 'The end date cannot be before the start date.';
const endNotBeforeStart = (audit: { startDate: string; endDate: string }) => audit.endDate >= audit.startDate;

export const OBSERVATION_START_MISSING = 'Choose the day the observation starts, or leave both observation days empty.';
export const OBSERVATION_END_MISSING = 'Choose the day the observation ends, or leave both observation days empty.';
export const OBSERVATION_END_BEFORE_START = 'The observation period cannot end before it starts.';
export const OBSERVATION_AFTER_FIELDWORK = 'The observation period must end on or before the audit’s end date.';

/** An audit's fieldwork dates and observation period (both days or neither), YYYY-MM-DD. */
export type AuditPeriods = {
  endDate: string;
  observationStartDate: string | null;
  observationEndDate: string | null;
};

/**
 * What is wrong with an observation period, as field messages: both days or neither, the end on or after the
 * start, and on or before the fieldwork's end (the period is observed before the audit reports on it). Empty
 * when it is right. The forms and the workspace apply the same rule.
 */
export function observationPeriodIssues(periods: AuditPeriods): { field: keyof AuditPeriods; message: string }[] {
  const { endDate, observationStartDate: start, observationEndDate: end } = periods;
  if (start === null && end === null) return [];
  if (start === null) return [{ field: 'observationStartDate', message: OBSERVATION_START_MISSING }];
  if (end === null) return [{ field: 'observationEndDate', message: OBSERVATION_END_MISSING }];
  if (end < start) return [{ field: 'observationEndDate', message: OBSERVATION_END_BEFORE_START }];
  if (end > endDate) return [{ field: 'observationEndDate', message: OBSERVATION_AFTER_FIELDWORK }];
  return [];
}

/** An optional day of the observation period: '' (left empty) reads as null. */
const observationDay = (label: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), isoDate(label).optional()).transform((value) => value ?? null);

const auditFields = {
  name: requiredLine('audit name'),
  type: auditTypeSchema,
  framework: trackedFrameworkSchema,
  auditor: requiredLine('auditor or firm'),
  startDate: isoDate('start date'),
  endDate: isoDate('end date'),
  observationStartDate: observationDay('day the observation starts'),
  observationEndDate: observationDay('day the observation ends'),
  description: optionalText('description'),
};

/** Adds the observation period's field messages to a form's parse. */
function checkObservationPeriod(periods: AuditPeriods, context: z.RefinementCtx): void {
  for (const issue of observationPeriodIssues(periods)) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

const RELOAD = 'Reload the page and try again.';
/** The record's id and the version the form was filled from (hidden fields). */
const recordFields = {
  id: z.string({ error: RELOAD }).min(1, RELOAD),
  version: z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD),
};

/**
 * The Schedule Audit form: the end date may not come before the start date; the optional observation period
 * follows observationPeriodIssues.
 */
export const auditScheduleSchema = z
  .object(auditFields)
  .refine(endNotBeforeStart, { path: ['endDate'], message: END_BEFORE_START })
  .superRefine(checkObservationPeriod);
/** The observation period's days as a write takes them: absent or null reads as none. */
type ObservationDays = { observationStartDate?: string | null; observationEndDate?: string | null };

/** A schedule as the workspace takes it: the form's fields, the observation period optional. */
export type AuditSchedule = Omit<z.infer<typeof auditScheduleSchema>, keyof ObservationDays> & ObservationDays;

/** The Edit Audit form: every field, the status and the result (a result other than Pending only once completed). */
export const auditEditSchema = z
  .object({
    ...auditFields,
    status: z.enum(editableAuditStatuses, { error: 'Choose a status.' }),
    result: auditResultSchema,
    ...recordFields,
  })
  .refine(endNotBeforeStart, { path: ['endDate'], message: END_BEFORE_START })
  .superRefine(checkObservationPeriod)
  .superRefine((audit, context) => {
    const problem = auditResultProblem(audit);
    if (problem) context.addIssue({ code: 'custom', path: ['result'], message: problem });
  });
/** An edit as the workspace takes it; an observation period left out (both absent) stays as it is. */
export type AuditEdit = Omit<z.infer<typeof auditEditSchema>, keyof ObservationDays> & ObservationDays;

/** Reschedule Audit: new dates, and an optional note kept in the audit's history. */
export const auditRescheduleSchema = z
  .object({
    startDate: isoDate('new start date'),
    endDate: isoDate('new end date'),
    note: optionalText('note', 300),
    ...recordFields,
  })
  .refine(endNotBeforeStart, { path: ['endDate'], message: END_BEFORE_START });
export type AuditReschedule = z.infer<typeof auditRescheduleSchema>;

/** Cancel Audit: the reason is required and stays with the audit. */
export const auditCancelSchema = z.object({
  reason: requiredText('reason for cancelling', 500),
  ...recordFields,
});
export type AuditCancel = z.infer<typeof auditCancelSchema>;

/** An audit as stored: start and end days as YYYY-MM-DD; the screen's rows come from lib/domain/audits/display.ts. */
export type AuditRecord = {
  id: string;
  name: string;
  type: AuditType;
  framework: TrackedFramework;
  auditor: string;
  /** YYYY-MM-DD */
  startOn: string;
  /** YYYY-MM-DD */
  endOn: string;
  /** YYYY-MM-DD, or null (then so is the end): the period a SOC 2 Type II audit covers. */
  observationStartOn: string | null;
  /** YYYY-MM-DD, or null; on or before `endOn`. */
  observationEndOn: string | null;
  description: string;
  status: AuditStatus;
  result: AuditResult;
  cancellationReason: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** The list's filters, read from the URL (lib/domain/list-query.ts readListQuery). */
export const auditFilterChoices = { status: auditStatuses, type: auditTypes } as const;
export type AuditFilterKey = keyof typeof auditFilterChoices;

/**
 * The Audits screen's stat cards; `daysToNextAudit` is null when no audit is ahead. Cancelled audits count in none
 * of them; `total` (every audit, cancelled ones too) only tells whether the organization has any audit at all.
 */
export type AuditStats = { upcoming: number; inProgress: number; completed: number; daysToNextAudit: number | null; total: number };

/** One framework the organization follows in the Audit Readiness grid: its directory name and percent complete. */
export type AuditReadiness = { frameworkId: string; name: string; percent: number };
