import { z } from '@/lib/schemas/zod';
import { requiredText, optionalText, isoDate } from './common';
import { trackedFrameworkSchema, type TrackedFramework } from './frameworks';

/** Evidence types (spec §3). */
export const evidenceTypes = ['system-log', 'screenshot', 'document', 'certificate', 'policy'] as const;
export const evidenceTypeSchema = z.enum(evidenceTypes, { error: 'Choose an evidence type.' });
export type EvidenceType = z.infer<typeof evidenceTypeSchema>;

export const evidenceTypeLabels: Record<EvidenceType, string> = {
  'system-log': 'System Log',
  screenshot: 'Screenshot',
  document: 'Document',
  certificate: 'Certificate',
  policy: 'Policy',
};

/** Evidence statuses (spec §4): stored as verified, pending, failed. */
export const evidenceStatuses = ['verified', 'pending', 'failed'] as const;
export const evidenceStatusSchema = z.enum(evidenceStatuses);
export type EvidenceStatus = z.infer<typeof evidenceStatusSchema>;

export const evidenceStatusLabels: Record<EvidenceStatus, string> = {
  verified: 'Verified',
  pending: 'Pending Review',
  failed: 'Verification Failed',
};

export const evidenceFileSchema = z.object({ name: z.string(), size: z.number().int().nonnegative() });
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

/** One evidence item as the library lists it (display row; the stored shape is `EvidenceRecord`). */
export const evidenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: evidenceTypeSchema,
  framework: trackedFrameworkSchema,
  status: evidenceStatusSchema,
  dateCollected: isoDate('collection date'),
  files: z.array(evidenceFileSchema),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** An evidence item as stored: the collection day as YYYY-MM-DD, file sizes in bytes. */
export type EvidenceRecord = {
  id: string;
  name: string;
  description: string;
  type: EvidenceType;
  framework: TrackedFramework;
  status: EvidenceStatus;
  /** YYYY-MM-DD */
  collectedOn: string;
  files: EvidenceFile[];
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** The stat cards: every item of the organization and how many of each status. */
export type EvidenceStats = { total: number; verified: number; pending: number; failed: number };

/** One framework's evidence as stored: how many items, and how many of them verified. */
export type EvidenceFrameworkCount = { framework: TrackedFramework; total: number; verified: number };

/** One line of the collection progress panel, computed from the organization's own evidence. */
export type EvidenceProgress = { framework: TrackedFramework; label: string; verified: number; total: number; percent: number; summary: string };

/** The upload form's text fields; the files are checked by `checkUploadFiles` (lib/domain/upload.ts). */
export const evidenceUploadSchema = z.object({
  name: requiredText('evidence name'),
  framework: trackedFrameworkSchema,
  type: evidenceTypeSchema,
  description: optionalText('description'),
});
export type EvidenceUpload = z.infer<typeof evidenceUploadSchema>;
