/**
 * The package's control coverage: per control of its framework, the days of the period on which it had verified
 * evidence current or its automated checks passing, and the gaps (lib/domain/checks/control-coverage.ts decides a day).
 */
import {
  checkDays,
  controlCoverage,
  describeGaps,
  type ControlCoverage,
  type CoverageRun,
  type EvidenceSpan,
} from '@/lib/domain/checks/control-coverage';
import type { ReportData } from '../data';
import { csvText } from './manifest';

export type ControlCoverageRow = { control: string; controlName: string; coverage: ControlCoverage };

const COVERAGE_HEADER = ['Control', 'Control name', 'Days in period', 'Days covered', 'Days not covered', 'Gaps'];

/**
 * One row per control mapped to the frameworks' requirements (once, where first mapped, in the standard's order):
 * its coverage by the verified evidence linked to it and by the runs of the checks mapped to it (`checksByControl`,
 * check ids by control id).
 */
export function controlCoverageRows(
  data: Pick<ReportData, 'period' | 'frameworks' | 'evidence'>,
  runs: readonly CoverageRun[],
  checksByControl: ReadonlyMap<string, ReadonlySet<string>>,
): ControlCoverageRow[] {
  const spans = new Map<string, EvidenceSpan[]>();
  for (const item of data.evidence.items) {
    if (item.status !== 'verified') continue;
    for (const control of item.controls) spans.set(control, [...(spans.get(control) ?? []), item]);
  }
  const controls = new Map<string, string>();
  for (const framework of data.frameworks) {
    for (const requirement of framework.requirements) {
      for (const control of requirement.controls) if (!controls.has(control.id)) controls.set(control.id, control.name);
    }
  }
  return [...controls].map(([control, controlName]) => ({
    control,
    controlName,
    coverage: controlCoverage(data.period, spans.get(control) ?? [], checkDays(runs, checksByControl.get(control) ?? new Set())),
  }));
}

/** The coverage as CSV, written as the control matrix is. */
export function controlCoverageCsv(rows: readonly ControlCoverageRow[]): string {
  return csvText([
    COVERAGE_HEADER,
    ...rows.map(({ control, controlName, coverage }) => [
      control,
      controlName,
      String(coverage.days),
      String(coverage.covered),
      String(coverage.days - coverage.covered),
      describeGaps(coverage.gaps),
    ]),
  ]);
}
