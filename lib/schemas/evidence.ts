import { z } from '@/lib/schemas/zod';
import { requiredText, optionalText, isoDate } from './common';
import { trackedFrameworkSchema, type TrackedFramework } from './frameworks';

/** Evidence types. */
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

/** Evidence statuses: stored as verified, pending, failed. */
export const evidenceStatuses = ['verified', 'pending', 'failed'] as const;
export const evidenceStatusSchema = z.enum(evidenceStatuses);
export type EvidenceStatus = z.infer<typeof evidenceStatusSchema>;

export const evidenceStatusLabels: Record<EvidenceStatus, string> = {
  verified: 'Verified',
  pending: 'Pending Review',
  failed: 'Verification Failed',
};

/** The list's status filter: the three statuses, or `archived` for the items taken out of the default list. */
export const evidenceListStatuses = [...evidenceStatuses, 'archived'] as const;
export type EvidenceListStatus = (typeof evidenceListStatuses)[number];
export const evidenceListStatusLabels: Record<EvidenceListStatus, string> = { ...evidenceStatusLabels, archived: 'Archived' };

/** A file of an item as a row of the list names it: enough for the Download action. */
export type EvidenceFileLink = { id: string; name: string; size: number };

/** One evidence item as the library lists it (display row; the stored shape is `EvidenceRecord`). */
export type Evidence = {
  id: string;
  name: string;
  description: string;
  type: EvidenceType;
  framework: TrackedFramework;
  status: EvidenceStatus;
  /** YYYY-MM-DD */
  dateCollected: string;
  /** YYYY-MM-DD, or null when the item does not expire. */
  expiresOn: string | null;
  /** Past its expiry day: flagged, and no longer counted for its controls. */
  expired: boolean;
  archived: boolean;
  /** The files of the current revision. */
  files: EvidenceFileLink[];
  version: number;
};

/** An evidence item as stored: days as YYYY-MM-DD. */
export type EvidenceRecord = {
  id: string;
  name: string;
  description: string;
  type: EvidenceType;
  framework: TrackedFramework;
  status: EvidenceStatus;
  /** YYYY-MM-DD */
  collectedOn: string;
  /** Why the review failed it; '' otherwise. */
  failureReason: string;
  /** YYYY-MM-DD, or null */
  expiresOn: string | null;
  archivedAt: Date | null;
  /** Verified by the person who uploaded its current files (allowed only when nobody else could, or with the setting off). */
  selfVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** One stored file of an item; `stored` is false for a file recorded before contents were kept. */
export type EvidenceFile = {
  id: string;
  revision: number;
  name: string;
  contentType: string;
  sizeBytes: number;
  sha256: string | null;
  stored: boolean;
  uploadedByName: string;
  uploadedAt: Date;
};

/** A control of the library linked to an item. */
export type LinkedControl = { id: string; name: string };

/** What the view page shows: the item, its files (newest revision first) and its linked controls. */
export type EvidenceDetail = {
  record: EvidenceRecord;
  expired: boolean;
  files: EvidenceFile[];
  controls: LinkedControl[];
  /** Whether the reader may verify it: refused (with why) for the uploader of its current files while a second person is required. */
  verification: { allowed: true; self: boolean } | { allowed: false; message: string };
};

/** The stat cards: the organization's items not archived, by status, and how many are archived. */
export type EvidenceStats = { total: number; verified: number; pending: number; failed: number; archived: number };

/** One framework's evidence as stored: how many items, and how many of them verified. */
export type EvidenceFrameworkCount = { framework: TrackedFramework; total: number; verified: number };

/** One line of the collection progress panel, computed from the organization's own evidence. */
export type EvidenceProgress = {
  framework: TrackedFramework;
  label: string;
  verified: number;
  total: number;
  percent: number;
  summary: string;
};

/** An optional expiry day: '' (left empty) reads as none. */
const expiresOnSchema = z
  .preprocess((value) => (value === '' ? undefined : value), isoDate('expiry date').optional())
  .transform((value) => value ?? null);

const RELOAD = 'Reload the page and try again.';

/** The version the form read (a hidden input), sent back so a stale edit is refused. */
const versionSchema = z.coerce.number({ error: RELOAD }).int(RELOAD).nonnegative(RELOAD);
const idSchema = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);

/** The upload form's text fields; the files are checked by `checkUploadFiles` (lib/domain/upload.ts). */
export const evidenceUploadSchema = z.object({
  name: requiredText('evidence name'),
  framework: trackedFrameworkSchema,
  type: evidenceTypeSchema,
  description: optionalText('description'),
  expiresOn: expiresOnSchema,
});
export type EvidenceUpload = z.infer<typeof evidenceUploadSchema>;

/** An item and the version its form read: what Verify, Archive, Restore, Retry and Replace send. */
export const evidenceVersionSchema = z.object({ id: idSchema, version: versionSchema });
export type EvidenceVersion = z.infer<typeof evidenceVersionSchema>;

/** Fail: the reason is required and kept on the item. */
export const evidenceFailSchema = evidenceVersionSchema.extend({ reason: requiredText('reason the evidence failed', 500) });
export type EvidenceFail = z.infer<typeof evidenceFailSchema>;

/** Edit: the item's describing fields and its expiry day. */
export const evidenceEditSchema = evidenceVersionSchema.extend({
  name: requiredText('evidence name'),
  framework: trackedFrameworkSchema,
  type: evidenceTypeSchema,
  description: optionalText('description'),
  expiresOn: expiresOnSchema,
});
export type EvidenceEdit = z.infer<typeof evidenceEditSchema>;

/** Link or unlink a control of the library. */
export const evidenceControlSchema = evidenceVersionSchema.extend({
  controlId: z.string({ error: 'Choose a control.' }).trim().min(1, 'Choose a control.').max(40, 'Choose a control of the library.'),
});
export type EvidenceControlChange = z.infer<typeof evidenceControlSchema>;
