import type { Concept } from './expansion';
import { isLightWord } from './light-words';
import { narrowingAfter, wholeWords } from './narrower';
import { questionCore } from './question-core';
import { isStopWord, sentences, stem, words } from './text';

/**
 * Records that cover more than the question asks. "Do you have job descriptions for employees with access to
 * confidential information?" asks for the job descriptions of some people; a record saying "Every job description
 * states the security responsibilities of the role" covers those too, so it need not repeat whom they are for. The
 * mirror of `narrower.ts`, where a record about some of a thing does not answer a question about all of it.
 */

/**
 * The people a thing is for ("… for employees with access to …", "for new hires"): a restriction a rule for every
 * one of the thing meets. What the thing is or does ("scans with credentials", "backups for databases") is asked of
 * it and stays, and so does a restriction asked in full ("for all employees").
 */
const people =
  /^(?:employees?|staff|personnel|workforce|workers?|users?|contractors?|members?|people|individuals?|roles?|administrators?|developers?|engineers?|hires?)$/;
const forPeople = (all: readonly string[], at: number) =>
  all[at] === 'for' && (people.test(all[at + 1] ?? '') || (!wholeWords.test(all[at + 1] ?? '') && people.test(all[at + 2] ?? '')));

/** How many meaningful words before the restriction name the thing ("job descriptions"). */
const THING_WORDS = 3;

const meaningful = (word: string) => !isStopWord(word) && !isLightWord(stem(word));

/** The stems of the thing the question restricts to some people and of that restriction; null when it restricts none. */
function restricted(question: string): { thing: string[]; restriction: Set<string> } | null {
  const all = words(questionCore(question));
  const at = all.findIndex((_, index) => forPeople(all, index) && all.slice(0, index).some(meaningful));
  if (at < 0) return null;
  const thing = all.slice(0, at).filter(meaningful).map(stem).slice(-THING_WORDS);
  return { thing, restriction: new Set(all.slice(at + 1).map(stem)) };
}

/** Whether the record says "every" (or "all", "each") of the thing, in its words and order, unnarrowed after it. */
function saysEveryOf(record: string, thing: readonly string[]): boolean {
  const said = words(record);
  return said.some((word, index) => {
    if (!wholeWords.test(word)) return false;
    let at = index + 1;
    for (const part of thing) {
      while (at < said.length && isStopWord(said[at]!)) at += 1;
      if (stem(said[at] ?? '') !== part) return false;
      at += 1;
    }
    return !narrowingAfter.test(said.slice(at, at + 3).join(' '));
  });
}

/**
 * The concepts a record must still name for a Yes: all of them, but where the record states its rule for every one
 * of the thing the question restricts, those only of the restriction (whom or what it is for) go.
 */
export function beyondRestriction(question: string, record: string, concepts: readonly Concept[]): readonly Concept[] {
  const parts = restricted(question);
  if (!parts || !saysEveryOf(record, parts.thing)) return concepts;
  const ofThing = new Set(parts.thing);
  const onlyRestriction = (concept: Concept) =>
    concept.variants.some((variant) => variant.length > 0 && variant.every((word) => parts.restriction.has(word))) &&
    !concept.variants.some((variant) => variant.some((word) => ofThing.has(word)));
  return concepts.filter((concept) => !onlyRestriction(concept));
}

/** The sentence of a record that states its rule for every one of the thing the question restricts, if one does. */
export function ruleForEvery(question: string, record: string): string | undefined {
  const parts = restricted(question);
  return parts ? sentences(record).find((sentence) => saysEveryOf(sentence, parts.thing)) : undefined;
}
