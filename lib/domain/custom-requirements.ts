import { parse } from 'csv-parse/sync';
import { csvCell } from './issues-csv';

/** One requirement of a custom framework: the organization's identifier, its title and the controls meeting it. */
export type CustomRequirement = { id: string; title: string; controls: string[]; group?: string };

export type ParsedRequirements = { ok: true; requirements: CustomRequirement[] } | { ok: false; errors: string[] };

/** The most requirements one custom framework holds. */
export const MAX_CUSTOM_REQUIREMENTS = 500;

/** The header row of the CSV this screen writes and reads. */
export const CUSTOM_REQUIREMENTS_HEADER = 'Requirement,Title,Controls';

const headerNames = new Set(['requirement', 'id', 'identifier', 'reference', 'ref']);
const shownErrors = 5;

/** A cell as written by csvCell: the quote that kept a spreadsheet from running it as a formula is removed. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/**
 * Reads a custom framework's requirements from CSV text, one a line: identifier (at most 40 characters), title
 * (at most 300) and the library controls that meet it, separated by spaces, commas or semicolons (quote the cell when
 * it has commas). A first line naming the columns is skipped. Every problem is answered with its line, the first
 * five of them, so a long import is fixed in one pass; nothing is kept from a list with a problem.
 */
export function parseCustomRequirements(text: string, knownControls: ReadonlySet<string>): ParsedRequirements {
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
    return { ok: false, errors: [`The requirements are not valid CSV: ${(error as Error).message}`] };
  }
  const rows = records.filter(({ record }, index) => !(index === 0 && headerNames.has((record[0] ?? '').toLowerCase())));
  if (rows.length === 0) return { ok: false, errors: ['Enter at least one requirement, or import a CSV file.'] };
  if (rows.length > MAX_CUSTOM_REQUIREMENTS) {
    return {
      ok: false,
      errors: [`A custom framework holds at most ${MAX_CUSTOM_REQUIREMENTS} requirements; this list has ${rows.length}.`],
    };
  }
  const errors: string[] = [];
  const seen = new Set<string>();
  const requirements: CustomRequirement[] = [];
  for (const { record, info } of rows) {
    const line = `Line ${info.lines}`;
    const [id = '', title = '', ...rest] = record.map(unguarded);
    const controls = [
      ...new Set(
        rest
          .join(' ')
          .toUpperCase()
          .split(/[\s,;]+/)
          .filter(Boolean),
      ),
    ];
    const unknown = controls.filter((control) => !knownControls.has(control));
    if (!id || !title) errors.push(`${line}: give the requirement's identifier, its title and its controls.`);
    else if (id.length > 40) errors.push(`${line}: the identifier can be at most 40 characters.`);
    else if (title.length > 300) errors.push(`${line}: the title can be at most 300 characters.`);
    else if (seen.has(id.toLowerCase())) errors.push(`${line}: ${id} is listed twice.`);
    else if (controls.length === 0) errors.push(`${line}: map ${id} to at least one control of the library, e.g. GOV-01.`);
    else if (unknown.length > 0)
      errors.push(`${line}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a control' : 'are not controls'} of the library.`);
    else requirements.push({ id, title, controls });
    seen.add(id.toLowerCase());
  }
  if (errors.length === 0) return { ok: true, requirements };
  const more = errors.length - shownErrors;
  return {
    ok: false,
    errors: more > 0 ? [...errors.slice(0, shownErrors), `…and ${more} more ${more === 1 ? 'line' : 'lines'} to fix.`] : errors,
  };
}

/** The requirements as CSV text with the header row, the form's box and the download alike, controls space-separated. */
export function customRequirementsCsv(requirements: readonly CustomRequirement[]): string {
  const rows = requirements.map((requirement) =>
    [requirement.id, requirement.title, requirement.controls.join(' ')].map(csvCell).join(','),
  );
  return [CUSTOM_REQUIREMENTS_HEADER, ...rows].join('\n') + '\n';
}
