import { can, type Action } from '@/lib/domain/permissions';
import type { TeamRole } from '@/lib/schemas/organization/settings';

/**
 * What a person does with an audit's requests. Every check of the request list goes through `requestActAllowed`,
 * so a new kind of actor (an auditor of one audit) is added here and nowhere else.
 */
export type RequestAct =
  /** Read the list, the samples, the threads and the export. */
  | 'view'
  /** Import or add requests, assign them, confirm their controls, attach evidence, submit, draw samples. */
  | 'prepare'
  /** Accept or return a submitted request. */
  | 'decide'
  /** Write in a request's thread. */
  | 'comment';

/** Who acts: a member of the organization with their role. */
export type RequestActor = { role: TeamRole };

const teamPermission: Record<RequestAct, Action> = {
  view: 'records.view',
  prepare: 'records.edit',
  decide: 'records.edit',
  comment: 'records.edit',
};

/** The organization permission each act asks of a team member (the write declarations carry it). */
export function requestActPermission(act: RequestAct): Action {
  return teamPermission[act];
}

/** True when the actor may do `act` on the requests of an audit of their organization. */
export function requestActAllowed(actor: RequestActor, act: RequestAct): boolean {
  return can(actor.role, teamPermission[act]);
}
