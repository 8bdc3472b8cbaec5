import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredText } from './common';
import { frameworkCodeSchema } from './frameworks';

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
export const reportFormatLabels: Record<(typeof reportFormats)[number], string> = { pdf: 'PDF', excel: 'Excel', word: 'Word' };

/** Report statuses (spec §4). */
export const reportStatuses = ['generated', 'generating'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;
export const reportStatusLabels: Record<ReportStatus, string> = { generated: 'Generated', generating: 'Generating' };

export const reportSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: reportTypeSchema,
  frameworks: z.array(frameworkCodeSchema),
  startDate: z.string(),
  endDate: z.string(),
  format: z.enum(reportFormats),
  notes: z.string(),
  generated: z.string(),
  status: reportStatusSchema,
  size: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

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
