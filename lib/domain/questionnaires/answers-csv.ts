import { answerStatusLabels, confidenceLabel, type AnswerStatus } from './answer-standing';
import type { AnswerSource } from './types';

/** One question of an answered questionnaire as the CSV export lists it. */
export type AnswersCsvRow = {
  sheet: string;
  row: number;
  section: string | null;
  question: string;
  answer: string | null;
  status: AnswerStatus;
  confidence: number | null;
  sources: readonly AnswerSource[];
  approvedBy: string | null;
};

export const ANSWERS_CSV_HEADER = [
  'Sheet',
  'Row',
  'Section',
  'Question',
  'Answer',
  'Status',
  'Confidence',
  'Sources',
  'Approved by',
] as const;

/** A text a spreadsheet would run as a formula is kept as text. */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A field quoted when it holds a comma, a quote or a line break. */
const field = (text: string) => {
  const value = inert(text);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/**
 * The questions and their answers as CSV (UTF-8 with a byte order mark so Excel reads accents, CRLF line ends): one
 * line per question with whether its answer is approved, edited or only suggested and the suggestion's confidence,
 * its sources joined by "; ", an unanswered question's answer left empty.
 */
export function answersCsv(rows: readonly AnswersCsvRow[]): string {
  const lines = [
    ANSWERS_CSV_HEADER.join(','),
    ...rows.map((row) =>
      [
        row.sheet,
        String(row.row),
        row.section ?? '',
        row.question,
        row.answer ?? '',
        answerStatusLabels[row.status],
        confidenceLabel(row.confidence),
        row.sources.map((source) => source.label).join('; '),
        row.approvedBy ?? '',
      ]
        .map(field)
        .join(','),
    ),
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
