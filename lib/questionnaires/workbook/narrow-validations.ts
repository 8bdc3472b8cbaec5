import { columnLetter, columnNumber } from '@/lib/domain/questionnaires/workbook';

/**
 * exceljs keeps a data validation as one entry per cell: a dropdown over a whole column (C2:C1048576, which Excel
 * writes when a person selects the column) costs a million entries and seconds of work on every read and write.
 * Ranges that large are narrowed to the first 10,000 rows and 100 columns, far past any questionnaire (a sheet
 * of more than 5,000 rows is refused); smaller ranges are left exactly as they are.
 */
export const NARROWED_LAST_ROW = 10_000;
export const NARROWED_LAST_COLUMN = 100;
const LARGE_RANGE_CELLS = 20_000;

const RANGE = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/;

/** One range of an sqref, narrowed when it covers more than 20,000 cells. */
export function narrowRange(range: string): string {
  const match = RANGE.exec(range);
  if (!match || !match[3]) return range;
  const [left, top, right, bottom] = [columnNumber(match[1]!), Number(match[2]), columnNumber(match[3]), Number(match[4])];
  if ((right - left + 1) * (bottom - top + 1) <= LARGE_RANGE_CELLS) return range;
  const lastRow = Math.max(top, Math.min(bottom, NARROWED_LAST_ROW));
  const lastColumn = Math.max(left, Math.min(right, NARROWED_LAST_COLUMN));
  return `${match[1]}${top}:${columnLetter(lastColumn)}${lastRow}`;
}

/** A worksheet's XML with the sqref of each large data validation narrowed; the same text when none is large. */
export function narrowValidations(xml: string): string {
  return xml.replace(/(<dataValidation\b[^>]*?\bsqref=")([^"]*)(")/g, (_, start: string, sqref: string, end: string) => {
    return start + sqref.split(/\s+/).filter(Boolean).map(narrowRange).join(' ') + end;
  });
}
