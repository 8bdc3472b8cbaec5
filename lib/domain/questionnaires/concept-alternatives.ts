/** Concepts a question says either way: two words joined by a slash or "and/or", and protection of data on the move as encryption. */
import type { Concept } from './concept';
import { stem } from './text';

/** Two words joined by a slash ("protocols/algorithms", "legal/contractual"): either is what is asked. */
const slashed = /([a-z0-9]+)\s*\/\s*([a-z0-9]+)/gi;
/**
 * Two words joined by "and/or" ("review and/or audit"): either is what is asked, so a record saying one holds both.
 * Each stays a word of its own, so the question asks as many things as it says.
 */
const eitherJoined = /([a-z0-9]+)\s+and\s*\/\s*or\s+([a-z0-9]+)/gi;

/**
 * The concepts with each pair of words joined by a slash made one concept that either word holds: "encrypted
 * using security protocols/algorithms" is answered by a record that says "algorithms", or one that names a
 * protocol ("TLS"): a word ending a topic's phrase takes the other word in as one more way of saying the topic.
 */
export function withAlternatives(question: string, concepts: readonly Concept[]): Concept[] {
  const result = [...concepts];
  const looseWord = (word: string) => {
    const root = stem(word.toLowerCase());
    return result.findIndex((concept) => concept.topic === null && concept.variants.length === 1 && concept.variants[0]![0] === root);
  };
  const topicWord = (word: string) => {
    const root = stem(word.toLowerCase());
    return result.findIndex((concept) => concept.topic !== null && concept.variants.some((variant) => variant.at(-1) === root));
  };
  for (const [, first, second] of question.matchAll(eitherJoined)) {
    const one = first ? looseWord(first) : -1;
    const other = second ? looseWord(second) : -1;
    if (one < 0 || other < 0 || one === other) continue;
    const [said, alternative] = [result[one]!, result[other]!];
    result[one] = { ...said, variants: [...said.variants, ...alternative.variants] };
    result[other] = { ...alternative, variants: [...alternative.variants, ...said.variants] };
  }
  for (const [, first, second] of question.matchAll(slashed)) {
    if (!first || !second || /^(?:and|or)$/i.test(first) || /^(?:and|or)$/i.test(second)) continue;
    const ofTopic = looseWord(first) < 0 ? topicWord(first) : -1;
    if (ofTopic >= 0 && looseWord(second) >= 0) {
      joinTopic(result, ofTopic, looseWord(second));
      continue;
    }
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

/** Words that name data on the move: "traffic between the servers", "the transport of data", "connections". */
const transitStems: ReadonlySet<string> = new Set(
  ['traffic', 'transport', 'transmission', 'transmissions', 'transit', 'connection', 'connections'].map(stem),
);
/** Words asking whether a thing is kept safe, in no particular way: "protected", "secured". */
const protectionStems: ReadonlySet<string> = new Set(['protect', 'protected', 'protection', 'secure', 'secured'].map(stem));
const encryptStem = stem('encrypted');

/**
 * Data on the move is protected by encrypting it: "How is traffic between the servers protected?" is answered by
 * "All traffic is encrypted with TLS", so a word of protection in a question about traffic or transport is held by
 * a record saying it is encrypted too. Elsewhere protection is more than encryption ("protected against malware").
 */
export function withEncryptionForTransit(stems: readonly string[], concepts: Concept[]): Concept[] {
  if (!stems.some((word) => transitStems.has(word))) return concepts;
  return concepts.map((concept) =>
    concept.topic === null && concept.variants.some((variant) => variant.length === 1 && protectionStems.has(variant[0]!))
      ? { ...concept, variants: [...concept.variants, [encryptStem]] }
      : concept,
  );
}

/** The topic at `topicAt` said either way: the loose word at `wordAt` becomes one more of its variants. */
function joinTopic(concepts: Concept[], topicAt: number, wordAt: number): void {
  const topic = concepts[topicAt]!;
  concepts[topicAt] = { ...topic, variants: [...topic.variants, ...concepts[wordAt]!.variants] };
  concepts.splice(wordAt, 1);
}
