import type { Concept, LinkedPhrase } from './concept';
import type { Stems } from './text';
import type { AnswerSourceType } from './types';

/**
 * Under this shown (calibrated) confidence a suggestion is withheld and the screen says no answer was found: an
 * answer is suggested only where answers like it were graded right at least four times in five.
 */
export const MIN_CONFIDENCE = 0.8;

/**
 * How far each kind of source may be trusted to answer by itself: an answer a person approved before most, then
 * an approved policy and the trust center's facts, then a control's state, then an evidence item's name alone.
 */
export const sourceWeights: Record<AnswerSourceType, number> = {
  library: 1,
  policy: 0.9,
  trust: 0.9,
  control: 0.85,
  evidence: 0.7,
};

/** Whether a record's stem stands for the question's: the same, or (five letters or more) its continuation. */
const matches = (stem: string, wanted: string) => stem === wanted || (wanted.length >= 5 && stem.startsWith(wanted));

function hasStem(stems: Stems, wanted: string): boolean {
  if (stems.set.has(wanted)) return true;
  if (wanted.length < 5) return false;
  for (const stem of stems.set) if (matches(stem, wanted)) return true;
  return false;
}

/** Whether the stems of a phrase follow one another from `start` (stop words between them do not count). */
const phraseAt = (sequence: readonly string[], start: number, phrase: readonly string[]) =>
  start + phrase.length <= sequence.length && phrase.every((wanted, offset) => matches(sequence[start + offset]!, wanted));

/** Whether the stems of a phrase follow one another in the record. */
const hasPhrase = (sequence: readonly string[], phrase: readonly string[]) =>
  sequence.some((_, start) => phraseAt(sequence, start, phrase));

/**
 * Whether the two words of a phrase (a modifier and its head) follow one another within one item of a list of a record:
 * "Passwords, recovery codes and keys" does not name password recovery. Longer names may hold their own "and"
 * ("security information and event management").
 */
const hasPhraseInItem = (stems: Stems, phrase: readonly string[]) =>
  phrase.length > 2
    ? hasPhrase(stems.sequence, phrase)
    : stems.sequence.some((_, start) => phraseAt(stems.sequence, start, phrase) && !stems.items.has(start + 1));

/** How many words may stand between a phrase's linking word and the rest of it in a record. */
const LINKED_GAP = 4;
/** Words that end what a linking word joins: another link, or a verb starting a statement of its own. */
const breaksLink = /^(?:with|of|for|to|from|by|on|is|are|be|was|were|must|shall|will|may|can)$/;

/** Whether the parts of a phrase, at `start` of every word's stems, follow each other as written or with what names the later part between. */
function linkedAt(all: readonly string[], start: number, { before, link, after }: LinkedPhrase): boolean {
  if (!phraseAt(all, start, before) || all[start + before.length] !== link) return false;
  for (let gap = 0, at = start + before.length + 1; gap <= LINKED_GAP && at < all.length; gap += 1, at += 1) {
    if (phraseAt(all, at, after)) return true;
    if (breaksLink.test(all[at]!)) return false;
  }
  return false;
}

/**
 * Whether a record says a phrase of a topic joined by a linking word, with words naming what the later part is
 * between them: "Contracts with Critical and High tier third parties" are contracts with third parties.
 */
const holdsLinked = (stems: Stems, linked: readonly LinkedPhrase[]) =>
  linked.some((phrase) => stems.all.some((_, start) => linkedAt(stems.all, start, phrase)));

/** Articles and possessives that may stand between "of" and the thing it names ("the protection of your data"). */
const determiner = /^(?:the|a|an|your|our|its|their)$/;

/** Whether a record names a phrase of two words the other way round, joined by "of": "protection of data" for "data protection". */
const holdsOfPhrase = (all: readonly string[], [modifier, head]: readonly string[]) =>
  all.some((word, at) => {
    if (!matches(word, head!) || all[at + 1] !== 'of') return false;
    const named = determiner.test(all[at + 2] ?? '') ? at + 3 : at + 2;
    return matches(all[named] ?? '', modifier!);
  });

/**
 * Whether a record's stems hold a concept: one of its variants, a single stem anywhere or a phrase as written (of two
 * words, in one item of a list); a concept held only word for word, by one of its phrases with their stop words.
 */
export const holdsConcept = (stems: Stems, concept: Concept) =>
  concept.wordForWord
    ? concept.wordForWord.some((phrase) => hasPhrase(stems.all, phrase))
    : concept.variants.some((variant) =>
        variant.length === 1
          ? hasStem(stems, variant[0]!)
          : variant.length > 1 && (hasPhraseInItem(stems, variant) || (variant.length === 2 && holdsOfPhrase(stems.all, variant))),
      ) ||
      (concept.linked !== undefined && holdsLinked(stems, concept.linked));

/** Where a concept stands in a record: the first and last positions of each phrase of it in the record's order. */
function spansOf(stems: Stems, concept: Concept): [number, number][] {
  const spans: [number, number][] = [];
  for (const variant of concept.variants) {
    if (variant.length === 0) continue;
    stems.sequence.forEach((_, start) => {
      if (phraseAt(stems.sequence, start, variant)) spans.push([start, start + variant.length - 1]);
    });
  }
  return spans;
}

/** Whether a new item of a list starts between two positions of a record. */
const itemBetween = (stems: Stems, from: number, to: number) => {
  for (let position = from + 1; position <= to; position += 1) if (stems.items.has(position)) return true;
  return false;
};

/**
 * Whether a modifier ending at `last` and a head starting at `start` are one noun phrase: in one item of a list, or
 * the modifier one of two joined before the head ("public or untrusted networks"), never the head starting an item
 * of its own ("Passwords, recovery codes and keys").
 */
const oneNounPhrase = (stems: Stems, last: number, start: number) =>
  !itemBetween(stems, last, start) || (start === last + 2 && stems.items.has(last + 1) && !stems.items.has(start));

/**
 * Whether a record names two concepts the question writes as one noun phrase as one thing too, in either order
 * ("password recovery", "recovery of passwords"), not only in separate items of a list.
 */
export function heldTogether(stems: Stems, modifier: Concept, head: Concept): boolean {
  const heads = spansOf(stems, head);
  return spansOf(stems, modifier).some(([first, last]) =>
    heads.some(([start, end]) => (last < start ? oneNounPhrase(stems, last, start) : !itemBetween(stems, end, first))),
  );
}

/**
 * Whether a record holds a word of the question outside the phrases by which it names the question's topics: in
 * "dynamic application security testing", "application" is part of "application security" and is not also the
 * application a question asks about besides it.
 */
export function holdsApart(stems: Stems, word: Concept, topics: readonly Concept[]): boolean {
  const inPhrases = new Set<number>();
  for (const topic of topics)
    for (const [start, end] of spansOf(stems, topic)) if (end > start) for (let at = start; at <= end; at += 1) inPhrases.add(at);
  return spansOf(stems, word).some(([start]) => !inPhrases.has(start));
}

/** The share of the question's concepts, by weight, that a record holds (0..1); 0 for a question with none. */
export function coverage(stems: Stems, concepts: readonly Concept[]): number {
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  if (total === 0) return 0;
  const held = concepts.reduce((sum, concept) => sum + (holdsConcept(stems, concept) ? concept.weight : 0), 0);
  return held / total;
}

/**
 * The share of a record's title that the question asks about: "Background screening" is wholly about background
 * checks, "Employment background check consent" only partly, so the first answers "Do you run background checks?".
 */
export function titleFit(title: Stems, concepts: readonly Concept[]): number {
  if (title.sequence.length === 0) return 0;
  const wanted = concepts.flatMap((concept) => concept.variants.flat());
  const held = title.sequence.filter((stem) => wanted.some((word) => matches(stem, word))).length;
  return held / title.sequence.length;
}

/**
 * The least share of the question a kind of record must cover to answer at all: a trust-center fact (a
 * framework's audit, the subprocessors) answers only a question wholly about it, never one that merely names it.
 */
export const minimumCoverage: Record<AnswerSourceType, number> = { library: 0, policy: 0, trust: 1, control: 0, evidence: 0 };

/**
 * The confidence of an answer from a record, 0..1 in hundredths: how much of the question the record covers,
 * times the trust its kind deserves, times its search score against the best one found (a fifth of the weight),
 * times `penalty` where the answer could only be given without its Yes or No.
 */
export function confidenceOf(input: {
  coverage: number;
  type: AnswerSourceType;
  score: number;
  bestScore: number;
  penalty?: number;
}): number {
  const relative = input.bestScore > 0 ? Math.min(1, Math.max(0, input.score / input.bestScore)) : 0;
  const value = input.coverage * sourceWeights[input.type] * (0.8 + 0.2 * relative) * (input.penalty ?? 1);
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

export const isConfident = (confidence: number) => confidence >= MIN_CONFIDENCE;
