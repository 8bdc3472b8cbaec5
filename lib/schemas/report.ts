import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredText } from './common';
import { frameworkCodeSchema, type FrameworkCode } from './frameworks';

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

/** Report statuses (spec §4). */
export const reportStatuses = ['generated', 'generating'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const reportStatusLabels: Record<ReportStatus, string> = { generated: 'Generated', generating: 'Generating' };

/** A row of the Recent Reports table: the stored report with its Generated and Size columns as display texts (lib/domain/report-display.ts). */
export type Report = {
  id: string;
  name: string;
  type: ReportType;
  frameworks: FrameworkCode[];
  startDate: string;
  endDate: string;
  format: ReportFormat;
  notes: string;
  generated: string;
  status: ReportStatus;
  size: string;
};

/** A report as stored: dates as YYYY-MM-DD, times as Date, the file's size in bytes (null until generated). */
export type ReportRecord = {
  id: string;
  name: string;
  type: ReportType;
  frameworks: FrameworkCode[];
  startOn: string;
  endOn: string;
  format: ReportFormat;
  notes: string;
  status: ReportStatus;
  sizeBytes: number | null;
  generatedAt: Date | null;
  createdAt: Date;
  version: number;
};

/** The stat cards of the reports screen. */
export type ReportStats = { total: number; generated: number; generating: number; frameworksCovered: number };

/** The Generate Report form: at least one framework, and a date range in order. */
export const reportGenerateSchema = z
  .object({
    name: requiredText('report name'),
    type: reportTypeSchema,
    frameworks: z.array(frameworkCodeSchema).min(1, 'Choose at least one framework.'),
    startDate: isoDate('start date'),
    endDate: isoDate('end date'),
    format: z.enum(reportFormats, { error: 'Choose a format.' }),
    notes: optionalText('notes'),
  })
  .refine((report) => report.endDate >= report.startDate, { path: ['endDate'], message: 'The end date cannot be before the start date.' });
export type ReportGenerate = z.infer<typeof reportGenerateSchema>;
