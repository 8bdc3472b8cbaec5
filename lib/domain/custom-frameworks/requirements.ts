import { csvCell } from '../ccpa-issues/csv';
import { controlIdsIn, notControlsProblem, requirementLines, shownProblemsOf } from './requirement-csv';

/** One requirement of a custom framework: the organization's identifier, its title and the controls meeting it. */
export type CustomRequirement = { id: string; title: string; controls: string[]; group?: string };

export type ParsedRequirements = { ok: true; requirements: CustomRequirement[] } | { ok: false; errors: string[] };

/** The most requirements one custom framework holds. */
export const MAX_CUSTOM_REQUIREMENTS = 500;

/** The header row of the CSV this screen writes and reads. */
export const CUSTOM_REQUIREMENTS_HEADER = 'Requirement,Title,Controls';

const headerNames = new Set(['requirement', 'id', 'identifier', 'reference', 'ref']);

/**
 * Reads a custom framework's requirements from CSV text, one a line: identifier (at most 40 characters), title
 * (at most 300) and the library controls that meet it, separated by spaces, commas or semicolons (quote the cell when
 * it has commas). A first line naming the columns is skipped. Every problem is answered with its line, the first
 * five of them, so a long import is fixed in one pass; nothing is kept from a list with a problem.
 */
export function parseCustomRequirements(text: string, knownControls: ReadonlySet<string>): ParsedRequirements {
  const read = requirementLines(text, headerNames);
  if (!read.ok) return { ok: false, errors: [`The requirements are not valid CSV: ${read.reason}`] };
  const rows = read.lines;
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
  for (const { cells, line: number } of rows) {
    const line = `Line ${number}`;
    const [id = '', title = '', ...rest] = cells;
    const controls = controlIdsIn(rest);
    const unknown = controls.filter((control) => !knownControls.has(control));
    if (!id || !title) errors.push(`${line}: give the requirement's identifier, its title and its controls.`);
    else if (id.length > 40) errors.push(`${line}: the identifier can be at most 40 characters.`);
    else if (title.length > 300) errors.push(`${line}: the title can be at most 300 characters.`);
    else if (seen.has(id.toLowerCase())) errors.push(`${line}: ${id} is listed twice.`);
    else if (controls.length === 0) errors.push(`${line}: map ${id} to at least one control of the library, e.g. GOV-01.`);
    else if (unknown.length > 0) errors.push(`${line}: ${notControlsProblem(unknown)}`);
    else requirements.push({ id, title, controls });
    seen.add(id.toLowerCase());
  }
  return errors.length === 0 ? { ok: true, requirements } : { ok: false, errors: shownProblemsOf(errors) };
}

/** The requirements as CSV text with the header row, the form's box and the download alike, controls space-separated. */
export function customRequirementsCsv(requirements: readonly CustomRequirement[]): string {
  const rows = requirements.map((requirement) =>
    [requirement.id, requirement.title, requirement.controls.join(' ')].map(csvCell).join(','),
  );
  return [CUSTOM_REQUIREMENTS_HEADER, ...rows].join('\n') + '\n';
}
