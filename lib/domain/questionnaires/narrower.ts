import type { Concept } from './concept';
import { questionConcepts } from './expansion';
import { isStopWord, stem, words } from './text';

/**
 * Records that cover less than the question asks. A question about "all" of a thing ("all systems", "every
 * employee") is answered Yes only by a record that covers the thing as widely: a control over "all production
 * systems" or "systems at risk" covers some of them. A control about one kind of the thing ("Verifiable parental
 * consent") says nothing of the others, so it may not answer No for the thing in general ("Do you obtain consent?").
 */

/** Words that say the whole of what follows. */
export const wholeWords = /^(?:all|every|each|any|entire)$/;

/** Words that narrow the thing they stand before ("production systems", "critical data", "privileged accounts"). */
export const narrowingBefore = new Set(
  (
    'production critical sensitive key selected certain some privileged administrative admin internal external public ' +
    'internet remote corporate customer high important new regulated scoped designated confidential restricted'
  ).split(' '),
);

/** Words that narrow the thing they follow ("systems at risk", "systems holding sensitive data", "systems in scope"). */
export const narrowingAfter =
  /^(?:at risk|in scope|holding|handling|storing|processing|where|(?:that|which|who) (?:(?:will|may|can|could|would) )?(?:hold|store|process|handle|support|access)\w*)\b/;

/** How many meaningful words after "all" name the thing it is about ("all administrative accounts"). */
const THING_WORDS = 3;

/**
 * The stems of what the question says "all" of, with the one-word synonyms of its topic ("suppliers" for
 * "vendors"), and the words the question itself puts there (its own scope, which a record may repeat).
 */
function allOf(question: string): { thing: Set<string>; scope: Set<string> } {
  const all = words(question);
  const thing = new Set<string>();
  const scope = new Set<string>();
  const named: string[] = [];
  all.forEach((word, index) => {
    if (!wholeWords.test(word)) return;
    let taken = 0;
    for (let next = index + 1; next < all.length && taken < THING_WORDS; next += 1) {
      const candidate = all[next]!;
      // "all of the systems", "all your staff": the words between say nothing of the scope.
      if (isStopWord(candidate)) {
        if (taken > 0) break;
        continue;
      }
      named.push(candidate);
      scope.add(candidate);
      taken += 1;
    }
  });
  for (const concept of questionConcepts(named.join(' ')))
    for (const variant of concept.variants) if (variant.length === 1) thing.add(variant[0]!);
  return { thing, scope };
}

/**
 * Whether the record covers less of a thing than the question asks "all" of: it names the thing only after a
 * narrowing word the question does not say, or before a condition ("at risk", "holding sensitive data"), and never
 * as "all", "every" or "each" of it unnarrowed. False for a question that asks about no "all".
 */
export function narrowerThanAsked(question: string, record: string): boolean {
  const { thing, scope } = allOf(question);
  if (thing.size === 0) return false;
  const said = words(record);
  let narrowed = false;
  for (let index = 0; index < said.length; index += 1) {
    if (!thing.has(stem(said[index]!))) continue;
    const before = said[index - 1] ?? '';
    const after = said.slice(index + 1, index + 4).join(' ');
    const narrowing = (narrowingBefore.has(before) && !scope.has(before)) || narrowingAfter.test(after);
    if (!narrowing && wholeWords.test(before)) return false;
    if (narrowing) narrowed = true;
  }
  return narrowed;
}

/**
 * Whether a record's name makes the thing asked one kind of it: a word before the question's word that the
 * question does not say ("parental" in "Verifiable parental consent" for "Do you obtain consent?").
 */
export function namesNarrowerKind(name: string, concepts: readonly Concept[]): boolean {
  const asked = new Set(concepts.flatMap((concept) => concept.variants.flat()));
  const said = words(name).map(stem);
  return said.some((word, index) => {
    const before = said[index - 1];
    return index > 0 && asked.has(word) && before !== undefined && !asked.has(before) && !isStopWord(before);
  });
}
