/**
 * The sentence that asks, out of an item that explains before it asks ("Standards are often limited to specific
 * operations. For example, … Does your program cover all of your operations?"): the explanation is context, and its
 * words ("limited", "example") are no condition a record must hold. An item that only states what it wants ("It is
 * essential to have a written set of network guidelines. Written guidelines help …") asks whether you have it.
 */

import { closedStart, explanation, openStart } from './detection';
import { sentences as sentencesOfText } from './text';

/** The sentences of an item, its "(e.g. …)" asides out so that their full stops end none. */
const sentencesOf = (text: string) => sentencesOfText(text.replace(explanation, ' '));

/** A sentence that asks: a question mark, or a question's opening ("Do you", "Describe", "What"). */
const asks = (sentence: string) => sentence.endsWith('?') || closedStart.test(sentence) || openStart.test(sentence);

/** An asking sentence that leans on the one before it ("Is this reviewed?", "such a program", "the above"). */
const refersBack = /\b(?:this|these|such|it|they|them|the above)\b/i;

/** An example given ("For example, a PCI DSS program …") illustrates; it is never a condition. */
const example = /^(?:for (?:example|instance)|e\.?\s*g\.?)\b/i;

/** A need stated instead of asked ("It's essential to have X."): whether you have X. */
const statedNeed =
  /^it(?:'s|’s|\s+is)\s+(?:essential|important|critical|vital|necessary|required)\s+(?:that you\s+)?(?:to\s+)?(?:have|maintain)\s+(.+?)\.?$/i;

/** A note ("Note that …", "Please note …", "N.B.") explains what has been asked. */
const note = /^(?:(?:please\s+)?note\b|n\.\s*b\.)/i;

/**
 * The sentences without a note after the asking sentence and what it goes on to explain: they ask nothing. A
 * sentence after it that asks again stays, and so does a note with a question mark; a note before anything is asked
 * may be the question itself.
 */
function withoutNote(sentences: readonly string[], first: number): readonly string[] {
  const at = sentences.findIndex((sentence, index) => index > first && note.test(sentence) && !sentence.endsWith('?'));
  return at < 0 ? sentences : [...sentences.slice(0, at), ...sentences.slice(at + 1).filter(asks)];
}

/**
 * The item reduced to the sentences that ask, from the first, without a note that follows them; the item itself
 * when it asks in its first sentence, or when the asking sentence refers back to the context, and has no such note.
 */
export function askingSentences(item: string): string {
  const all = sentencesOf(item).filter((sentence) => !example.test(sentence));
  const first = all.findIndex(asks);
  if (first < 0) {
    const need = all[0] && statedNeed.exec(all[0])?.[1];
    return need ? `Do you have ${need}?` : item;
  }
  const sentences = withoutNote(all, first);
  const whole = first === 0 || refersBack.test(sentences[first]!);
  if (whole && sentences.length === all.length) return item;
  return sentences.slice(whole ? 0 : first).join(' ');
}
