import type { StoredFormat } from '@/lib/schemas/reports/records';

/** The content type and file extension of each stored format: the three report formats and the auditor package. */
export const fileTypes = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  excel: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  word: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  zip: { contentType: 'application/zip', extension: 'zip' },
} as const satisfies Record<StoredFormat, { contentType: string; extension: string }>;
