import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, recordVersionSchema, requiredLine } from '../common';
import { frameworkCodeSchema, trackedFrameworkSchema, type TrackedFramework } from '../frameworks/codes';

export const reportTypes = ['framework', 'audit', 'executive', 'security', 'gap-analysis'] as const;
export const reportTypeSchema = z.enum(reportTypes, { error: 'Choose a report type.' });
export type ReportType = z.infer<typeof reportTypeSchema>;
export const reportTypeLabels: Record<ReportType, string> = {
  framework: 'Framework',
  audit: 'Audit',
  executive: 'Executive',
  security: 'Security',
  'gap-analysis': 'Gap Analysis',
};

export const reportFormats = ['pdf', 'excel', 'word'] as const;
export type ReportFormat = (typeof reportFormats)[number];
export const reportFormatLabels: Record<ReportFormat, string> = { pdf: 'PDF', excel: 'Excel', word: 'Word' };

/**
 * What the Recent Reports table lists: the five report types, auditor packages (a ZIP for an auditor) and ISO 27001
 * Statements of Applicability.
 */
export const listedReportTypes = [...reportTypes, 'auditor-package', 'statement-of-applicability'] as const;
export type ListedReportType = (typeof listedReportTypes)[number];
export const listedReportTypeLabels: Record<ListedReportType, string> = {
  ...reportTypeLabels,
  'auditor-package': 'Auditor Package',
  'statement-of-applicability': 'Statement of Applicability',
};
/** A stored file's format: an auditor package is a ZIP. */
export type StoredFormat = ReportFormat | 'zip';
export const storedFormatLabels: Record<StoredFormat, string> = { ...reportFormatLabels, zip: 'ZIP' };

/** Report statuses: Generating and Generated, and how a job can end otherwise (Failed, Cancelled). */
export const reportStatuses = ['generated', 'generating', 'failed', 'cancelled'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const reportStatusLabels: Record<ReportStatus, string> = {
  generated: 'Generated',
  generating: 'Generating',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A row of the Recent Reports table: the stored report with its Generated and Size columns as display texts (lib/domain/reports/display.ts). */
export type Report = {
  id: string;
  name: string;
  type: ListedReportType;
  frameworks: TrackedFramework[];
  startDate: string;
  endDate: string;
  format: StoredFormat;
  notes: string;
  generated: string;
  status: ReportStatus;
  size: string;
  /** 0–100 while Generating. */
  progress: number;
  /** Why it failed; '' otherwise. */
  failureReason: string;
  version: number;
};

/** A report as stored: dates as YYYY-MM-DD, times as Date, the file's size in bytes (null until generated). */
export type ReportRecord = {
  id: string;
  name: string;
  type: ListedReportType;
  frameworks: TrackedFramework[];
  startOn: string;
  endOn: string;
  format: StoredFormat;
  notes: string;
  status: ReportStatus;
  progress: number;
  failureReason: string | null;
  auditId: string | null;
  sizeBytes: number | null;
  generatedAt: Date | null;
  createdAt: Date;
  version: number;
};

/** The stat cards of the reports screen. */
export type ReportStats = { total: number; generated: number; generating: number; frameworksCovered: number };

/** A change to one report (Cancel, Retry, Delete): its id and the version the screen read. */
export const reportChangeSchema = recordVersionSchema;
export type ReportChange = z.infer<typeof reportChangeSchema>;

/** The Generate Report form: at least one framework, and a date range in order. */
export const reportGenerateSchema = z
  .object({
    name: requiredLine('report name'),
    type: reportTypeSchema,
    frameworks: z.array(frameworkCodeSchema).min(1, 'Choose at least one framework.'),
    startDate: isoDate('start date'),
    endDate: isoDate('end date'),
    format: z.enum(reportFormats, { error: 'Choose a format.' }),
    notes: optionalText('notes'),
  })
  .refine((report) => report.endDate >= report.startDate, { path: ['endDate'], message: 'The end date cannot be before the start date.' });
export type ReportGenerate = z.infer<typeof reportGenerateSchema>;

/** Prepare auditor package from Reports: one framework (HIPAA too, as audits cover it) and the period it covers. */
export const auditorPackageSchema = z
  .object({
    framework: trackedFrameworkSchema,
    startDate: isoDate('start date'),
    endDate: isoDate('end date'),
  })
  .refine((request) => request.endDate >= request.startDate, {
    path: ['endDate'],
    message: 'The end date cannot be before the start date.',
  });
export type AuditorPackageRequest = z.infer<typeof auditorPackageSchema>;
