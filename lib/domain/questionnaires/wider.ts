import type { Concept } from './expansion';
import { isLightWord } from './light-words';
import { narrowingAfter, wholeWords } from './narrower';
import { questionCore } from './question-core';
import { isStopWord, sentences, stem, words } from './text';

/**
 * Records that cover more than the question asks. "Do you have job descriptions for employees with access to
 * confidential information?" asks for some job descriptions; a record saying "Every job description states the
 * security responsibilities of the role" covers those too, so it need not repeat whom they are for. The mirror of
 * `narrower.ts`, where a record about some of a thing does not answer a question about all of it.
 */

/** Words that restrict the thing before them to some of it ("… for employees with access to …"). */
const restriction = /^(?:for|with|that|which|who|whose|where)$/;

/** How many meaningful words before the restriction name the thing ("job descriptions"). */
const THING_WORDS = 3;

const meaningful = (word: string) => !isStopWord(word) && !isLightWord(stem(word));

/** The stems of the thing the question restricts and the stems of its restriction; null when it restricts none. */
function restricted(question: string): { thing: string[]; restriction: Set<string> } | null {
  const all = words(questionCore(question));
  const at = all.findIndex((word, index) => restriction.test(word) && all.slice(0, index).some(meaningful));
  if (at < 0) return null;
  const thing = all.slice(0, at).filter(meaningful).map(stem).slice(-THING_WORDS);
  return { thing, restriction: new Set(all.slice(at + 1).map(stem)) };
}

/** Whether the record says "every" (or "all", "each") of the thing, in its words and order, unnarrowed after it. */
function saysEveryOf(record: string, thing: readonly string[]): boolean {
  const said = words(record);
  return said.some((word, index) => {
    if (!wholeWords.test(word)) return false;
    const following = said.slice(index + 1);
    const named = following.filter((next) => !isStopWord(next)).slice(0, thing.length);
    if (named.length < thing.length || !named.every((next, at) => stem(next) === thing[at])) return false;
    const end = following.indexOf(named[named.length - 1]!) + 1;
    return !narrowingAfter.test(following.slice(end, end + 3).join(' '));
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
