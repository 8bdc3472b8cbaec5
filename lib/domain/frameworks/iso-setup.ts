import {
  isoSetupStoredSchema,
  type IsoAssignment,
  type IsoCatalogPhase,
  type IsoDoneStep,
  type IsoStartedStep,
  type IsoNextAction,
  type IsoPhase,
  type IsoSetupStored,
  type IsoStep,
  type IsoStepStatus,
  type IsoSummary,
  type IsoTimelineItem,
  type StepAction,
} from '@/lib/schemas/frameworks/iso-setup';
import { DAY_MS, dayOf } from '../calendar-days';

/** The actions that open the step in a dialog (its description, what it needs, and for an editor its work). */
export function opensStep(action: StepAction): boolean {
  return action === 'View' || action === 'Edit' || action === 'Continue';
}

/** The question asked before a step is stored as done. */
export function stepDoneQuestion(step: Pick<IsoStep, 'name'>): string {
  return `Mark ${step.name} as done?`;
}

/** The confirmation once a step is started. */
export function stepStartedMessage(step: Pick<IsoStep, 'name'>): string {
  return `${step.name} is in progress.`;
}

/** The confirmation once a step is assigned. */
export function stepAssignedMessage(step: Pick<IsoStep, 'name'>, assignee: string): string {
  return `${step.name} is assigned to ${assignee}.`;
}

/** The confirmation once a step is stored as done. */
export function stepDoneMessage(step: Pick<IsoStep, 'name'>): string {
  return `${step.name} is marked as done.`;
}

/** The actions a step offers in its status: a done step can be looked at, the next one continued, later ones started. */
export function stepActions(status: IsoStepStatus): StepAction[] {
  if (status === 'completed') return ['View', 'Edit'];
  return status === 'in-progress' ? ['Continue', 'View All'] : ['Assign', 'Start'];
}

/** The step Continue Next Step opens: the first in progress, else the first pending, else none. */
export function nextIsoStep(phases: readonly IsoPhase[]): IsoStep | undefined {
  const steps = phases.flatMap((phase) => phase.steps);
  return steps.find((step) => step.status === 'in-progress') ?? steps.find((step) => step.status === 'pending');
}

/** Phases that start expanded: the ones not yet complete. */
export function initiallyOpenPhases(phases: readonly IsoPhase[]): string[] {
  return phases.filter((phase) => phase.progress < 100).map((phase) => phase.id);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A day as "Sep 12, 2026" (UTC, so server and browser agree). */
export function formatDay(date: Date): string {
  return dayFormat.format(date);
}

/** "Due Mar 3, 2027", or "Overdue since Mar 3, 2027" once that day has passed. */
export function dueText(due: Date, today: Date): string {
  return dayOf(due) < dayOf(today) ? `Overdue since ${formatDay(due)}` : `Due ${formatDay(due)}`;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((part * 100) / whole));

export type IsoSetupInput = {
  phases: readonly IsoCatalogPhase[];
  doneSteps: readonly IsoDoneStep[];
  /** Steps started and not done yet; assignments to members (both absent in setups stored before them). */
  startedSteps?: readonly IsoStartedStep[];
  assignments?: readonly IsoAssignment[];
  /** The current names of the organization's active members by id; an assignee no longer among them keeps the stored name. */
  teamNames?: ReadonlyMap<string, string>;
  /** Annex A of ISO/IEC 27001:2022: its controls, and how many the organization's control states meet. */
  annexA: { total: number; met: number };
  /** When the organization added ISO 27001: the plan's week 1 starts that day. */
  startedAt: Date;
  today: Date;
};

export type IsoSetupView = { phases: IsoPhase[]; summary: IsoSummary; nextActions: IsoNextAction[]; timeline: IsoTimelineItem[] };

/**
 * The setup screen from the guide and the steps the organization has done, started and assigned: each step's
 * status (done; in progress once started, and the first open one; the others pending), its assignee (the member
 * it is assigned to, else the role that usually does it), phase progress and percent complete weighted by the steps'
 * weights, the next three open steps with due dates from the plan, and the timeline of the phases.
 */
export function isoSetupView({
  phases,
  doneSteps,
  startedSteps = [],
  assignments = [],
  teamNames = new Map(),
  annexA,
  startedAt,
  today,
}: IsoSetupInput): IsoSetupView {
  const done = new Map(doneSteps.map((step) => [step.id, step]));
  const started = new Map(startedSteps.map((step) => [step.id, step]));
  const assigned = new Map(assignments.map((assignment) => [assignment.id, assignment]));
  const firstOpen = phases.flatMap((phase) => phase.steps).find((step) => !done.has(step.id))?.id;
  const status = (id: string): IsoStepStatus =>
    done.has(id) ? 'completed' : id === firstOpen || started.has(id) ? 'in-progress' : 'pending';
  const by = (record: { at: string; by: string }) => `${formatDay(new Date(record.at))}${record.by ? ` by ${record.by}` : ''}`;
  const note = (id: string): string => {
    const record = done.get(id);
    if (record) return `Completed ${by(record)}`;
    if (id === 'annex-a-controls') return `${annexA.met} of ${annexA.total} Annex A controls implemented`;
    const begun = started.get(id);
    if (begun) return `Started ${by(begun)}`;
    return id === firstOpen ? 'Next up' : 'Not started';
  };
  const assigneeOf = (step: { id: string; owner: string }) => {
    const assignment = assigned.get(step.id);
    if (!assignment) return step.owner;
    return teamNames.get(assignment.memberId) ?? assignment.name;
  };
  const dueOf = (step: { dueWeek: number }) => dueText(new Date(startedAt.getTime() + step.dueWeek * 7 * DAY_MS), today);
  const weightOf = (steps: readonly { id: string; weight: number }[], onlyDone: boolean) =>
    steps.filter((step) => !onlyDone || done.has(step.id)).reduce((sum, step) => sum + step.weight, 0);

  const views: IsoPhase[] = phases.map((phase) => ({
    id: phase.id,
    title: phase.title,
    progress: percentOf(weightOf(phase.steps, true), weightOf(phase.steps, false)),
    steps: phase.steps.map((step) => ({
      id: step.id,
      name: step.name,
      description: step.description,
      status: status(step.id),
      note: note(step.id),
      assignee: assigneeOf(step),
      assigneeMemberId: assigned.get(step.id)?.memberId ?? null,
      owner: step.owner,
      needs: step.needs,
      due: dueOf(step),
      actions: stepActions(status(step.id)),
    })),
  }));

  const allSteps = phases.flatMap((phase) => phase.steps);
  const summary: IsoSummary = {
    annexAControls: annexA.total,
    implemented: annexA.met,
    stepsDone: allSteps.filter((step) => done.has(step.id)).length,
    stepsTotal: allSteps.length,
    percentComplete: percentOf(weightOf(allSteps, true), weightOf(allSteps, false)),
  };

  const nextActions: IsoNextAction[] = allSteps
    .filter((step) => !done.has(step.id))
    .slice(0, 3)
    .map((step, index) => ({
      stepId: step.id,
      title: step.name,
      priority: index === 0 ? 'high' : 'medium',
      due: dueOf(step),
      assignee: assigneeOf(step),
    }));

  const currentPhase = phases.find((phase) => phase.steps.some((step) => step.id === firstOpen))?.id;
  const timeline: IsoTimelineItem[] = views.map((phase, index) => ({
    title: phase.title.replace(/^Phase \d+: /, ''),
    when: phases[index]?.weeks ?? '',
    state: phase.progress === 100 ? 'completed' : phase.id === currentPhase ? 'current' : 'scheduled',
  }));

  return { phases: views, summary, nextActions, timeline };
}

/**
 * A stored ISO 27001 setup read back (organization_frameworks.setup): steps done, started and assigned, leaving out
 * step ids the guide no longer has (`known`). One that no longer fits the schema counts as nothing stored.
 */
export function storedIsoSetupOf(setup: unknown, known: ReadonlySet<string>): IsoSetupStored {
  const parsed = isoSetupStoredSchema.safeParse(setup);
  if (!parsed.success) return { doneSteps: [], startedSteps: [], assignments: [] };
  const keep = <T extends { id: string }>(steps: readonly T[]) => steps.filter((step) => known.has(step.id));
  return {
    doneSteps: keep(parsed.data.doneSteps),
    startedSteps: keep(parsed.data.startedSteps),
    assignments: keep(parsed.data.assignments),
  };
}
