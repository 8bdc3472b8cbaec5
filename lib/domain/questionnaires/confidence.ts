import type { Concept } from './expansion';
import type { AnswerSourceType } from './types';

/** Under this confidence a suggestion is withheld: the screen says no answer was found. */
export const MIN_CONFIDENCE = 0.5;

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

/** Whether a stem of the question appears among a record's stems; longer stems also match as a prefix. */
function hasStem(stems: ReadonlySet<string>, wanted: string): boolean {
  if (stems.has(wanted)) return true;
  if (wanted.length < 5) return false;
  for (const stem of stems) if (stem.startsWith(wanted)) return true;
  return false;
}

/** Whether a record's stems hold a concept (every stem of one of its variants). */
export const holdsConcept = (stems: ReadonlySet<string>, concept: Concept) =>
  concept.variants.some((variant) => variant.length > 0 && variant.every((stem) => hasStem(stems, stem)));

/** The share of the question's concepts, by weight, that a record holds (0..1); 0 for a question with none. */
export function coverage(stems: ReadonlySet<string>, concepts: readonly Concept[]): number {
  const total = concepts.reduce((sum, concept) => sum + concept.weight, 0);
  if (total === 0) return 0;
  const held = concepts.reduce((sum, concept) => sum + (holdsConcept(stems, concept) ? concept.weight : 0), 0);
  return held / total;
}

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
