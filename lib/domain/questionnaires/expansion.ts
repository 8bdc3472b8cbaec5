import { isLightWord } from './light-words';
import { isStopWord, stem, words } from './text';
import { synonymGroups, type SynonymGroup } from './vocabulary';

/**
 * One thing a question asks about: a topic of the vocabulary (any of its phrases will do) or a single word. A
 * variant is the stems of one phrase, all of which must appear. Topics weigh more than loose words. A topic whose
 * phrases mean it only word for word (`wordForWord`) is held by a record only by one of them, stop words and all.
 * An `avoided` topic is a practice a security programme forbids (see `senseOf`).
 */
export type Concept = { topic: string | null; variants: string[][]; weight: number; wordForWord?: string[][]; avoided?: true };

export const TOPIC_WEIGHT = 2;
export const WORD_WEIGHT = 1;
/** A qualifier (whom a practice covers) is searched with but need not be held: it weighs nothing in the share. */
export const QUALIFIER_WEIGHT = 0;

/** A phrase as stems, stop words kept so a phrase matches only as written ("need to know"). */
const phraseStems = (phrase: string) => words(phrase).map(stem);

type Phrase = { group: SynonymGroup; stems: string[] };

/** Every phrase of the vocabulary, longest first, so "incident response plan" wins over "incident response". */
const phrases: readonly Phrase[] = synonymGroups
  .flatMap((group) => group.phrases.map((phrase) => ({ group, stems: phraseStems(phrase) })))
  .sort((a, b) => b.stems.length - a.stems.length);

const variantsOf = (group: SynonymGroup) =>
  [...group.phrases, ...(group.answeredBy ?? [])].map((phrase) =>
    phraseStems(phrase).filter((word, index, all) => !isStopWord(word) || all.length === 1),
  );

function foundAt(stems: readonly string[], phrase: readonly string[], taken: readonly boolean[]): number {
  for (let start = 0; start + phrase.length <= stems.length; start += 1) {
    if (phrase.every((word, offset) => stems[start + offset] === word && !taken[start + offset])) return start;
  }
  return -1;
}

/**
 * The concepts of a question: each vocabulary topic it mentions (by any phrase; the longest phrase wins where two
 * overlap), then each other meaningful word. A question of stop words only has none.
 */
export function questionConcepts(question: string): Concept[] {
  const stems = words(question).map(stem);
  const taken = stems.map(() => false);
  const concepts: Concept[] = [];
  const topics = new Set<string>();
  for (const phrase of phrases) {
    let start = foundAt(stems, phrase.stems, taken);
    while (start >= 0) {
      for (let offset = 0; offset < phrase.stems.length; offset += 1) taken[start + offset] = true;
      if (!topics.has(phrase.group.topic)) {
        topics.add(phrase.group.topic);
        const weight = phrase.group.qualifier ? QUALIFIER_WEIGHT : TOPIC_WEIGHT;
        const concept: Concept = { topic: phrase.group.topic, variants: variantsOf(phrase.group), weight };
        if (phrase.group.wordForWord) concept.wordForWord = [...phrase.group.phrases, ...(phrase.group.answeredBy ?? [])].map(phraseStems);
        if (phrase.group.avoided) concept.avoided = true;
        concepts.push(concept);
      }
      start = foundAt(stems, phrase.stems, taken);
    }
  }
  const loose = new Set<string>();
  words(question).forEach((word, index) => {
    if (taken[index] || isStopWord(word) || word.length < 2) return;
    const root = stems[index]!;
    if (loose.has(root)) return;
    loose.add(root);
    concepts.push({ topic: null, variants: [[root]], weight: isLightWord(root) ? QUALIFIER_WEIGHT : WORD_WEIGHT });
  });
  const merged = withAlternatives(question, concepts);
  // A question only about whom it covers ("Do you onboard employees?") is about them after all.
  if (merged.every((concept) => concept.weight === 0)) return merged.map((concept) => ({ ...concept, weight: TOPIC_WEIGHT }));
  return merged;
}

/** Two words joined by a slash ("protocols/algorithms", "legal/contractual"): either is what is asked. */
const slashed = /([a-z0-9]+)\s*\/\s*([a-z0-9]+)/gi;

/**
 * The concepts with each pair of words joined by a slash made one concept that either word holds: "encrypted
 * using security protocols/algorithms" is answered by a record that says "algorithms". A topic is left as it is.
 */
function withAlternatives(question: string, concepts: readonly Concept[]): Concept[] {
  const result = [...concepts];
  const looseWord = (word: string) => {
    const root = stem(word.toLowerCase());
    return result.findIndex((concept) => concept.topic === null && concept.variants.length === 1 && concept.variants[0]![0] === root);
  };
  for (const [, first, second] of question.matchAll(slashed)) {
    if (!first || !second || /^(?:and|or)$/i.test(first) || /^(?:and|or)$/i.test(second)) continue;
    const one = looseWord(first);
    const other = looseWord(second);
    if (one < 0 || other < 0 || one === other) continue;
    const joined: Concept = {
      topic: null,
      variants: [...result[one]!.variants, ...result[other]!.variants],
      weight: Math.max(result[one]!.weight, result[other]!.weight),
    };
    result[one] = joined;
    result.splice(other, 1);
  }
  return result;
}

/** The vocabulary topics a text mentions. */
export const topicsOf = (text: string): string[] => questionConcepts(text).flatMap((concept) => (concept.topic ? [concept.topic] : []));

/** Every phrase a question is searched with: its own words and each phrase of the topics it mentions. */
export function expandQuery(question: string): string[] {
  return questionConcepts(question).flatMap((concept) => concept.variants.map((variant) => variant.join(' ')));
}
