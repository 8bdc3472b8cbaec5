import { leadingYesNo, YES_NO_WORDS } from '@/lib/domain/questionnaires/workbook';
import { ANSWER_HEADER, UNWRITTEN_REASONS, type AnswerTarget, type UnwrittenAnswer, type WorkbookAnswer } from './answers';
import { csvDelimiter, csvText, parseCsvRecords } from './read-csv';

const UTF8_BOM = '\ufeff';

/** A cell quoted when it holds the delimiter, a quote or a line break. */
function csvField(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Text written by the product never starts like a formula a spreadsheet would run. */
const inertText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function put(record: string[], column: number, value: string): void {
  while (record.length < column) record.push('');
  record[column - 1] = value;
}

/**
 * The customer's CSV with the answers filled into the chosen answer column (and Yes/No column): its own columns,
 * delimiter and line ends kept, an empty header cell over the answer column labelled "Answer". UTF-8, with a byte
 * order mark when the original had one or was not UTF-8, so Excel reads the accents right.
 */
export function writeAnswersToCsv(
  original: Uint8Array,
  target: AnswerTarget,
  answers: readonly WorkbookAnswer[],
): { bytes: Uint8Array; unwritten: UnwrittenAnswer[] } {
  const text = csvText(original);
  const records = parseCsvRecords(text);
  const unwritten: UnwrittenAnswer[] = [];
  if (target.headerRow !== null && records[target.headerRow - 1] && !records[target.headerRow - 1]![target.answerColumn - 1]?.trim()) {
    put(records[target.headerRow - 1]!, target.answerColumn, ANSWER_HEADER);
  }
  for (const answer of answers) {
    const record = answer.sheet === target.sheet ? records[answer.row - 1] : undefined;
    if (!record) {
      const reason = answer.sheet === target.sheet ? UNWRITTEN_REASONS.noRow : UNWRITTEN_REASONS.noSheet;
      unwritten.push({ sheet: answer.sheet, row: answer.row, reason });
      continue;
    }
    if (answer.answer !== null) put(record, target.answerColumn, inertText(answer.answer));
    const kind = answer.yesNo ?? (answer.answer ? leadingYesNo(answer.answer) : null);
    if (kind && target.yesNoColumn !== null && target.yesNoColumn !== target.answerColumn) {
      put(record, target.yesNoColumn, YES_NO_WORDS[kind]);
    }
  }
  const delimiter = csvDelimiter(text);
  const lineEnd = text.includes('\r\n') || !text.includes('\n') ? '\r\n' : '\n';
  const body = records.map((record) => record.map((cell) => csvField(cell, delimiter)).join(delimiter)).join(lineEnd) + lineEnd;
  const keepsBom = (original[0] === 0xef && original[1] === 0xbb && original[2] === 0xbf) || !isUtf8(original);
  return { bytes: new TextEncoder().encode((keepsBom ? UTF8_BOM : '') + body), unwritten };
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
