import type { LibraryControl, LibraryFramework } from '@/lib/catalog/types';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';
import { issueStatusLabels } from '../ccpa-issues/rules';
import { frameworkDetailOf, stateText, type StoredControlState } from './controls';
import { csvCell } from '../ccpa-issues/csv';
import { satisfies } from './scores';

/** What a gap list shows for a control that has no owner. */
export const UNASSIGNED = 'Unassigned';

/** A control state as the gap list reads it: the stored state, and a due date (YYYY-MM-DD) where one is stored. */
export type GapControlState = StoredControlState & { dueDate?: string | null };

/** A mapped control that does not yet meet its requirement: not started, in progress, or implemented without evidence. */
export type GapControl = { id: string; name: string; state: ControlState; stateText: string; owner: string; note: string };

/** A requirement not met, what is missing for it, and when it is due (null: no date stored). */
export type GapRequirement = {
  id: string;
  title: string;
  group: string;
  missing: GapControl[];
  due: string | null;
};

export type FrameworkGaps = {
  frameworkId: string;
  name: string;
  edition: string;
  met: number;
  total: number;
  gaps: GapRequirement[];
};

/** Where the due dates of a gap come from: the control states' own, else the framework's target audit date. */
export type GapDueDates = { targetAuditDate: string | null };

/**
 * The requirements of `framework` the organization does not meet, in the standard's order, each with its mapped
 * controls that do not count toward it yet: neither implemented nor not applicable, or implemented without current
 * evidence (`evidenced` holds the controls that have it) — each with its state, owner name or "Unassigned", note. A
 * requirement no control maps to is listed with nothing missing, as progress never counts it met. Its due date is
 * the earliest due date stored on its missing controls, else the framework's target audit date, else none.
 */
export function frameworkGapsOf(
  framework: LibraryFramework,
  controls: readonly LibraryControl[],
  stored: ReadonlyMap<string, GapControlState>,
  ownerNames: ReadonlyMap<string, string>,
  evidenced: ReadonlySet<string>,
  dates: GapDueDates = { targetAuditDate: null },
): FrameworkGaps {
  const detail = frameworkDetailOf(framework, controls, stored, ownerNames, evidenced);
  const gaps = detail.groups.flatMap((group) =>
    group.requirements
      .filter((requirement) => !requirement.met)
      .map((requirement) => {
        const missing = requirement.controls
          .filter((control) => !satisfies(control.state) || control.needsEvidence)
          .map((control) => ({
            id: control.id,
            name: control.name,
            state: control.state,
            stateText: control.needsEvidence ? `${stateText(control)}, needs evidence` : stateText(control),
            owner: control.ownerName ?? UNASSIGNED,
            note: control.note,
          }));
        const controlDates = missing.flatMap((control) => {
          const due = stored.get(control.id)?.dueDate;
          return due ? [due] : [];
        });
        const due = controlDates.sort()[0] ?? dates.targetAuditDate;
        return { id: requirement.id, title: requirement.title, group: group.heading, missing, due };
      }),
  );
  return {
    frameworkId: framework.id,
    name: framework.name,
    edition: framework.edition,
    met: detail.progress.met,
    total: detail.progress.total,
    gaps,
  };
}

/** "N of M requirements already met by your controls." */
export function metText({ met, total }: { met: number; total: number }): string {
  return `${met} of ${total} requirements already met by your controls.`;
}

const toCsv = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

const gapHeader = ['Framework', 'Requirement', 'Title', 'Control', 'State', 'Owner', 'Note', 'Due Date'];

/** One CSV row per missing control of each gap (a gap with no mapped control gets one row naming none). */
function gapRows(list: FrameworkGaps): string[][] {
  return list.gaps.flatMap((gap) => {
    const due = gap.due ?? '';
    if (gap.missing.length === 0) return [[list.name, gap.id, gap.title, 'No mapped control', '', UNASSIGNED, '', due]];
    return gap.missing.map((control) => [
      list.name,
      gap.id,
      gap.title,
      `${control.id} ${control.name}`,
      control.stateText,
      control.owner,
      control.note,
      due,
    ]);
  });
}

/** The gap lists as CSV with a header row, CRLF line ends; cells are safe from spreadsheet formulas (csvCell). */
export function gapListCsv(lists: readonly FrameworkGaps[]): string {
  return toCsv([gapHeader, ...lists.flatMap(gapRows)]);
}

/** The gap list's file name: of one framework, or of every framework followed. */
export function gapListFilename(frameworkId: string | null, day: string): string {
  return `${frameworkId ?? 'all-frameworks'}-gap-list-${day}.csv`;
}

const planHeader = ['Type', 'Reference', 'Title', 'Control', 'State', 'Owner', 'Priority', 'Due Date', 'Note'];

/**
 * The CCPA action plan as CSV: every missing control of the CCPA gap list, then every open issue with its
 * assignee ("Unassigned" when none), priority and due date.
 */
export function actionPlanCsv(gaps: FrameworkGaps, issues: readonly Issue[]): string {
  const gapLines = gapRows(gaps).map(([, id = '', title = '', control = '', state = '', owner = '', note = '', due = '']) => [
    'Requirement gap',
    id,
    title,
    control,
    state,
    owner,
    '',
    due,
    note,
  ]);
  const issueLines = issues.map((issue) => [
    'Issue',
    issue.reference,
    issue.title,
    '',
    issueStatusLabels[issue.status],
    issue.assignee ?? UNASSIGNED,
    issue.priority,
    issue.dueDate,
    issue.description,
  ]);
  return toCsv([planHeader, ...gapLines, ...issueLines]);
}

/** The action plan's file name. */
export function actionPlanFilename(day: string): string {
  return `ccpa-action-plan-${day}.csv`;
}

/**
 * The issues an action plan lists: those the CCPA screen's filters pick, among the open and in-progress ones only
 * (a filter on closed or all statuses falls back to both open statuses).
 */
export function actionPlanIssueFilters<T extends { status?: string }>(filters: T): T & { status: string } {
  return { ...filters, status: filters.status === 'open' || filters.status === 'in-progress' ? filters.status : '' };
}
