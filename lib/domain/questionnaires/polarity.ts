import type { Concept } from './concept';
import { runAt, stem, words } from './text';

/** How many words from a negation a topic word may stand to be negated by it ("shared accounts are not allowed"). */
const REACH = 3;

/** Words that negate what follows them ("not used", "no shared accounts"). */
const negations = /^(?:not|no|never|none|without|neither|nor|cannot)$/;
/** Words that negate what stands on either side ("shared accounts are prohibited", "prohibits shared accounts"). */
const prohibitions = /^(?:prohibit\w*|forbid\w*|forbidden|disallow\w*)$/;
/** "don't" and the like are "don t" once punctuation is gone. */
const contracted = /^(?:don|doesn|didn|isn|aren|wasn|weren|won|can|shouldn|mustn)$/;

const conceptStems = (concepts: readonly Concept[]) => new Set(concepts.flatMap((concept) => concept.variants.flat()));

const matches = (word: string, wanted: ReadonlySet<string>) => {
  const stemmed = stem(word);
  if (wanted.has(stemmed)) return true;
  for (const stemOfQuestion of wanted) if (stemOfQuestion.length >= 5 && stemmed.startsWith(stemOfQuestion)) return true;
  return false;
};

/**
 * Whether a record's text negates what the question asks about: a negation a few words before one of the
 * question's words ("do not use production data" for "Do you use production data in test?"), or a prohibition a
 * few words from one. A negation of something else ("remove access that is no longer needed") does not count.
 */
function clauseNegates(clause: string, wanted: ReadonlySet<string>, named: readonly string[][]): boolean {
  const all = words(clause);
  const stems = all.map(stem);
  const topical = (from: number, to: number) => all.slice(Math.max(0, from), to).some((other) => matches(other, wanted));
  // "No single point of failure" names what is asked: its "no" negates nothing.
  const naming = (index: number) => named.some((phrase) => runAt(stems, index, phrase));
  return all.some((word, index) => {
    if (prohibitions.test(word)) return topical(index - REACH, index) || topical(index + 1, index + REACH + 1);
    const negation = negations.test(word) || (word === 't' && index > 0 && contracted.test(all[index - 1]!));
    return negation && !naming(index) && topical(index + 1, index + REACH + 1);
  });
}

/** The phrases held word for word that open with a negation ("no single point of failure"). */
const negatedPhrases = (concepts: readonly Concept[]) =>
  concepts.flatMap((concept) => concept.wordForWord ?? []).filter((phrase) => negations.test(phrase[0] ?? ''));

/** A negation reaches no further than its clause: punctuation ends it. */
export function negatedNear(text: string, concepts: readonly Concept[]): boolean {
  const wanted = conceptStems(concepts);
  const named = negatedPhrases(concepts);
  return text.split(/[.;:!?,()\n]+/).some((clause) => clauseNegates(clause, wanted, named));
}

/** A question about finding or stopping a practice ("Do you scan for hard-coded secrets?") asks about that check. */
export const guardedAgainst =
  /\b(?:scan\w*|detect\w*|prevent\w*|check\w*|monitor\w*|block\w*|identif\w*|search\w*|find\w*|look\w* for|test\w*|review\w*|audit\w*|avoid\w*|protect\w*|remov\w*|rotat\w*|alert\w*)\b/i;

/**
 * How a record's text stands to a closed question: in the `same` sense, the `opposite` one (a Yes would invert it),
 * or saying that a forbidden practice asked about `never` happens. A question whether an `avoided` practice happens
 * ("Are there any passwords hard-coded into your systems?") is answered No by a record negating it ("never placed in
 * source code"), and never Yes: a record naming it without a negation is read in the opposite sense. A question
 * worded in the negative ("Do you prohibit …?") or about a check against the practice is read as any other.
 */
export function senseOf(question: string, negative: boolean, text: string, concepts: readonly Concept[]): 'same' | 'opposite' | 'never' {
  const avoided = negative || guardedAgainst.test(question) ? [] : concepts.filter((concept) => concept.avoided);
  if (avoided.length > 0) return negatedNear(text, avoided) ? 'never' : 'opposite';
  const awaited = awaitedStems(question);
  const asked = concepts.filter((concept) => !concept.variants.flat().some((word) => awaited.has(word)));
  return negative === negatedNear(text, asked) ? 'same' : 'opposite';
}

/**
 * The stems of what a question says is still to come ("until patches can be applied", "until a fix is
 * available"): the question asks about the time without it, so a record saying what is done when there is none
 * ("when a patch cannot be applied") answers in the same sense.
 */
function awaitedStems(question: string): ReadonlySet<string> {
  const clauses = question.match(/\buntil\b[^.;:!?,()]*/gi) ?? [];
  return new Set(clauses.flatMap((clause) => words(clause)).map(stem));
}
