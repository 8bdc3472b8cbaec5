import {
  internalAuditEditSchema,
  nonconformitySteps,
  reviewInputKeys,
  type FindingKind,
  type InternalAuditState,
  type NonconformityState,
  type NonconformityStep,
  type ObjectiveProgress,
  type ReviewInputKey,
  type ReviewInputs,
} from '@/lib/schemas/isms/records';

export {
  findingKinds,
  internalAuditStates,
  nonconformityStates,
  nonconformitySteps,
  objectiveProgresses,
  reviewInputKeys,
} from '@/lib/schemas/isms/records';

/**
 * The rules of the ISO 27001 management system's records: an objective's status, a nonconformity's lifecycle, an
 * internal audit's states and a management review's completeness. Pure: the workspace and the screens both ask them.
 */

/** What the owner says of an objective; `missed` is never chosen, it follows from the date. */
export const objectiveStatuses = ['on-track', 'at-risk', 'achieved', 'missed'] as const;
export type ObjectiveStatus = (typeof objectiveStatuses)[number];
export const objectiveStatusLabels: Record<ObjectiveStatus, string> = {
  'on-track': 'On track',
  'at-risk': 'At risk',
  achieved: 'Achieved',
  missed: 'Missed',
};

/** An objective's status on `today` (YYYY-MM-DD): missed once its target date has passed without being achieved. */
export function objectiveStatus(progress: ObjectiveProgress, targetDate: string, today: string): ObjectiveStatus {
  if (progress === 'achieved') return 'achieved';
  return targetDate < today ? 'missed' : progress;
}

/** A finding of an internal audit: a nonconformity (major or minor) or an observation. */
export const findingKindLabels: Record<FindingKind, string> = {
  major: 'Major nonconformity',
  minor: 'Minor nonconformity',
  observation: 'Observation',
};
export const isNonconformity = (kind: FindingKind): boolean => kind !== 'observation';

/** A nonconformity's states, from its finding to the check that its corrective action worked. */
export const nonconformityStateLabels: Record<NonconformityState, string> = {
  open: 'Open',
  'action-planned': 'Corrective action planned',
  'action-done': 'Action done',
  verified: 'Verified effective',
};

/** What can happen to a nonconformity. */
export const nonconformityStepLabels: Record<NonconformityStep, string> = {
  plan: 'Plan corrective action',
  done: 'Mark action done',
  verify: 'Verify effective',
  reopen: 'Reopen',
};

const stepMoves: Record<NonconformityStep, { from: readonly NonconformityState[]; to: NonconformityState }> = {
  plan: { from: ['open', 'action-planned'], to: 'action-planned' },
  done: { from: ['action-planned'], to: 'action-done' },
  verify: { from: ['action-done'], to: 'verified' },
  reopen: { from: ['action-planned', 'action-done', 'verified'], to: 'open' },
};

/** The steps a nonconformity in `state` may take, in the order the screen offers them. */
export function nonconformityStepsFrom(state: NonconformityState): NonconformityStep[] {
  return nonconformitySteps.filter((step) => stepMoves[step].from.includes(state));
}

export const CLOSE_NEEDS_CAUSE_AND_ACTION =
  'A nonconformity cannot be closed without its cause and a corrective action. Plan the corrective action first.';

/** The part of a nonconformity its lifecycle looks at. */
export type NonconformityFacts = { state: NonconformityState; cause: string; correctiveAction: string };

/**
 * The state a step leads to, or why it is refused: a step from the wrong state, or a plan, completion or
 * verification (closing) without both a cause and a corrective action.
 */
export function nonconformityStep(
  facts: NonconformityFacts,
  step: NonconformityStep,
): { ok: true; state: NonconformityState } | { ok: false; problem: string } {
  const move = stepMoves[step];
  if (!move.from.includes(facts.state)) {
    return {
      ok: false,
      problem: `A nonconformity that is ${nonconformityStateLabels[facts.state].toLowerCase()} cannot take the step "${nonconformityStepLabels[step]}".`,
    };
  }
  if (step !== 'reopen' && (facts.cause.trim() === '' || facts.correctiveAction.trim() === '')) {
    return { ok: false, problem: CLOSE_NEEDS_CAUSE_AND_ACTION };
  }
  return { ok: true, state: move.to };
}

/** Still waiting for its corrective action to be done or checked (not verified). */
export const isOpenNonconformity = (state: NonconformityState): boolean => state !== 'verified';

/** An internal audit's states. */
export const internalAuditStateLabels: Record<InternalAuditState, string> = {
  planned: 'Planned',
  'in-progress': 'In progress',
  completed: 'Completed',
};

/** The part of an internal audit its states look at. */
export type InternalAuditFacts = { state: InternalAuditState; plannedDate: string; performedDate: string | null; reportSummary: string };

/**
 * Why an internal audit cannot be stored as it is, or null: a completed audit needs the day it was performed and
 * its report summary; an audit performed before it was planned is a typing slip.
 */
export function internalAuditProblem(audit: InternalAuditFacts): { field: string; message: string } | null {
  if (audit.state === 'completed' && audit.reportSummary.trim() === '') {
    return { field: 'reportSummary', message: 'A completed audit needs its report summary.' };
  }
  if (audit.state === 'completed' && !audit.performedDate) {
    return { field: 'performedDate', message: 'A completed audit needs the date it was performed.' };
  }
  if (audit.state === 'planned' && audit.performedDate) {
    return { field: 'state', message: 'An audit with a performed date is in progress or completed, not planned.' };
  }
  return null;
}

/** The inputs a management review considers, in the order of its minutes. */
export const reviewInputLabels: Record<ReviewInputKey, string> = {
  previousActions: 'Status of actions from previous reviews',
  issueChanges: 'Changes in internal and external issues',
  performance: 'Information security performance',
  auditResults: 'Audit results',
  risks: 'Risks and the risk treatment plan',
  opportunities: 'Opportunities for improvement',
};

/** The part of a management review its completeness looks at. */
export type ReviewFacts = { date: string | null; attendees: readonly string[]; inputs: ReviewInputs; decisions: readonly unknown[] };

/** What a management review still lacks to be complete: its date, an attendee, each input and a decision. */
export function reviewGaps(review: ReviewFacts): string[] {
  const gaps: string[] = [];
  if (!review.date) gaps.push('the date');
  if (!review.attendees.some((name) => name.trim() !== '')) gaps.push('an attendee');
  for (const key of reviewInputKeys) if (review.inputs[key].trim() === '') gaps.push(`input: ${reviewInputLabels[key].toLowerCase()}`);
  if (review.decisions.length === 0) gaps.push('a decision or action');
  return gaps;
}

export const isReviewComplete = (review: ReviewFacts): boolean => reviewGaps(review).length === 0;

/** The internal audit edit form with its state rule, so the browser and the server give the same field message. */
export const internalAuditEditChecked = internalAuditEditSchema.superRefine((audit, context) => {
  const problem = internalAuditProblem(audit);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
