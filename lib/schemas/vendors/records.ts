import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, recordVersionSchema, requiredLine } from '../common';
import { isCountryCode } from '../countries';

/** How much harm a vendor's failure would do: it sets how often the vendor is reviewed. */
export const vendorCriticalities = ['low', 'medium', 'high', 'critical'] as const;
export type VendorCriticality = (typeof vendorCriticalities)[number];
export const vendorCriticalityLabels: Record<VendorCriticality, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const vendorCategories = [
  'cloud-infrastructure',
  'software-service',
  'payments',
  'communications',
  'security',
  'hr-payroll',
  'professional-services',
  'other',
] as const;
export type VendorCategory = (typeof vendorCategories)[number];
export const vendorCategoryLabels: Record<VendorCategory, string> = {
  'cloud-infrastructure': 'Cloud infrastructure',
  'software-service': 'Software as a service',
  payments: 'Payments',
  communications: 'Communications',
  security: 'Security',
  'hr-payroll': 'HR and payroll',
  'professional-services': 'Professional services',
  other: 'Other',
};

/** The kinds of data a vendor touches; "none" stands alone. */
export const vendorDataKinds = ['customer-personal', 'health', 'payment-card', 'employee', 'source-code', 'none'] as const;
export type VendorDataKind = (typeof vendorDataKinds)[number];
export const vendorDataKindLabels: Record<VendorDataKind, string> = {
  'customer-personal': 'Customer personal data',
  health: 'Health data (PHI)',
  'payment-card': 'Payment card data',
  employee: 'Employee data',
  'source-code': 'Source code',
  none: 'None',
};

export const vendorDocumentKinds = ['soc2', 'dpa', 'baa', 'pentest', 'other'] as const;
export type VendorDocumentKind = (typeof vendorDocumentKinds)[number];
export const vendorDocumentKindLabels: Record<VendorDocumentKind, string> = {
  soc2: 'SOC 2 report',
  dpa: 'Data processing agreement (DPA)',
  baa: 'Business associate agreement (BAA)',
  pentest: 'Penetration test',
  other: 'Other',
};

export const vendorReviewConclusions = ['approved', 'approved-with-conditions', 'rejected'] as const;
export type VendorReviewConclusion = (typeof vendorReviewConclusions)[number];
export const vendorReviewConclusionLabels: Record<VendorReviewConclusion, string> = {
  approved: 'Approved',
  'approved-with-conditions': 'Approved with conditions',
  rejected: 'Rejected',
};

/** A questionnaire answer. */
export const questionnaireAnswers = ['yes', 'no', 'partly'] as const;
export type QuestionnaireAnswer = (typeof questionnaireAnswers)[number];
export const questionnaireAnswerLabels: Record<QuestionnaireAnswer, string> = { yes: 'Yes', no: 'No', partly: 'Partly' };

const RELOAD = 'Reload the page and try again.';
const idField = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);
/** A select whose '' means none: null. */
const optionalId = z
  .string()
  .max(64, RELOAD)
  .optional()
  .default('')
  .transform((id) => (id === '' ? null : id));
const optionalDay = (label: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), isoDate(label).nullable());

/** "US, de fr" or the checked codes: upper-cased, each an ISO 3166-1 alpha-2 code, each once. */
export const countriesField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const words = (Array.isArray(value) ? value : [value ?? '']).flatMap((text) => text.split(/[\s,;]+/));
    return [...new Set(words.filter(Boolean).map((word) => word.toUpperCase()))];
  })
  .superRefine((codes, context) => {
    const unknown = codes.filter((code) => !isCountryCode(code));
    if (unknown.length > 0)
      context.addIssue({
        code: 'custom',
        message: `Use two-letter country codes (ISO 3166), such as US or DE: ${unknown.join(', ')} is not one.`,
      });
    if (codes.length > 60) context.addIssue({ code: 'custom', message: 'Name at most 60 countries.' });
  });

const dataKindsField = z
  .array(z.enum(vendorDataKinds, { error: 'Choose the data the vendor touches.' }), { error: 'Choose the data the vendor touches.' })
  .transform((kinds) => [...new Set(kinds)])
  .refine((kinds) => kinds.length > 0, 'Choose the data the vendor touches, or None.')
  .refine((kinds) => !kinds.includes('none') || kinds.length === 1, 'None cannot be chosen with another kind of data.');

export const CONTRACT_END_BEFORE_START = 'The contract end must be on or after its start.';

const vendorFields = z.object({
  name: requiredLine('vendor name'),
  service: requiredLine('service', 200),
  category: z.enum(vendorCategories, { error: 'Choose a category.' }),
  criticality: z.enum(vendorCriticalities, { error: 'Choose the criticality.' }),
  dataKinds: dataKindsField,
  subprocessor: z
    .enum(['on'])
    .optional()
    .transform((value) => value === 'on'),
  countries: countriesField,
  contractStart: optionalDay('contract start'),
  contractEnd: optionalDay('contract end'),
  ownerMemberId: optionalId,
});

const contractInOrder = (vendor: { contractStart: string | null; contractEnd: string | null }) =>
  vendor.contractStart === null || vendor.contractEnd === null || vendor.contractEnd >= vendor.contractStart;

/** The form fields posted as repeated values. */
export const vendorFormArrays = ['dataKinds'] as const;

/** Add vendor. */
export const vendorCreateSchema = vendorFields.refine(contractInOrder, { path: ['contractEnd'], message: CONTRACT_END_BEFORE_START });
export type VendorCreate = z.output<typeof vendorCreateSchema>;

/** Edit vendor: the fields and the version the page read. */
export const vendorEditSchema = vendorFields
  .extend(recordVersionSchema.shape)
  .refine(contractInOrder, { path: ['contractEnd'], message: CONTRACT_END_BEFORE_START });
export type VendorEdit = z.output<typeof vendorEditSchema>;

export const SOC2_PERIOD_NEEDED = 'Enter the period the SOC 2 report covers.';
export const PERIOD_END_BEFORE_START = 'The period must end on or after its start.';

/** Upload a document's fields, before the SOC 2 period check (the action adds the files, then checks). */
export const vendorDocumentObject = z.object({
  vendorId: idField,
  kind: z.enum(vendorDocumentKinds, { error: 'Choose the kind of document.' }),
  expiresOn: optionalDay('expiry date'),
  periodStart: optionalDay('period start'),
  periodEnd: optionalDay('period end'),
});

type DocumentDates = { kind: VendorDocumentKind; periodStart: string | null; periodEnd: string | null };

/** `schema` asking a SOC 2 report for the period it covers, ending on or after its start. */
export function checkingDocumentPeriod<S extends z.ZodType<DocumentDates>>(schema: S) {
  return schema.superRefine((document, context) => {
    if (document.kind === 'soc2') {
      if (document.periodStart === null) context.addIssue({ code: 'custom', path: ['periodStart'], message: SOC2_PERIOD_NEEDED });
      if (document.periodEnd === null) context.addIssue({ code: 'custom', path: ['periodEnd'], message: SOC2_PERIOD_NEEDED });
    }
    if (document.periodStart && document.periodEnd && document.periodEnd < document.periodStart)
      context.addIssue({ code: 'custom', path: ['periodEnd'], message: PERIOD_END_BEFORE_START });
  });
}

/** Upload a document (its fields): a SOC 2 report names the period it covers. */
export const vendorDocumentFields = checkingDocumentPeriod(vendorDocumentObject);
export type VendorDocumentUpload = z.output<typeof vendorDocumentFields>;

/** Remove a document. */
export const vendorDocumentRemovalSchema = z.object({ vendorId: idField, documentId: idField });
export type VendorDocumentRemoval = z.output<typeof vendorDocumentRemovalSchema>;

/** Record a review, or conclude the open one the questionnaire was sent for (`reviewId`). */
export const vendorReviewSchema = z.object({
  vendorId: idField,
  reviewId: optionalId,
  reviewedOn: isoDate('review date'),
  reviewerMemberId: z.string({ error: 'Choose the reviewer.' }).min(1, 'Choose the reviewer.').max(64, 'Choose the reviewer.'),
  conclusion: z.enum(vendorReviewConclusions, { error: 'Choose the conclusion.' }),
  notes: optionalText('notes', 4000),
});
export type VendorReviewInput = z.output<typeof vendorReviewSchema>;

/** Send questionnaire: an optional contact to mail the link to. */
export const questionnaireLinkSchema = z.object({
  vendorId: idField,
  contactEmail: z
    .string()
    .trim()
    .max(254, 'The email address can be at most 254 characters.')
    .optional()
    .default('')
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address.')]))
    .transform((email) => (email === '' ? null : email.toLowerCase())),
});
export type QuestionnaireLinkInput = z.output<typeof questionnaireLinkSchema>;

/** One answer of the questionnaire. */
export type QuestionnaireAnswerRow = { questionId: string; answer: QuestionnaireAnswer; comment: string };
/** What a vendor sent back: who answered and each answer. */
export type QuestionnaireResponse = { respondent: string; answers: QuestionnaireAnswerRow[] };

export type Vendor = {
  id: string;
  name: string;
  service: string;
  category: VendorCategory;
  criticality: VendorCriticality;
  dataKinds: VendorDataKind[];
  subprocessor: boolean;
  countries: string[];
  contractStart: string | null;
  contractEnd: string | null;
  ownerMemberId: string | null;
  ownerName: string | null;
  /** The day it was added (YYYY-MM-DD): a vendor never reviewed is due counting from it. */
  addedOn: string;
  /** The day of its last concluded review, or null. */
  lastReviewedOn: string | null;
  /** When the next review is due (YYYY-MM-DD). */
  nextReviewOn: string;
  version: number;
};

export type VendorDocument = {
  id: string;
  kind: VendorDocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  periodStart: string | null;
  periodEnd: string | null;
  expiresOn: string | null;
  evidenceId: string | null;
  evidenceFileId: string | null;
  uploadedByName: string;
  uploadedAt: Date;
};

export type VendorReview = {
  id: string;
  reviewedOn: string | null;
  reviewerMemberId: string | null;
  reviewerName: string | null;
  /** Null while the review is open (a questionnaire was sent and the conclusion is still to be recorded). */
  conclusion: VendorReviewConclusion | null;
  notes: string;
  response: QuestionnaireResponse | null;
  answeredAt: Date | null;
  /** The questionnaire link's state: none sent, waiting for the answers, answered, or expired unanswered. */
  questionnaire: 'none' | 'sent' | 'answered' | 'expired';
  createdAt: Date;
};

export type VendorDetail = {
  vendor: Vendor;
  documents: VendorDocument[];
  reviews: VendorReview[];
  team: { id: string; name: string }[];
};

/** A questionnaire link just made: the token exists only here, shown once. */
export type CreatedQuestionnaireLink = { vendorId: string; reviewId: string; path: string; expiresAt: Date; mailedTo: string | null };
