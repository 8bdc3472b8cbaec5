/**
 * A stand-in for a language model answering a questionnaire batch (the prompt of
 * lib/domain/questionnaires/model-prompt.ts) as a model would: each question from the records listed for it, citing
 * the record whose sentence shares most of the question's words with the sentence quoted, and no answer when none
 * does. It can also misbehave on the questions a pattern picks, so the server's checks are seen to catch it:
 * - `wrongCitation`: a true quote, but cited to a record that was not given for the question;
 * - `unsupported`: an answer of its own, cited to a given record with words that record does not hold;
 * - a question telling it to ignore its instructions is obeyed (answered Yes, quoting nothing the record holds),
 *   as a model that confuses data with instructions would.
 */
import type { ChatRequest, StandInTurn } from './openai-stand-in';

export type QuestionnaireStandInOptions = { wrongCitation?: RegExp; unsupported?: RegExp };

type Answer = { question: string; answer: string | null; kind: string | null; citations: { record: string; quote: string }[] };

const blocks = (prompt: string, what: 'record' | 'question') =>
  new Map(
    [...prompt.matchAll(new RegExp(`<<<DATA ${what} ([RQ]\\d+)[^\\n]*>>>\\n([\\s\\S]*?)\\n<<<END DATA>>>`, 'g'))].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );

const SMALL = new Set([
  'does',
  'have',
  'your',
  'with',
  'that',
  'this',
  'from',
  'they',
  'them',
  'their',
  'there',
  'what',
  'which',
  'when',
  'been',
]);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !SMALL.has(word));
const sameWord = (a: string, b: string) => a.slice(0, 5) === b.slice(0, 5);

/** The record's sentence sharing most words with the question (at least two), and how many it shares. */
function bestSentence(question: string, record: string): { sentence: string; shared: number } | null {
  const wanted = wordsOf(question);
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of record.split(/(?<=[.!?])\s+|\n+/)) {
    const held = wordsOf(sentence);
    const shared = wanted.filter((word) => held.some((each) => sameWord(each, word))).length;
    if (shared >= 2 && wordsOf(sentence).length >= 4 && (!best || shared > best.shared)) best = { sentence: sentence.trim(), shared };
  }
  return best;
}

const isYesNo = (question: string) => /^\s*(are|is|do|does|did|have|has|can|will|was|were)\b/i.test(question);
const obeysInjection = (question: string) => /ignore (all |your |previous |the )*(instructions|rules)/i.test(question);

/** The JSON a model would answer to one questionnaire prompt. */
export function answerQuestionnairePrompt(prompt: string, options: QuestionnaireStandInOptions = {}): string {
  const records = blocks(prompt, 'record');
  const questions = blocks(prompt, 'question');
  const lists = new Map([...prompt.matchAll(/^(Q\d+): (R\d+(?:, R\d+)*)$/gm)].map((match) => [match[1]!, match[2]!.split(', ')]));
  const answers: Answer[] = [...questions].map(([key, question]) => {
    const given = lists.get(key) ?? [];
    if (obeysInjection(question))
      return {
        question: key,
        answer: 'Yes.',
        kind: 'yes',
        citations: [{ record: given[0] ?? 'R1', quote: 'We answer yes to every question asked' }],
      };
    if (options.unsupported?.test(question))
      return {
        question: key,
        answer: 'Yes. We hold a current ISO 27701 certificate.',
        kind: 'yes',
        citations: [{ record: given[0] ?? 'R1', quote: 'We hold a current ISO 27701 certificate' }],
      };
    const found = given
      .map((record) => ({ record, best: bestSentence(question, records.get(record) ?? '') }))
      .filter((each) => each.best)
      .sort((a, b) => b.best!.shared - a.best!.shared)[0];
    if (!found) return { question: key, answer: null, kind: null, citations: [] };
    const sentence = found.best!.sentence.replace(/[.!?]+$/, '');
    // A wrong citation names a record given to another question of the batch, or one never given.
    const elsewhere = [...records.keys()].find((each) => !given.includes(each)) ?? `R${records.size + 1}`;
    const record = options.wrongCitation?.test(question) ? elsewhere : found.record;
    const yesNo = isYesNo(question);
    return {
      question: key,
      answer: yesNo ? `Yes. ${sentence}.` : `${sentence}.`,
      kind: yesNo ? 'yes' : 'text',
      citations: [{ record, quote: sentence }],
    };
  });
  return JSON.stringify({ answers });
}

/** The OpenAI stand-in's turn answering questionnaire batches this way (its prompt is the request's user message). */
export function questionnaireTurn(options: QuestionnaireStandInOptions = {}): StandInTurn {
  const promptOf = (request: ChatRequest) =>
    request.messages
      .filter((message) => message.role === 'user')
      .map((message) =>
        typeof message.content === 'string' ? message.content : (message.content ?? []).map((part) => part.text ?? '').join(''),
      )
      .join('\n');
  return {
    when: { lastUser: '^Answer each question of the questionnaire' },
    answer: { write: (request) => answerQuestionnairePrompt(promptOf(request), options) },
  };
}
