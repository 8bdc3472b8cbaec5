import { z } from '@/lib/schemas/zod';
import { optionalLine, recordVersionSchema, requiredLine } from '../common';
import { ANSWER_MAX, type AnswerKind, type AnswerSource } from './answers';

/** A suggestion as a question row keeps it: the engine's answer (null: none found), kind, confidence and sources. */
export type StoredSuggestion = {
  answer: string | null;
  kind: AnswerKind | null;
  confidence: number;
  sources: AnswerSource[];
  /** How it was written when not by the records alone (the assistant's model, withheld, a fallback). */
  note?: string;
};

/** Imported (questions read), in review (suggestions made), approved (every question approved). */
export const questionnaireStatuses = ['imported', 'in-review', 'approved'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];
export const questionnaireStatusLabels: Record<QuestionnaireStatus, string> = {
  imported: 'Imported',
  'in-review': 'In review',
  approved: 'Approved',
};

/** The questionnaire page's filter: no answer at all, an answer waiting for a person, approved. */
export const questionFilters = ['unanswered', 'needs-review', 'approved'] as const;
export type QuestionFilter = (typeof questionFilters)[number];
export const questionFilterLabels: Record<QuestionFilter, string> = {
  unanswered: 'Unanswered',
  'needs-review': 'Needs review',
  approved: 'Approved',
};

export type QuestionnaireFormat = 'xlsx' | 'csv';

/** A questionnaire as its list and page show it. */
export type QuestionnaireRecord = {
  id: string;
  name: string;
  customer: string | null;
  fileName: string;
  format: QuestionnaireFormat;
  sheet: string;
  headerRow: number | null;
  questionColumn: number;
  answerColumn: number;
  yesNoColumn: number | null;
  status: QuestionnaireStatus;
  createdByName: string;
  createdAt: Date;
  version: number;
  questionCount: number;
  approvedCount: number;
};

/** One question with its suggestion and where its answer stands. */
export type QuestionRecord = {
  id: string;
  position: number;
  sheet: string;
  row: number;
  section: string | null;
  text: string;
  suggestion: StoredSuggestion | null;
  answer: string | null;
  kind: AnswerKind | null;
  approvedByName: string | null;
  approvedAt: Date | null;
  version: number;
};

/** The upload form's text fields (the file is checked by the workbook reader). */
export const questionnaireUploadSchema = z.object({
  name: requiredLine('questionnaire name', 200),
  customer: optionalLine('customer', 200),
});
export type QuestionnaireUpload = z.infer<typeof questionnaireUploadSchema>;

const column = (label: string) =>
  z.coerce
    .number({ error: `Choose the ${label}.` })
    .int(`Choose the ${label}.`)
    .min(1, `Choose the ${label}.`)
    .max(16_384);
/** An empty choice ("None") posts ''. */
const optionalColumn = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? null : value),
  z.coerce.number().int().min(1).max(16_384).nullable(),
);

/** The sheet and columns chosen on the questionnaire's set-up screen. */
export const questionnaireColumnsSchema = recordVersionSchema.extend({
  sheet: requiredLine('sheet', 200),
  headerRow: optionalColumn,
  questionColumn: column('question column'),
  answerColumn: column('answer column'),
  yesNoColumn: optionalColumn,
});
export type QuestionnaireColumns = z.infer<typeof questionnaireColumnsSchema>;

/** An answer as a person edits it; `approve` also approves it into the answer library. */
export const questionAnswerSchema = recordVersionSchema.extend({
  questionnaireId: z.string().min(1).max(64),
  answer: z.string().trim().min(1, 'Enter the answer.').max(ANSWER_MAX, `Keep the answer under ${ANSWER_MAX} characters.`),
  intent: z.enum(['save', 'approve']).default('save'),
});
export type QuestionAnswerInput = z.infer<typeof questionAnswerSchema>;
