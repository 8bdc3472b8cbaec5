import { isStopWord, stem, words } from './text';

/**
 * A question asking about "all" of a thing ("all systems", "every employee") is answered Yes only by a record that
 * covers the thing as widely: a control over "all production systems" or "systems at risk" covers some of them.
 */

/** Words that say the whole of what follows. */
const wholeWords = /^(?:all|every|each|any|entire)$/;

/** Words that narrow the thing they stand before ("production systems", "critical data", "privileged accounts"). */
const narrowingBefore = new Set(
  (
    'production critical sensitive key selected certain some privileged administrative admin internal external public ' +
    'internet remote corporate customer high important new regulated scoped designated confidential restricted'
  ).split(' '),
);

/** Words that narrow the thing they follow ("systems at risk", "systems holding sensitive data", "systems in scope"). */
const narrowingAfter = /^(?:at risk|in scope|holding|that (?:hold|store|process|handle)|which (?:hold|store|process|handle)|where)\b/;

/** How many meaningful words after "all" name the thing it is about ("all administrative accounts"). */
const THING_WORDS = 3;

/** The stems of what the question says "all" of, each with the words the question puts before it. */
function allOf(question: string): { thing: Set<string>; scope: Set<string> } {
  const all = words(question);
  const thing = new Set<string>();
  const scope = new Set<string>();
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
      thing.add(stem(candidate));
      scope.add(candidate);
      taken += 1;
    }
  });
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
    const after = said.slice(index + 1, index + 3).join(' ');
    const narrowing = (narrowingBefore.has(before) && !scope.has(before)) || narrowingAfter.test(after);
    if (!narrowing && wholeWords.test(before)) return false;
    if (narrowing) narrowed = true;
  }
  return narrowed;
}
