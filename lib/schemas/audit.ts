import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredText } from './common';
import { trackedFrameworkSchema, type TrackedFramework } from './frameworks';

export const auditTypes = ['external', 'internal', 'certification'] as const;
export const auditTypeSchema = z.enum(auditTypes, { error: 'Choose an audit type.' });
export type AuditType = z.infer<typeof auditTypeSchema>;
export const auditTypeLabels: Record<AuditType, string> = { external: 'External', internal: 'Internal', certification: 'Certification' };

/** Audit statuses (spec §4). */
export const auditStatuses = ['scheduled', 'preparing', 'in-progress', 'completed'] as const;
export const auditStatusSchema = z.enum(auditStatuses);
export type AuditStatus = z.infer<typeof auditStatusSchema>;
export const auditStatusLabels: Record<AuditStatus, string> = {
  scheduled: 'Scheduled',
  preparing: 'Preparing',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export const auditResults = ['Pass', 'Conditional Pass', 'Pending'] as const;
export type AuditResult = (typeof auditResults)[number];

export const auditSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: auditTypeSchema,
  framework: trackedFrameworkSchema,
  auditor: z.string(),
  startDate: isoDate('start date'),
  endDate: isoDate('end date'),
  description: z.string(),
  status: auditStatusSchema,
  result: z.enum(auditResults),
});
export type Audit = z.infer<typeof auditSchema>;

/** The Schedule Audit form: the end date may not come before the start date. */
export const auditScheduleSchema = z
  .object({
    name: requiredText('audit name'),
    type: auditTypeSchema,
    framework: trackedFrameworkSchema,
    auditor: requiredText('auditor or firm'),
    startDate: isoDate('start date'),
    endDate: isoDate('end date'),
    description: optionalText('description'),
  })
  .refine((audit) => audit.endDate >= audit.startDate, { path: ['endDate'], message: 'The end date cannot be before the start date.' });
export type AuditSchedule = z.infer<typeof auditScheduleSchema>;

/** An audit as stored: start and end days as YYYY-MM-DD; the screen's rows come from lib/domain/audit-display.ts. */
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
  description: string;
  status: AuditStatus;
  result: AuditResult;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** The Audits screen's stat cards; `daysToNextAudit` is null when no audit is ahead. */
export type AuditStats = { upcoming: number; inProgress: number; completed: number; daysToNextAudit: number | null };

/** One framework the organization follows in the Audit Readiness grid: its directory name and percent complete. */
export type AuditReadiness = { frameworkId: string; name: string; percent: number };
