import { licensedRequirementRowSchema } from '@/lib/schemas/custom-frameworks/licensed';
import type { CustomRequirement } from './requirements';
import { controlIdsIn, notControlsProblem, requirementLines, shownProblemsOf } from './requirement-csv';

export type ParsedLicensedList = { ok: true; requirements: CustomRequirement[] } | { ok: false; errors: string[] };

/** The most requirements one imported licensed list holds (a HITRUST assessment's scope stays well below). */
export const MAX_LICENSED_REQUIREMENTS = 2000;

const headerNames = new Set(['requirement', 'requirement id', 'id', 'identifier', 'reference', 'ref']);

/**
 * Reads an organization's licensed requirement list from CSV text, one requirement a line: its id (at most 40
 * characters), its title (at most 300), optionally the group the standard puts it in, and optionally the library
 * controls that meet it (space-, comma- or semicolon-separated). A first line naming the columns is skipped. A
 * requirement without controls is kept, and is not met until controls are mapped to it. Every problem is answered
 * with its line, the first five, and nothing is kept from a list with a problem.
 */
export function parseLicensedRequirements(text: string, knownControls: ReadonlySet<string>): ParsedLicensedList {
  const read = requirementLines(text, headerNames);
  if (!read.ok) return { ok: false, errors: [`The file is not valid CSV: ${read.reason}`] };
  const rows = read.lines;
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
  for (const { cells, line: number } of rows) {
    const [id = '', title = '', group = '', ...rest] = cells;
    const checked = licensedRequirementRowSchema.safeParse({ id, title, group });
    const controls = controlIdsIn(rest);
    const unknown = controls.filter((control) => !knownControls.has(control));
    const line = `Line ${number}`;
    if (!checked.success) errors.push(`${line}: ${checked.error.issues[0]!.message}.`);
    else if (seen.has(checked.data.id.toLowerCase())) errors.push(`${line}: ${checked.data.id} is listed twice.`);
    else if (unknown.length > 0) errors.push(`${line}: ${notControlsProblem(unknown)}`);
    else {
      const { id: reqId, title: reqTitle, group: reqGroup } = checked.data;
      requirements.push({ id: reqId, title: reqTitle, controls, ...(reqGroup ? { group: reqGroup } : {}) });
    }
    if (checked.success) seen.add(checked.data.id.toLowerCase());
  }
  return errors.length === 0 ? { ok: true, requirements } : { ok: false, errors: shownProblemsOf(errors) };
}
