import type { AssistantSentence, AssistantToolRecord } from '@/lib/schemas/assistant';

/** A citation marker as the model writes it after a sentence: `[[policy:3f…]]`, several allowed in a row. */
const MARKER = /\[\[([^\][]{1,200})\]\]/g;

/**
 * The sentences of a text: split after . ! ? or a line break when what follows starts a new sentence, keeping the
 * markers written right after the punctuation with the sentence they close ("… access. [[control:AC-03]] Next …").
 */
function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let rest = text.replace(/\r\n?/g, '\n');
  // After the punctuation and its markers, a new sentence must follow (not one more marker).
  const boundary = /([.!?])((?:\s*\[\[[^\][]{1,200}\]\])*)(?=\s+(?!\[\[)\S)|\n+/;
  for (;;) {
    const match = boundary.exec(rest);
    if (!match) break;
    const end = match.index + match[0].length;
    sentences.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  sentences.push(rest);
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.replace(MARKER, '').trim().length > 0);
}

/** The text without its markers, spaces left before punctuation closed up. */
function withoutMarkers(sentence: string): string {
  return sentence
    .replace(MARKER, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/**
 * A reply's sentences with the records each cites. A marker counts only when its ref is one of `known`, the
 * records the tools returned in this conversation; any other (an invented or mistyped ref) is dropped and never
 * shown. A sentence left with no citation is unsupported, and the reply is supported only when none is.
 */
export function citedSentences(
  text: string,
  known: readonly AssistantToolRecord[],
): { sentences: AssistantSentence[]; supported: boolean } {
  const byRef = new Map(known.map((record) => [record.ref, record]));
  const sentences = splitSentences(text).map((sentence) => {
    const refs = [...sentence.matchAll(MARKER)].map((match) => match[1]!.trim());
    const citations = [...new Set(refs)].flatMap((ref) => {
      const record = byRef.get(ref);
      return record ? [record] : [];
    });
    return { text: withoutMarkers(sentence), citations };
  });
  return { sentences, supported: sentences.length > 0 && sentences.every((sentence) => sentence.citations.length > 0) };
}

/** The records of several turns as one list, each ref once (the latest record of a ref wins). */
export function mergeToolRecords(...lists: readonly (readonly AssistantToolRecord[])[]): AssistantToolRecord[] {
  const byRef = new Map<string, AssistantToolRecord>();
  for (const list of lists) for (const record of list) byRef.set(record.ref, record);
  return [...byRef.values()];
}
