/**
 * The questionnaire benchmark's data: questions copied verbatim from public security questionnaires, each with the
 * answer a person decided for the demo organization after reading its records.
 *
 * A record is named by a key the answerer's sources carry (see `sourceKey` in grade.ts):
 * - `control:<code>` a control of the library (`control:GOV-05`);
 * - `policy:<name>` any section of an approved policy, `policy:<name>§<number>` one section of it;
 * - `evidence:<name>` a verified evidence item;
 * - `trust:<fact>` a trust-center fact (`trust:framework:soc2`, `trust:subprocessors`).
 */

/** Where a question was taken from: the questionnaire, its version, its licence and where it is published. */
export type BenchSource = {
  id: string;
  questionnaire: string;
  version: string;
  licence: string;
  url: string;
};

/** What the records say: `yes` or `no` to a closed question, `describe` for an open one. */
export type ExpectedAnswer = 'yes' | 'no' | 'describe';

export type Expected =
  | {
      status: 'answerable';
      answer: ExpectedAnswer;
      /** Records that say the thing asked. */
      strong: readonly string[];
      /** Records that are about it without saying it. */
      weak: readonly string[];
      why: string;
    }
  | { status: 'not-in-records'; why: string };

/**
 * `dev` is for tuning the answerer; `held-out` was meant for measuring but has been looked at while rules were written;
 * `blind` is never shown while the answerer's rules are written.
 */
export const benchSplits = ['dev', 'held-out', 'blind'] as const;
export type BenchSplit = (typeof benchSplits)[number];

/** One question as the questionnaire words it, with its id there and the expected answer. */
export type BenchQuestion = {
  source: string;
  id: string;
  text: string;
  expected: Expected;
};

export type BenchQuestionInSplit = BenchQuestion & { split: BenchSplit };

/** Shorthands that keep the data files readable. */
export const yes = (strong: readonly string[], weak: readonly string[], why: string): Expected => ({
  status: 'answerable',
  answer: 'yes',
  strong,
  weak,
  why,
});
export const no = (strong: readonly string[], weak: readonly string[], why: string): Expected => ({
  status: 'answerable',
  answer: 'no',
  strong,
  weak,
  why,
});
export const described = (strong: readonly string[], weak: readonly string[], why: string): Expected => ({
  status: 'answerable',
  answer: 'describe',
  strong,
  weak,
  why,
});
export const notInRecords = (why: string): Expected => ({ status: 'not-in-records', why });
