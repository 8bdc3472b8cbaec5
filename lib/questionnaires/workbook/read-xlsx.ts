import type ExcelJS from 'exceljs';
import type { ColumnDropdown, SheetCell, SheetRow, WorkbookSheet } from '@/lib/domain/questionnaires/workbook';
import { plainCellText } from './cell-text';
import { dropdownValues } from './dropdown-values';
import { prepareXlsx } from './prepare-xlsx';
import { MAX_SHEET_ROWS, WorkbookReadError } from './read-error';

/** Columns past this one are not read: no questionnaire is wider, and a stray far cell should not cost memory. */
const MAX_COLUMNS = 200;

const ADDRESS = /^([A-Z]{1,3})(\d+)$/;

type Validations = { model: Record<string, ExcelJS.DataValidation | undefined> };

/** exceljs keeps a sheet's data validations by cell address; its type declarations leave the collection out. */
export function sheetValidations(sheet: ExcelJS.Worksheet): Validations {
  return (sheet as unknown as { dataValidations: Validations }).dataValidations;
}

function isBold(cell: ExcelJS.Cell): boolean {
  if (cell.font?.bold) return true;
  const value = cell.value;
  if (value && typeof value === 'object' && 'richText' in value && value.richText.length > 0) {
    return value.richText.every((run) => run.font?.bold || !run.text.trim());
  }
  return false;
}

function readRow(row: ExcelJS.Row): SheetRow {
  const width = Math.min(row.cellCount, MAX_COLUMNS);
  const masters: ExcelJS.Cell[] = [];
  for (let column = 1; column <= width; column += 1) {
    const cell = row.getCell(column);
    masters.push(cell.isMerged ? cell.master : cell);
  }
  // A merged range's width on this row: how many of the row's cells share its master cell.
  const spans = new Map<string, number>();
  for (const master of masters) spans.set(master.address, (spans.get(master.address) ?? 0) + 1);
  const cells = masters.map((master): SheetCell | null => {
    // A range merged down over several rows shows its value once, on its first row: the rows below are empty.
    if (Number(master.row) !== row.number) return null;
    const text = plainCellText(master.value);
    return text.trim() ? { text, bold: isBold(master), span: spans.get(master.address)! } : null;
  });
  while (cells.length > 0 && cells.at(-1) === null) cells.pop();
  return { row: row.number, cells };
}

/** The first list dropdown found on each column, with its values. */
function columnDropdowns(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet): ColumnDropdown[] {
  const found = new Map<string, ColumnDropdown>();
  const model = sheetValidations(sheet).model;
  for (const [address, validation] of Object.entries(model)) {
    const letters = ADDRESS.exec(address)?.[1];
    if (!letters || found.has(letters) || validation?.type !== 'list') continue;
    const values = dropdownValues(workbook, sheet, validation);
    if (values?.length) found.set(letters, { column: sheet.getColumn(letters).number, values });
  }
  return [...found.values()].sort((a, b) => a.column - b.column);
}

function readSheet(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet): WorkbookSheet {
  if (sheet.actualRowCount > MAX_SHEET_ROWS) throw new WorkbookReadError('too-many-rows');
  const rows: SheetRow[] = [];
  sheet.eachRow((row) => {
    const read = readRow(row);
    if (read.cells.length > 0) rows.push(read);
  });
  return {
    name: sheet.name,
    rows,
    columnCount: Math.max(0, ...rows.map((row) => row.cells.length)),
    dropdowns: columnDropdowns(workbook, sheet),
    hidden: sheet.state !== 'visible',
  };
}

/** Loads XLSX bytes with exceljs (prepared by prepareXlsx); a file exceljs cannot open is unreadable. */
export async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const prepared = await prepareXlsx(bytes);
  // exceljs (about 660 modules) is loaded when a workbook is made, not by every module that imports this one.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(prepared) as unknown as ExcelJS.Buffer);
  } catch {
    throw new WorkbookReadError('unreadable');
  }
  return workbook;
}

/** Every worksheet of an XLSX file as rows of plain text, with merged ranges, bold cells and dropdowns. */
export async function readXlsx(bytes: Uint8Array): Promise<WorkbookSheet[]> {
  const workbook = await loadWorkbook(bytes);
  // Every workbook has a sheet: a ZIP without one is some other kind of file.
  if (workbook.worksheets.length === 0) throw new WorkbookReadError('unreadable');
  const sheets = workbook.worksheets.map((sheet) => readSheet(workbook, sheet));
  if (sheets.every((sheet) => sheet.rows.length === 0)) throw new WorkbookReadError('empty');
  return sheets;
}
