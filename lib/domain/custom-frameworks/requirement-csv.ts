import { parse } from 'csv-parse/sync';

/** A line of a requirement list read from CSV: its cells (spreadsheet guards removed) and its line number. */
export type RequirementLine = { cells: string[]; line: number };

const shownProblems = 5;

/** A cell as a spreadsheet guard wrote it ('=…): the quote that kept it from running as a formula is removed. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * The lines of a requirement list in CSV text, a first line naming the columns (its first cell one of
 * `headerNames`) left out; or the parser's reason when the text is not CSV.
 */
export function requirementLines(
  text: string,
  headerNames: ReadonlySet<string>,
): { ok: true; lines: RequirementLine[] } | { ok: false; reason: string } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read; the library's types do not say so.
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const lines = records
    .filter(({ record }, index) => !(index === 0 && headerNames.has((record[0] ?? '').toLowerCase())))
    .map(({ record, info }) => ({ cells: record.map(unguarded), line: info.lines }));
  return { ok: true, lines };
}

/** The control ids of the cells after a requirement's own, separated by spaces, commas or semicolons, once each. */
export function controlIdsIn(cells: readonly string[]): string[] {
  return [
    ...new Set(
      cells
        .join(' ')
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ];
}

/** The problem of naming controls the library does not hold. */
export function notControlsProblem(unknown: readonly string[]): string {
  return `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a control' : 'are not controls'} of the library.`;
}

/** The first five problems, and how many more lines there are to fix, so a long import is fixed in one pass. */
export function shownProblemsOf(problems: readonly string[]): string[] {
  const more = problems.length - shownProblems;
  return more > 0 ? [...problems.slice(0, shownProblems), `…and ${more} more ${more === 1 ? 'line' : 'lines'} to fix.`] : [...problems];
}
