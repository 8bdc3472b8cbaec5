import type { ColumnDropdown, SheetCell, SheetRow, WorkbookSheet } from '@/lib/domain/questionnaires/workbook';

/** A cell given as text, or with its bold flag and merged span. */
export type CellSpec = string | null | { text: string; bold?: boolean; span?: number };

/** A sheet from rows of cells; `rowNumbers` gives the worksheet rows when they are not 1, 2, 3 ... */
export function sheetOf(
  rows: readonly (readonly CellSpec[])[],
  options: { name?: string; rowNumbers?: readonly number[]; dropdowns?: ColumnDropdown[]; hidden?: boolean } = {},
): WorkbookSheet {
  const built: SheetRow[] = rows
    .map((cells, index) => ({
      row: options.rowNumbers?.[index] ?? index + 1,
      cells: cells.map((spec): SheetCell | null => {
        if (spec === null || (typeof spec === 'string' && !spec.trim())) return null;
        return typeof spec === 'string'
          ? { text: spec, bold: false, span: 1 }
          : { text: spec.text, bold: spec.bold ?? false, span: spec.span ?? 1 };
      }),
    }))
    .filter((row) => row.cells.some(Boolean));
  return {
    name: options.name ?? 'Questions',
    rows: built,
    columnCount: Math.max(0, ...built.map((row) => row.cells.length)),
    dropdowns: options.dropdowns ?? [],
    hidden: options.hidden ?? false,
  };
}

/** A row merged across `span` columns, as the reader gives it: every covered cell carries the master's text. */
export function mergedRow(text: string, span: number, bold = false): CellSpec[] {
  return Array.from({ length: span }, () => ({ text, bold, span }));
}
