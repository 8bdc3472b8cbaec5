/** Spans of a question read word by word, never as a topic: the stages a process lists and whoever a thing is offered to where they support it. */
import { words } from './text';

/**
 * The words a process lists as its stages in brackets ("a key management process (generation, storage, vetting,
 * and replacement)"): each names a step of that process, not a practice of its own, so "vetting" there is not
 * background checks. A list of three items or more right after "process", "procedure" or "lifecycle".
 */
export function stageWords(question: string): boolean[] {
  const inStages = words(question).map(() => false);
  for (const list of question.matchAll(/\b(?:process(?:es)?|life\s*cycles?|procedures?)\s*\(([^()]*)\)/gi)) {
    if (list[1]!.split(/,|\band\b|\bor\b/).filter((item) => item.trim()).length < 3) continue;
    const start = words(question.slice(0, list.index + list[0].indexOf('('))).length;
    const count = words(list[1]!).length;
    for (let index = start; index < start + count && index < inStages.length; index += 1) inStages[index] = true;
  }
  return inStages;
}

/** How many words may name whoever a thing is offered to ("for older mobile clients that support it"). */
const SUPPORTER_WORDS = 3;

/** Whether the words at `index` say "that support it" (or "which supports them"). */
const saysSupportIt = (said: readonly string[], index: number) =>
  /^(?:that|which|who)$/.test(said[index] ?? '') &&
  /^supports?$/.test(said[index + 1] ?? '') &&
  /^(?:it|them)$/.test(said[index + 2] ?? '');

/**
 * The words that offer a thing only to whoever can take it: "forward secrecy for clients that support it" is
 * forward secrecy where it can be had, so "clients" there is no condition a record must name. The words from "for"
 * or "to" up to "support it".
 */
export function whereSupported(question: string): boolean[] {
  const said = words(question);
  const marked = said.map(() => false);
  said.forEach((_, index) => {
    if (!saysSupportIt(said, index)) return;
    const from = Math.max(0, index - SUPPORTER_WORDS);
    const opening = said.slice(from, index).findLastIndex((before) => /^(?:for|to)$/.test(before));
    if (opening < 0) return;
    for (let at = from + opening; at <= index + 2; at += 1) marked[at] = true;
  });
  return marked;
}
