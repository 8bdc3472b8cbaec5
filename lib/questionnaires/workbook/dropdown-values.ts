import type ExcelJS from 'exceljs';
import { columnNumber } from '@/lib/domain/questionnaires/workbook';
import { plainCellText } from './cell-text';

/** Most values a list reference is read for; a dropdown longer than this is not a Yes/No choice anyway. */
const MAX_LIST_CELLS = 200;

const REFERENCE = /^(?:(?:'((?:[^']|'')+)'|([^!'"]+))!)?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/;

/** The texts of the cells a reference like `$H$2:$H$4` or `'Lists'!$A$1:$A$3` points at, or null when it cannot. */
function referencedValues(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, reference: string): string[] | null {
  const match = REFERENCE.exec(reference.trim());
  if (!match) return null;
  const [, quoted, plain, fromColumn, fromRow, toColumn, toRow] = match;
  const name = quoted?.replaceAll("''", "'") ?? plain;
  const target = name ? workbook.getWorksheet(name) : sheet;
  if (!target) return null;
  const [left, top] = [columnNumber(fromColumn!), Number(fromRow)];
  const [right, bottom] = [columnNumber(toColumn ?? fromColumn!), Number(toRow ?? fromRow)];
  if ((right - left + 1) * (bottom - top + 1) > MAX_LIST_CELLS) return null;
  const values: string[] = [];
  for (let row = top; row <= bottom; row += 1) {
    for (let column = left; column <= right; column += 1) {
      const text = plainCellText(target.getCell(row, column).value).trim();
      if (text) values.push(text);
    }
  }
  return values;
}

/**
 * The choices of a list data validation: an inline list ("Yes,No,N/A"), a range of cells (on this sheet or
 * another) or a defined name for one. Null when the validation is not a list or its values cannot be found.
 */
export function dropdownValues(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  validation: ExcelJS.DataValidation | undefined,
): string[] | null {
  if (!validation || validation.type !== 'list') return null;
  const formula = String(validation.formulae?.[0] ?? '').replace(/^=/, '');
  if (/^".*"$/s.test(formula)) {
    return formula
      .slice(1, -1)
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
  }
  const direct = referencedValues(workbook, sheet, formula);
  if (direct) return direct;
  const named = /^[A-Za-z_][\w.]*$/.test(formula) ? workbook.definedNames.getRanges(formula)?.ranges : undefined;
  return named?.length === 1 ? referencedValues(workbook, sheet, named[0]!) : null;
}
