import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredLine, requiredText } from '../common';

/** Where a request stands: open (to answer), submitted (to decide), accepted, or returned (open again, with a comment). */
export const requestStatuses = ['open', 'submitted', 'accepted', 'returned'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  open: 'Open',
  submitted: 'Submitted',
  accepted: 'Accepted',
  returned: 'Returned',
};

/** The formats a request list is imported from and exported to. */
export type RequestListFormat = 'xlsx' | 'csv';

/** The populations a Type II sample is drawn from, each read from the product's own records over the period. */
export const samplePopulations = ['joiners', 'leavers', 'vendor-reviews', 'access-review-decisions', 'evidence'] as const;
export type SamplePopulation = (typeof samplePopulations)[number];
export const samplePopulationLabels: Record<SamplePopulation, string> = {
  joiners: 'People who joined',
  leavers: 'People who left',
  'vendor-reviews': 'Vendor reviews concluded',
  'access-review-decisions': 'Access review decisions',
  evidence: 'Evidence collected',
};

/** One item of a population: the record, a label the auditor reads, and its day in the period. */
export type SampleItem = { id: string; label: string; day: string };

/** The request as the screens show it. */
export type AuditRequest = {
  id: string;
  auditId: string;
  version: number;
  position: number;
  reference: string;
  text: string;
  dueOn: string | null;
  status: RequestStatus;
  ownerMemberId: string | null;
  ownerName: string | null;
  controlIds: string[];
  /** Each evidence item with the auditor's review of it while it holds (null: not reviewed, or replaced since). */
  evidence: { id: string; name: string; review: EvidenceItemReview | null }[];
  sampleId: string | null;
};

/** The auditor's review of one evidence item of a request: accepted, or flagged with what is wrong. */
export type EvidenceItemReview = { state: 'accepted' | 'flagged'; comment: string; reviewedByName: string; reviewedAt: Date };

export type RequestComment = {
  id: string;
  kind: 'comment' | 'submitted' | 'accepted' | 'returned';
  authorName: string;
  body: string;
  createdAt: Date;
};

export type AuditSample = {
  id: string;
  population: SamplePopulation;
  periodStart: string;
  periodEnd: string;
  populationSize: number;
  size: number;
  seed: string;
  items: SampleItem[];
  drawnByName: string;
  createdAt: Date;
};

const RELOAD = 'Reload the page and try again.';
const idField = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);
const versionField = z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD);
const optionalDay = (label: string) =>
  z
    .union([z.literal(''), isoDate(label)])
    .optional()
    .default('');
/** A column picked by its letters (A, B, …, AA); '' leaves the guess. */
const columnLetters = (label: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{0,3}$/, `Enter the ${label} column as letters, such as A or C.`)
    .optional()
    .default('');

/** The import form's fields besides the file: the audit, and the columns when the guess is not right. */
export const requestImportSchema = z.object({
  auditId: idField,
  referenceColumn: columnLetters('reference'),
  textColumn: columnLetters('request'),
  dueColumn: columnLetters('due date'),
  headerRow: z
    .string()
    .trim()
    .regex(/^\d{0,2}$/, 'Enter the header row as a number, such as 1.')
    .optional()
    .default(''),
});
export type RequestImport = z.infer<typeof requestImportSchema>;

export const requestAddSchema = z.object({
  auditId: idField,
  reference: requiredLine('reference', 40),
  text: requiredText('request', 4000),
  dueOn: optionalDay('due date'),
});
export type RequestAdd = z.infer<typeof requestAddSchema>;

export const requestAssignSchema = z.object({
  id: idField,
  version: versionField,
  ownerMemberId: z.string().max(64, RELOAD).optional().default(''),
  dueOn: optionalDay('due date'),
});
export type RequestAssign = z.infer<typeof requestAssignSchema>;

export const requestControlsSchema = z.object({
  id: idField,
  version: versionField,
  controlIds: z.array(z.string().trim().min(1).max(40)).max(50, 'Choose at most 50 controls.').default([]),
});
export type RequestControls = z.infer<typeof requestControlsSchema>;

export const requestEvidenceSchema = z.object({
  id: idField,
  version: versionField,
  evidenceIds: z.array(z.string().trim().min(1).max(64)).max(50, 'Choose at most 50 evidence items.').default([]),
});
export type RequestEvidence = z.infer<typeof requestEvidenceSchema>;

/** Submit or accept, with an optional comment; a return needs its comment (the owner must know what to fix). */
export const requestDecisionSchema = z.object({
  id: idField,
  version: versionField,
  decision: z.enum(['submit', 'accept', 'return'], { error: RELOAD }),
  comment: optionalText('comment', 4000),
});
export type RequestDecision = z.infer<typeof requestDecisionSchema>;
export const RETURN_NEEDS_COMMENT = 'Say what is missing: a returned request needs a comment.';

export const requestCommentSchema = z.object({
  id: idField,
  body: requiredText('comment', 4000),
});
export type RequestCommentInput = z.infer<typeof requestCommentSchema>;

/** The largest sample drawn at once (each item becomes a request). */
export const MAX_SAMPLE_SIZE = 200;

export const sampleDrawSchema = z.object({
  auditId: idField,
  population: z.enum(samplePopulations, { error: 'Choose a population.' }),
  size: z.coerce
    .number({ error: 'Enter the sample size.' })
    .int('Enter the sample size as a whole number.')
    .min(1, 'The sample size must be at least 1.')
    .max(MAX_SAMPLE_SIZE, `The sample size can be at most ${MAX_SAMPLE_SIZE}.`),
  seed: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Enter the seed as a whole number (up to 10 digits), or leave it empty to have one made.')
    .refine((seed) => seed === '' || Number(seed) <= 0xffffffff, 'The seed can be at most 4294967295.')
    .optional()
    .default(''),
});
export type SampleDraw = z.infer<typeof sampleDrawSchema>;
