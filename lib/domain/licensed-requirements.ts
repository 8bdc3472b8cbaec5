import { parse } from 'csv-parse/sync';
import { licensedRequirementRowSchema } from '@/lib/schemas/licensed-framework';
import type { CustomRequirement } from './custom-requirements';

export type ParsedLicensedList = { ok: true; requirements: CustomRequirement[] } | { ok: false; errors: string[] };

/** The most requirements one imported licensed list holds (a HITRUST assessment's scope stays well below). */
export const MAX_LICENSED_REQUIREMENTS = 2000;

const headerNames = new Set(['requirement', 'requirement id', 'id', 'identifier', 'reference', 'ref']);
const shownErrors = 5;

/** A cell as a spreadsheet guard wrote it ('=…): the quote is removed. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

type Line = { record: string[]; info: { lines: number } };

/**
 * Reads an organization's licensed requirement list from CSV text, one requirement a line: its id (at most 40
 * characters), its title (at most 300), optionally the group the standard puts it in, and optionally the library
 * controls that meet it (space-, comma- or semicolon-separated). A first line naming the columns is skipped. A
 * requirement without controls is kept, and is not met until controls are mapped to it. Every problem is answered
 * with its line, the first five, and nothing is kept from a list with a problem.
 */
export function parseLicensedRequirements(text: string, knownControls: ReadonlySet<string>): ParsedLicensedList {
  let lines: Line[];
  try {
    // With `info`, each record comes with where it was read; the library's types do not say so.
    lines = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as Line[];
  } catch (error) {
    return { ok: false, errors: [`The file is not valid CSV: ${(error as Error).message}`] };
  }
  const rows = lines.filter(({ record }, index) => !(index === 0 && headerNames.has((record[0] ?? '').toLowerCase())));
  if (rows.length === 0) return { ok: false, errors: ['The file has no requirement: give one a line, its id then its title.'] };
  if (rows.length > MAX_LICENSED_REQUIREMENTS) {
    return {
      ok: false,
      errors: [`A licensed list holds at most ${MAX_LICENSED_REQUIREMENTS} requirements; this file has ${rows.length}.`],
    };
  }
  const errors: string[] = [];
  const seen = new Set<string>();
  const requirements: CustomRequirement[] = [];
  for (const { record, info } of rows) {
    const [id = '', title = '', group = '', ...rest] = record.map(unguarded);
    const checked = licensedRequirementRowSchema.safeParse({ id, title, group });
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
    const line = `Line ${info.lines}`;
    if (!checked.success) errors.push(`${line}: ${checked.error.issues[0]!.message}.`);
    else if (seen.has(checked.data.id.toLowerCase())) errors.push(`${line}: ${checked.data.id} is listed twice.`);
    else if (unknown.length > 0)
      errors.push(`${line}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a control' : 'are not controls'} of the library.`);
    else {
      const { id: reqId, title: reqTitle, group: reqGroup } = checked.data;
      requirements.push({ id: reqId, title: reqTitle, controls, ...(reqGroup ? { group: reqGroup } : {}) });
    }
    if (checked.success) seen.add(checked.data.id.toLowerCase());
  }
  if (errors.length === 0) return { ok: true, requirements };
  const more = errors.length - shownErrors;
  return {
    ok: false,
    errors: more > 0 ? [...errors.slice(0, shownErrors), `…and ${more} more ${more === 1 ? 'line' : 'lines'} to fix.`] : errors,
  };
}
