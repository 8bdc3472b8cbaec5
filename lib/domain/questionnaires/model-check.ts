import { coverage, MIN_CONFIDENCE } from './confidence';
import { questionConcepts } from './expansion';
import { recordTextOf, type ModelAnswer, type ModelAnswers, type ModelBatch } from './model-prompt';
import { normalizeText, stemsOf } from './text';
import { sourceOf } from './record-source';
import type { KnowledgeDocument, Suggestion } from './types';

/** A quote shorter than this proves nothing ("Yes", "we do"). */
export const MIN_QUOTE_WORDS = 4;

export const MODEL_ANSWER_NOTE = "Written by the assistant's model from the records it cites; each quote was found in its record.";
export const WITHHELD_NOTE = "The model's answer was withheld: the records it cites do not say it.";

/** Whether the quote's words, in order, are words of the record as it was sent (case, accents and punctuation aside). */
export function quoteHolds(quote: string, record: KnowledgeDocument): boolean {
  const wanted = normalizeText(quote);
  if (wanted.split(' ').filter(Boolean).length < MIN_QUOTE_WORDS) return false;
  return ` ${normalizeText(recordTextOf(record))} `.includes(` ${wanted} `);
}

/** A Yes answer written as "No…", or the reverse: the kind and the words disagree, so neither can be trusted. */
function kindDisagrees(answer: string, kind: ModelAnswer['kind']): boolean {
  const opening = normalizeText(answer).split(' ')[0];
  return (kind === 'yes' && opening === 'no') || (kind === 'no' && opening === 'yes');
}

const withheld = (): Suggestion => ({ answer: null, kind: null, confidence: 0, sources: [], note: WITHHELD_NOTE });
const noAnswer = (): Suggestion => ({ answer: null, kind: null, confidence: 0, sources: [] });

/**
 * One answer of the model, checked: it stands only when every citation names a record given for this question
 * and quotes words that record holds, and the answer says what its kind says. Anything less is withheld, never
 * shown as an answer. Its confidence is at least the threshold, more as its records hold more of the question.
 */
export function checkedAnswer(question: ModelBatch['questions'][number], reply: ModelAnswer, records: ModelBatch['records']): Suggestion {
  const answer = reply.answer?.trim() ?? '';
  if (!answer) return noAnswer();
  if (!reply.kind || reply.citations.length === 0 || kindDisagrees(answer, reply.kind)) return withheld();
  const cited: KnowledgeDocument[] = [];
  for (const citation of reply.citations) {
    const key = citation.record.trim();
    const record = question.recordKeys.includes(key) ? records.get(key) : undefined;
    if (!record || !quoteHolds(citation.quote, record)) return withheld();
    if (!cited.includes(record)) cited.push(record);
  }
  const covered = coverage(stemsOf(cited.map(recordTextOf).join('\n')), questionConcepts(question.text));
  const confidence = Math.round(Math.min(0.99, MIN_CONFIDENCE + (1 - MIN_CONFIDENCE) * covered) * 100) / 100;
  return { answer, kind: reply.kind, confidence, sources: cited.map(sourceOf), note: MODEL_ANSWER_NOTE };
}

/**
 * The batch's suggestions by the questions' places in the questionnaire. A question the reply leaves out is
 * missing from the map (the caller answers it without the model); an entry for a question not asked is ignored.
 */
export function checkedBatch(batch: ModelBatch, reply: ModelAnswers): Map<number, Suggestion> {
  const byKey = new Map<string, ModelAnswer>();
  for (const entry of reply.answers) if (!byKey.has(entry.question.trim())) byKey.set(entry.question.trim(), entry);
  const checked = new Map<number, Suggestion>();
  for (const question of batch.questions) {
    const entry = byKey.get(question.key);
    if (entry) checked.set(question.index, checkedAnswer(question, entry, batch.records));
  }
  return checked;
}
