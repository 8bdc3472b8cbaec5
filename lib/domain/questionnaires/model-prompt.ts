import { z } from 'zod';
import { DATA_RULE, asData } from '@/lib/domain/assistant/as-data';
import { ANSWER_MAX, answerKinds } from '@/lib/schemas/questionnaires/answers';
import type { KnowledgeDocument } from './types';

/** A batch asks about this many questions at most, so a long questionnaire is a few requests, each bounded. */
export const QUESTIONS_PER_BATCH = 15;
/** A question and a record are sent cut to these lengths; a record's first part is where its point is stated. */
export const QUESTION_TEXT_MAX = 1_000;
export const RECORD_TEXT_MAX = 1_500;
/** A batch's delimited text stays under this many characters (about 20,000 tokens), whatever the records hold. */
export const BATCH_TEXT_MAX = 80_000;

/** A question to answer with the records retrieved for it; `index` is its place in the questionnaire. */
export type QuestionWithRecords = { index: number; text: string; records: readonly KnowledgeDocument[] };

/** One request's questions (`Q1`, `Q2`, …) and the records they may cite (`R1`, `R2`, …), each record once. */
export type ModelBatch = {
  questions: { key: string; index: number; text: string; recordKeys: string[] }[];
  records: Map<string, KnowledgeDocument>;
};

/** A policy's sections share the policy's id: a record is one section, one control, one fact. */
const identityOf = (document: KnowledgeDocument) => `${document.type}\u0000${document.id}\u0000${document.label}`;

/** What the model may quote from a record: the words that name it and its text, as sent. */
export const recordTextOf = (document: KnowledgeDocument) =>
  [document.title && document.title !== document.label ? document.title : '', document.text.slice(0, RECORD_TEXT_MAX)]
    .filter(Boolean)
    .join('\n');

const sizeOf = (document: KnowledgeDocument) => recordTextOf(document).length + document.label.length + 60;

/**
 * The questions in batches of at most QUESTIONS_PER_BATCH and BATCH_TEXT_MAX characters. A question without records
 * is left out: nothing could support an answer to it, so the model is not asked.
 */
export function batchesOf(questions: readonly QuestionWithRecords[]): ModelBatch[] {
  const batches: ModelBatch[] = [];
  let current: ModelBatch | null = null;
  let size = 0;
  let byIdentity = new Map<string, string>();
  for (const question of questions) {
    if (question.records.length === 0) continue;
    const text = question.text.slice(0, QUESTION_TEXT_MAX);
    const added =
      text.length + question.records.reduce((sum, record) => sum + (byIdentity.has(identityOf(record)) ? 0 : sizeOf(record)), 0);
    if (!current || current.questions.length >= QUESTIONS_PER_BATCH || (current.questions.length > 0 && size + added > BATCH_TEXT_MAX)) {
      current = { questions: [], records: new Map() };
      batches.push(current);
      byIdentity = new Map();
      size = 0;
    }
    const batch: ModelBatch = current;
    const recordKeys = question.records.map((record) => {
      const identity = identityOf(record);
      const known = byIdentity.get(identity);
      if (known) return known;
      const key = `R${batch.records.size + 1}`;
      batch.records.set(key, record);
      byIdentity.set(identity, key);
      size += sizeOf(record);
      return key;
    });
    size += text.length;
    batch.questions.push({ key: `Q${batch.questions.length + 1}`, index: question.index, text, recordKeys });
  }
  return batches;
}

/** The instructions: in the system prompt only, never beside the questionnaire's or the records' text. */
export const MODEL_ANSWER_SYSTEM = [
  "You answer a customer's security questionnaire for an organization, from the organization's own records only.",
  'Each question comes with the ids of the records retrieved for it. For each question:',
  '- Answer only from the records listed for that question. When they do not clearly say the answer, give answer null, kind null and no citations: never guess, never answer from general knowledge, never from another question.',
  '- kind is "yes" or "no" when the question asks for yes or no and a record says which, "not-applicable" when a record says it does not apply, "text" otherwise. A yes or no answer starts with "Yes." or "No." and then says what the record says.',
  '- Cite each record the answer rests on by its id (R1, R2, ...) with a quote: at least four consecutive words copied exactly from that record that state what the answer says.',
  '- Keep each answer to at most three sentences, in the organization\'s voice ("We ...").',
  'Answer every question once, by its id (Q1, Q2, ...).',
  DATA_RULE,
].join('\n');

/** The request's text: each record and each question as delimited data, then which records go with which question. */
export function modelAnswerPrompt(batch: ModelBatch): string {
  const records = [...batch.records].map(([key, document]) =>
    asData(`record ${key}: ${document.type} ${document.label}`, recordTextOf(document)),
  );
  const questions = batch.questions.map((question) => asData(`question ${question.key}`, question.text));
  const lists = batch.questions.map((question) => `${question.key}: ${question.recordKeys.join(', ')}`);
  return [
    'Answer each question of the questionnaire from the records listed for it.',
    '',
    'Records:',
    ...records,
    '',
    'Questions:',
    ...questions,
    '',
    'Records retrieved for each question:',
    ...lists,
  ].join('\n');
}

/** What the model answers: one entry per question, each citation a record id and the words quoted from it. */
export const modelAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        question: z.string().max(20),
        answer: z.string().max(ANSWER_MAX).nullable(),
        kind: z.enum(answerKinds).nullable(),
        citations: z.array(z.object({ record: z.string().max(20), quote: z.string().max(2_000) })).max(10),
      }),
    )
    .max(QUESTIONS_PER_BATCH * 2),
});
export type ModelAnswers = z.infer<typeof modelAnswersSchema>;
export type ModelAnswer = ModelAnswers['answers'][number];
