import { dayOf } from '@/lib/domain/calendar-days';
import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredLine, requiredText } from '../common';
import { trackedFrameworkSchema, type TrackedFramework } from '../frameworks/codes';

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

/**
 * The list's status filter: the three statuses, `expiring` for the items about to expire (any status, not
 * archived), or `archived` for the items taken out of the default list.
 */
export const evidenceListStatuses = [...evidenceStatuses, 'expiring', 'archived'] as const;
export type EvidenceListStatus = (typeof evidenceListStatuses)[number];
export const evidenceListStatusLabels: Record<EvidenceListStatus, string> = {
  ...evidenceStatusLabels,
  expiring: 'Expiring Soon',
  archived: 'Archived',
};

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
  /** Days left when it expires within the warning window (0–14), else null (lib/domain/evidence/expiry.ts). */
  expiresSoonIn: number | null;
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
  /** Days left when it expires within the warning window (0–14) and is not archived, else null. */
  expiresSoonIn: number | null;
  files: EvidenceFile[];
  controls: LinkedControl[];
  /** Whether the reader may verify it: refused (with why) for the uploader of its current files while a second person is required. */
  verification: { allowed: true; self: boolean } | { allowed: false; message: string };
};

/** An item about to expire, as the dashboard and a control list it: `days` left (0–14) before it stops counting. */
export type ExpiringEvidence = { id: string; name: string; framework: TrackedFramework; expiresOn: string; days: number };

/** The stat cards: the organization's items not archived, by status, and how many are archived. */
export type EvidenceStats = { total: number; verified: number; pending: number; failed: number; archived: number };

/**
 * One line of the automated collection panel, computed from the organization's own records: how many of a followed
 * framework's controls are backed by a passing check or by current evidence, and how many by a check.
 */
export type EvidenceProgress = {
  framework: string;
  label: string;
  backed: number;
  byChecks: number;
  total: number;
  percent: number;
  summary: string;
};

/** An optional expiry day: '' (left empty) reads as none. */
const expiresOnSchema = z
  .preprocess((value) => (value === '' ? undefined : value), isoDate('expiry date').optional())
  .transform((value) => value ?? null);

const RELOAD = 'Reload the page and try again.';

/** The earliest day evidence may have been collected on. */
export const EARLIEST_COLLECTION_DAY = '2000-01-01';
export const COLLECTED_TOO_EARLY = 'The date collected cannot be before 2000.';
export const COLLECTED_IN_FUTURE = 'The date collected cannot be in the future.';

/**
 * The latest calendar day that has begun somewhere on earth at `now` (UTC+14), so a person whose day is already
 * tomorrow in UTC may still say "collected today".
 */
export function latestDayBegun(now: Date): string {
  return dayOf(new Date(now.getTime() + 14 * 60 * 60 * 1000));
}

/** Why `day` (YYYY-MM-DD) cannot be the day evidence was collected, seen at `now`, or null when it can. */
export function collectionDayProblem(day: string, now: Date = new Date()): string | null {
  if (day < EARLIEST_COLLECTION_DAY) return COLLECTED_TOO_EARLY;
  if (day > latestDayBegun(now)) return COLLECTED_IN_FUTURE;
  return null;
}

/** The day the evidence was collected: a real day, not before 2000 and not in the future. */
const collectedOnSchema = isoDate('date collected').superRefine((day, context) => {
  const problem = collectionDayProblem(day);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** The upload's day collected: '' (left empty) reads as null, which the server takes as the upload day. */
const optionalCollectedOnSchema = z
  .preprocess((value) => (value === '' ? undefined : value), collectedOnSchema.optional())
  .transform((value) => value ?? null);

export const EXPIRY_BEFORE_COLLECTION = 'The expiry date must be on or after the date collected.';
const expiryNotBeforeCollection = (item: { collectedOn?: string | null; expiresOn: string | null }) =>
  item.collectedOn == null || item.expiresOn === null || item.expiresOn >= item.collectedOn;

/** The version the form read (a hidden input), sent back so a stale edit is refused. */
const versionSchema = z.coerce.number({ error: RELOAD }).int(RELOAD).nonnegative(RELOAD);
const idSchema = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);

/** The upload form's text fields; the files are checked by `checkUploadFiles` (lib/domain/upload.ts). */
export const evidenceUploadFields = z.object({
  name: requiredLine('evidence name'),
  framework: trackedFrameworkSchema,
  type: evidenceTypeSchema,
  description: optionalText('description'),
  collectedOn: optionalCollectedOnSchema,
  expiresOn: expiresOnSchema,
});

/** `schema` refusing an expiry day before the day collected, on the expiry field. */
export function checkingExpiryAfterCollection<S extends z.ZodType<{ collectedOn?: string | null; expiresOn: string | null }>>(schema: S) {
  return schema.refine(expiryNotBeforeCollection, { path: ['expiresOn'], message: EXPIRY_BEFORE_COLLECTION });
}

export const evidenceUploadSchema = checkingExpiryAfterCollection(evidenceUploadFields);
export type EvidenceUpload = z.infer<typeof evidenceUploadSchema>;

/** An item and the version its form read: what Verify, Archive, Restore, Retry and Replace send. */
export const evidenceVersionSchema = z.object({ id: idSchema, version: versionSchema });
export type EvidenceVersion = z.infer<typeof evidenceVersionSchema>;

/** Fail: the reason is required and kept on the item. */
export const evidenceFailSchema = evidenceVersionSchema.extend({ reason: requiredText('reason the evidence failed', 500) });
export type EvidenceFail = z.infer<typeof evidenceFailSchema>;

/** Edit: the item's describing fields, the day it was collected and its expiry day. */
export const evidenceEditSchema = checkingExpiryAfterCollection(
  evidenceVersionSchema.extend({
    name: requiredLine('evidence name'),
    framework: trackedFrameworkSchema,
    type: evidenceTypeSchema,
    description: optionalText('description'),
    // The form always sends it (emptied, it is refused); a post without it keeps the item's day.
    collectedOn: collectedOnSchema.optional(),
    expiresOn: expiresOnSchema,
  }),
);
export type EvidenceEdit = z.infer<typeof evidenceEditSchema>;

/** Link or unlink a control of the library. */
export const evidenceControlSchema = evidenceVersionSchema.extend({
  controlId: z.string({ error: 'Choose a control.' }).trim().min(1, 'Choose a control.').max(40, 'Choose a control of the library.'),
});
export type EvidenceControlChange = z.infer<typeof evidenceControlSchema>;
