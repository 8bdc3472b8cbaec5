import type { LibraryControl, RequirementSet } from '@/lib/catalog/types';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';

/** A control's state is done: implemented, or judged not applicable (with a reason). */
export function satisfies(state: ControlState | undefined): boolean {
  return state === 'implemented' || state === 'not-applicable';
}

/**
 * Whether a control counts toward its requirements: not applicable, or implemented with current evidence (at least
 * one linked item verified, not archived and not expired). An implemented control without it needs evidence.
 */
export function countsToward(state: ControlState | undefined, hasCurrentEvidence: boolean): boolean {
  return state === 'not-applicable' || (state === 'implemented' && hasCurrentEvidence);
}

/** An implemented control with no current evidence: it shows "Needs evidence" and counts for nothing yet. */
export function needsEvidence(state: ControlState | undefined, hasCurrentEvidence: boolean): boolean {
  return state === 'implemented' && !hasCurrentEvidence;
}

/** For each requirement key ("soc2:CC6.1"), the ids of the controls mapped to it. */
export function controlsByRequirement(controls: readonly LibraryControl[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const control of controls) {
    for (const key of control.maps) index.set(key, [...(index.get(key) ?? []), control.id]);
  }
  return index;
}

export type Progress = { met: number; total: number; percent: number };

/**
 * A framework's progress: its requirements whose mapped controls all count toward them (countsToward, with
 * `evidenced` the ids of the controls that have current evidence), over all its requirements. A requirement no
 * control maps to is never met. A framework without requirements has no progress (null), rather than 0% or 100%
 * (docs/control-library.md, "Progress and score").
 */
export function frameworkProgress(
  framework: RequirementSet,
  index: ReadonlyMap<string, readonly string[]>,
  states: ReadonlyMap<string, ControlState>,
  evidenced: ReadonlySet<string>,
): Progress | null {
  const requirements = framework.groups.flatMap((group) => group.requirements);
  if (requirements.length === 0) return null;
  const met = requirements.filter((requirement) => {
    const controls = index.get(`${framework.id}:${requirement.id}`) ?? [];
    return controls.length > 0 && controls.every((id) => countsToward(states.get(id), evidenced.has(id)));
  }).length;
  return { met, total: requirements.length, percent: Math.floor((met * 100) / requirements.length) };
}

/** The compliance score: the mean progress of the followed frameworks that have one, rounded; null when none. */
export function complianceScore(progresses: readonly (Progress | null)[]): number | null {
  const known = progresses.filter((progress): progress is Progress => progress !== null);
  if (known.length === 0) return null;
  return Math.round(known.reduce((sum, progress) => sum + progress.percent, 0) / known.length);
}
