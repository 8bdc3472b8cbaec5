import { hecvatBlind } from './blind/hecvat';
import { vsaqBlind } from './blind/vsaq';
import { caiqLiteDev } from './dev/caiq-lite';
import { hecvatDev } from './dev/hecvat';
import { vsaqDev } from './dev/vsaq';
import { caiqLiteHeldOut } from './held-out/caiq-lite';
import { hecvatHeldOut } from './held-out/hecvat';
import { vsaqHeldOut } from './held-out/vsaq';
import type { BenchQuestion, BenchQuestionInSplit, BenchSplit } from './types';

const inSplit = (split: BenchSplit, questions: readonly BenchQuestion[]): BenchQuestionInSplit[] =>
  questions.map((question) => ({ ...question, split }));

/**
 * Every question of the benchmark, stratified by source: each questionnaire's first questions alternate between `dev`
 * (for tuning the answerer) and `held-out` (meant for measuring, but looked at while rules were written); `blind`
 * holds later questions never shown while the answerer's rules are written.
 */
export const benchQuestions: readonly BenchQuestionInSplit[] = [
  ...inSplit('dev', [...vsaqDev, ...caiqLiteDev, ...hecvatDev]),
  ...inSplit('held-out', [...vsaqHeldOut, ...caiqLiteHeldOut, ...hecvatHeldOut]),
  ...inSplit('blind', [...vsaqBlind, ...hecvatBlind]),
];
