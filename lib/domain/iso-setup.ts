import type { IsoPhase, IsoStep } from '@/lib/schemas/iso-setup';

const verbs: Record<IsoStep['actions'][number], string> = {
  View: 'Opening',
  Edit: 'Editing',
  Continue: 'Continuing',
  Assign: 'Assigning',
  Start: 'Starting',
  'View All': 'Showing every item of',
};

/** The message a step action shows, e.g. 'Starting Internal audit...'. */
export function stepActionMessage(action: IsoStep['actions'][number], step: Pick<IsoStep, 'name'>): string {
  return `${verbs[action]} ${step.name}...`;
}

/** The step Continue Next Step works on: the first in progress, else the first pending, else none. */
export function nextIsoStep(phases: readonly IsoPhase[]): IsoStep | undefined {
  const steps = phases.flatMap((phase) => phase.steps);
  return steps.find((step) => step.status === 'in-progress') ?? steps.find((step) => step.status === 'pending');
}

/** Phases that start expanded: the ones not yet complete. */
export function initiallyOpenPhases(phases: readonly IsoPhase[]): string[] {
  return phases.filter((phase) => phase.progress < 100).map((phase) => phase.id);
}
