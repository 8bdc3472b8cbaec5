import type { AnswerKind, AnswerSource } from '@/lib/schemas/questionnaires/answers';
import type { Expected, ExpectedAnswer } from './types';

/**
 * Grades of one suggested answer against the answer a person decided from the records:
 * - A answered, agrees with the expected answer and cites a record that says the thing asked;
 * - B agrees, but cites only records that are about it without saying it;
 * - C a wrong answer, an answer to a question the records do not answer, or one citing no supporting record;
 * - D withheld although the records answer it;
 * - E rightly withheld.
 */
export type Grade = 'A' | 'B' | 'C' | 'D' | 'E';

/** What the answerer suggested, as the screen gets it. */
export type GivenAnswer = { answer: string | null; kind: AnswerKind | null; confidence: number; sources: readonly AnswerSource[] };

/** The policy's name and section number out of a label such as "Access Control Policy v2.4 § 4.3 Reviews". */
function policyKey(source: AnswerSource): string {
  const [head = '', section] = source.label.split(' § ');
  const version = source.version ? ` ${source.version}` : '';
  const name = version && head.endsWith(version) ? head.slice(0, -version.length) : head;
  const number = section?.split(' ')[0];
  return number ? `policy:${name}§${number}` : `policy:${name}`;
}

/** The stable key of a cited record, as the benchmark's data names records (see types.ts). */
export function sourceKey(source: AnswerSource): string {
  switch (source.type) {
    case 'policy':
      return policyKey(source);
    case 'evidence':
      return `evidence:${source.label}`;
    default:
      return `${source.type}:${source.id}`;
  }
}

/** Whether a cited key is the expected record: a policy named without a section stands for any of its sections. */
export function matches(cited: string, expected: string): boolean {
  return cited === expected || (expected.startsWith('policy:') && !expected.includes('§') && cited.startsWith(`${expected}§`));
}

const citesAny = (cited: readonly string[], expected: readonly string[]) =>
  cited.some((key) => expected.some((record) => matches(key, record)));

/**
 * Whether the kind of answer given says what the records say: a Yes (or a text that describes the practice) for
 * `yes`, a No for `no`, a text (or a Yes followed by the description) for an open question.
 */
export function agrees(kind: AnswerKind | null, expected: ExpectedAnswer): boolean {
  if (expected === 'no') return kind === 'no';
  return kind === 'yes' || kind === 'text';
}

export function gradeAnswer(given: GivenAnswer, expected: Expected): Grade {
  if (given.answer === null) return expected.status === 'answerable' ? 'D' : 'E';
  if (expected.status === 'not-in-records' || !agrees(given.kind, expected.answer)) return 'C';
  const cited = given.sources.map(sourceKey);
  if (citesAny(cited, expected.strong)) return 'A';
  if (citesAny(cited, expected.weak)) return 'B';
  return 'C';
}

/**
 * Whether the records a reader is given hold one that says the thing asked: the assistant's model can only give an
 * A when they do. Null for a question the records do not answer.
 */
export function givesSupport(given: readonly AnswerSource[], expected: Expected): boolean | null {
  return expected.status === 'answerable' ? citesAny(given.map(sourceKey), expected.strong) : null;
}

export type Figures = {
  questions: number;
  answered: number;
  grades: Record<Grade, number>;
  /** Answered questions over all questions. */
  answeredShare: number;
  /** A over A+B+C: answers that are right with a supporting record. */
  precision: number;
  /** C over answered: answers that are wrong or rest on nothing. */
  invention: number;
  /** A over A+D: questions the records answer that got a right, supported answer. */
  recall: number;
};

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function figuresOf(grades: readonly Grade[]): Figures {
  const count: Record<Grade, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  for (const grade of grades) count[grade] += 1;
  const answered = count.A + count.B + count.C;
  return {
    questions: grades.length,
    answered,
    grades: count,
    answeredShare: share(answered, grades.length),
    precision: share(count.A, answered),
    invention: share(count.C, answered),
    recall: share(count.A, count.A + count.D),
  };
}

export type CalibrationBand = { from: number; to: number; answers: number; right: number; rightShare: number };

/**
 * Answers by confidence band (0.5–0.6 … 0.9–1.0, and below 0.5 if any) with the share graded A or B, so the
 * confidence the screen shows can be checked against how often such answers are right.
 */
export function calibration(answers: readonly { confidence: number; grade: Grade }[]): CalibrationBand[] {
  const edges = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
  const bands = edges.slice(0, -1).map((from, index) => ({ from, to: edges[index + 1]!, answers: 0, right: 0, rightShare: 0 }));
  for (const { confidence, grade } of answers) {
    if (grade === 'D' || grade === 'E') continue;
    const band = bands.findLast((candidate) => confidence >= candidate.from) ?? bands[0]!;
    band.answers += 1;
    if (grade === 'A' || grade === 'B') band.right += 1;
  }
  return bands
    .filter((band) => band.from >= 0.5 || band.answers > 0)
    .map((band) => ({ ...band, rightShare: share(band.right, band.answers) }));
}
