import type { ControlGroup } from '@/lib/schemas/control';
import { csvCell } from './issues-csv';

/** Control counts across groups for the sidebar: compliant, in progress, not started, and percent compliant. */
export function controlProgress(groups: readonly ControlGroup[]) {
  const controls = groups.flatMap((group) => group.controls);
  const compliant = controls.filter((control) => control.status === 'compliant').length;
  const inProgress = controls.filter((control) => control.status === 'in-progress').length;
  const notStarted = controls.filter((control) => control.status === 'not-started').length;
  const percent = controls.length === 0 ? 0 : Math.round((compliant / controls.length) * 100);
  return { total: controls.length, compliant, inProgress, notStarted, percent };
}

/** The controls as CSV (group, code, name, description, status, owner) with a header row. */
export function controlsToCsv(groups: readonly ControlGroup[]): string {
  const rows = groups.flatMap((group) => group.controls.map((c) => [group.title, c.code, c.name, c.description, c.status, c.owner]));
  return [['Group', 'Code', 'Control', 'Description', 'Status', 'Owner'], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
