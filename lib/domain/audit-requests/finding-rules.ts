import type { RequestFindingState, RequestFindingStep } from '@/lib/schemas/audit-requests/findings';
import type { RequestAct } from './request-permissions';

/**
 * The lifecycle of a finding raised on an audit's request: open, its corrective action planned by the team (owner,
 * due day, action), the action done, and closed by the auditor or the team; a done or closed finding may be
 * reopened. Pure: the workspace and the screens both ask it.
 */
export const requestFindingStateLabels: Record<RequestFindingState, string> = {
  open: 'Open',
  'action-planned': 'Corrective action planned',
  'action-done': 'Action done',
  closed: 'Closed',
};

export const requestFindingStepLabels: Record<RequestFindingStep | 'plan', string> = {
  plan: 'Plan the corrective action',
  done: 'Mark the action done',
  close: 'Close',
  reopen: 'Reopen',
};

const moves: Record<RequestFindingStep | 'plan', { from: readonly RequestFindingState[]; to: RequestFindingState; act: RequestAct }> = {
  plan: { from: ['open', 'action-planned'], to: 'action-planned', act: 'remedy' },
  done: { from: ['action-planned'], to: 'action-done', act: 'remedy' },
  close: { from: ['action-done'], to: 'closed', act: 'find' },
  reopen: { from: ['action-done', 'closed'], to: 'open', act: 'find' },
};

/** The request act a step asks of the person taking it: the remedy is the team's, closing and reopening the auditor's too. */
export const requestFindingStepAct = (step: RequestFindingStep | 'plan'): RequestAct => moves[step].act;

/** The state a step leads to from `state`, or why it is refused. */
export function requestFindingMove(
  state: RequestFindingState,
  step: RequestFindingStep | 'plan',
): { ok: true; state: RequestFindingState } | { ok: false; problem: string } {
  const move = moves[step];
  if (!move.from.includes(state)) {
    return {
      ok: false,
      problem: `A finding that is ${requestFindingStateLabels[state].toLowerCase()} cannot take the step "${requestFindingStepLabels[step]}".`,
    };
  }
  return { ok: true, state: move.to };
}

/** The steps a finding in `state` may take, in the order the screens offer them. */
export function requestFindingStepsFrom(state: RequestFindingState): (RequestFindingStep | 'plan')[] {
  return (['plan', 'done', 'close', 'reopen'] as const).filter((step) => moves[step].from.includes(state));
}

/** Still waiting on its owner: not closed. */
export const isOpenRequestFinding = (state: RequestFindingState): boolean => state !== 'closed';
