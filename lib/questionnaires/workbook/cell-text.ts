import type ExcelJS from 'exceljs';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A date as the day (and time when it has one), the way a questionnaire means it. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * A cell value as plain text: rich text runs joined, a formula's cached result (nothing when the file has none),
 * a hyperlink's shown text, dates as YYYY-MM-DD, booleans as TRUE/FALSE, errors as Excel shows them.
 */
export function plainCellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (!isObject(value)) return '';
  if (Array.isArray(value.richText)) {
    return value.richText.map((run: unknown) => (isObject(run) && typeof run.text === 'string' ? run.text : '')).join('');
  }
  if ('formula' in value || 'sharedFormula' in value) return plainCellText(value.result as ExcelJS.CellValue);
  if ('hyperlink' in value) return plainCellText(value.text as ExcelJS.CellValue);
  if (typeof value.error === 'string') return value.error;
  return '';
}
