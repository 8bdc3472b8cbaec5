import { parse } from 'csv-parse/sync';
import { isDay } from '../calendar-days';
import { severityOf } from './rules';
import type { ReportedFinding } from './sync';

/**
 * Findings from a CSV file: a first line naming the columns (in any order, any case), then one finding a line.
 * `asset`, `identifier` and `severity` are required; `title`, `first_seen` and `fixed_on` (YYYY-MM-DD) and `url`
 * may be given. A line that cannot be read is refused with its line number and the reason; the others are read.
 */

export const CSV_COLUMNS = ['asset', 'identifier', 'severity', 'title', 'first_seen', 'fixed_on', 'url'] as const;
const REQUIRED = ['asset', 'identifier', 'severity'] as const;

export type CsvFindings = { findings: ReportedFinding[]; rejected: string[] };

/** Why a CSV file cannot be read at all (not CSV, no header, a required column missing). */
export class CsvFindingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFindingsError';
  }
}

/** A cell a spreadsheet guard wrote ('=…) keeps what follows the quote. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

function lineOf(cells: Record<string, string>): ReportedFinding | string {
  const asset = cells.asset ?? '';
  const identifier = cells.identifier ?? '';
  if (!asset) return 'the asset is empty';
  if (!identifier) return 'the identifier is empty';
  if (asset.length > 200 || identifier.length > 200) return 'the asset and identifier take at most 200 characters';
  const severity = severityOf(cells.severity);
  if (!severity) return `the severity "${(cells.severity ?? '').slice(0, 40)}" is not critical, high, medium or low`;
  const firstSeen = cells.first_seen ?? '';
  if (firstSeen && !isDay(firstSeen)) return `first_seen "${firstSeen.slice(0, 40)}" is not a day (YYYY-MM-DD)`;
  const fixedOn = cells.fixed_on ?? '';
  if (fixedOn && !isDay(fixedOn)) return `fixed_on "${fixedOn.slice(0, 40)}" is not a day (YYYY-MM-DD)`;
  const url = cells.url ?? '';
  if (url && !/^https?:\/\/\S+$/.test(url)) return 'the url must start with https:// or http://';
  return {
    asset,
    identifier,
    severity,
    title: (cells.title || identifier).slice(0, 300),
    ...(url ? { url } : {}),
    ...(firstSeen ? { firstSeenOn: firstSeen } : {}),
    ...(fixedOn ? { fixedOn } : {}),
  };
}

/** The findings of a CSV file, and each refused line as "Line 4: the severity … is not …". */
export function parseFindingsCsv(text: string): CsvFindings {
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
    throw new CsvFindingsError(`The file is not CSV: ${(error as Error).message}`);
  }
  const [header, ...lines] = records;
  if (!header) throw new CsvFindingsError('The file is empty: its first line names the columns (asset, identifier, severity, …).');
  const columns = header.record.map((name) => name.toLowerCase().replace(/[\s-]+/g, '_'));
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw new CsvFindingsError(`The first line must name the columns ${missing.join(', ')}.`);
  const result: CsvFindings = { findings: [], rejected: [] };
  for (const { record, info } of lines) {
    const cells = Object.fromEntries(columns.map((name, index) => [name, unguarded(record[index] ?? '')]));
    const read = lineOf(cells);
    if (typeof read === 'string') result.rejected.push(`Line ${info.lines}: ${read}.`);
    else result.findings.push(read);
  }
  return result;
}
