import { libraryControls } from '@/lib/catalog/controls';
import { issuePriorityOptions } from '@/lib/domain/ccpa-issues/rules';
import { frameworkStatusLabels } from '@/lib/domain/frameworks/followed';
import { satisfies } from '@/lib/domain/frameworks/scores';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import type { ReportControl, ReportData, ReportFramework, ReportRequirement } from './data';
import type { ReportCell, ReportSection, ReportTable } from './document';

// What a report says of the records: small helpers shared by its tables and sections (lib/reports/content.ts).

const libraryOrder = new Map(libraryControls.map((control, index) => [control.id, index]));
const byLibraryOrder = (a: { id: string }, b: { id: string }) =>
  (libraryOrder.get(a.id) ?? libraryOrder.size) - (libraryOrder.get(b.id) ?? libraryOrder.size) || a.id.localeCompare(b.id);

export const priorityLabels = Object.fromEntries(issuePriorityOptions.map((option) => [option.value, option.label]));

export const NO_OWNER = 'No owner';

/** A YYYY-MM-DD day as a date cell (midnight UTC), so a spreadsheet keeps it a date; null stays empty. */
export const day = (value: string | null): Date | null => (value === null ? null : new Date(`${value}T00:00:00.000Z`));
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** Whole percent of `part` in `whole`, rounded down like framework progress; null when there is nothing to count. */
export const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : Math.floor((part * 100) / whole));

export const table = (title: string, columns: readonly string[], rows: readonly (readonly ReportCell[])[]): ReportTable => ({
  title,
  columns,
  rows,
});
/** A section; tables without rows are left out (a paragraph says there is nothing to list). */
export const section = (heading: string, paragraphs: readonly string[], tables: readonly ReportTable[] = []): ReportSection => ({
  heading,
  paragraphs,
  tables: tables.filter((candidate) => candidate.rows.length > 0),
});

// ---- What the records say -------------------------------------------------------------------------------------

export const gapsOf = (framework: ReportFramework): ReportRequirement[] => framework.requirements.filter((requirement) => !requirement.met);

/** A control once, with the frameworks (names) whose requirements it serves. */
export type ScopedControl = ReportControl & { frameworks: string[] };

/** The distinct controls of the frameworks, in the library's order. */
export function distinctControls(frameworks: readonly ReportFramework[]): ScopedControl[] {
  const controls = new Map<string, ScopedControl>();
  for (const framework of frameworks) {
    for (const control of framework.requirements.flatMap((requirement) => requirement.controls)) {
      const known = controls.get(control.id);
      if (!known) controls.set(control.id, { ...control, frameworks: [framework.name] });
      else if (!known.frameworks.includes(framework.name)) known.frameworks.push(framework.name);
    }
  }
  return [...controls.values()].sort(byLibraryOrder);
}

export function countStates(controls: readonly ReportControl[]): Record<ControlState, number> {
  const counts: Record<ControlState, number> = { 'not-started': 0, 'in-progress': 0, implemented: 0, 'not-applicable': 0 };
  for (const control of controls) counts[control.state] += 1;
  return counts;
}

/** A framework's controls: how many, how many implemented or not applicable, how many with counting evidence. */
export function controlCoverage(framework: ReportFramework) {
  const controls = distinctControls([framework]);
  return {
    controls: controls.length,
    done: controls.filter((control) => satisfies(control.state)).length,
    withEvidence: controls.filter((control) => control.evidence.length > 0).length,
  };
}

/** Approved (or expired) policies whose review falls due by the end of the period, or already fell due. */
export const policiesDue = (data: ReportData) =>
  data.policies.filter(
    (policy) =>
      (policy.status === 'approved' || policy.status === 'expired') && policy.reviewDueOn !== null && policy.reviewDueOn <= data.period.end,
  );

export const statusText = (framework: ReportFramework) => (framework.status ? frameworkStatusLabels[framework.status] : 'Not followed');
export const frameworkNames = (frameworks: readonly ReportFramework[]) => frameworks.map((framework) => framework.name).join(', ');
