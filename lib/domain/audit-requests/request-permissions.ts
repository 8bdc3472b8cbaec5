import { can, type Action } from '@/lib/domain/permissions';
import type { AuditStatus } from '@/lib/schemas/audits/records';
import type { TeamRole } from '@/lib/schemas/organization/settings';

/**
 * What a person does with an audit's requests. Every check of the request list goes through `requestActAllowed`,
 * so a new kind of actor is added here and nowhere else.
 */
export type RequestAct =
  /** Read the list, the samples, the threads and the export. */
  | 'view'
  /** Import or add requests and draw samples: what the auditor asks for. */
  | 'ask'
  /** Assign requests, confirm their controls, attach evidence, submit: what the organization answers with. */
  | 'prepare'
  /** Accept or return a submitted request. */
  | 'decide'
  /** Write in a request's thread. */
  | 'comment'
  /** Raise a finding on a request, and close or reopen it: what the auditor concludes. */
  | 'find'
  /** Give a finding its owner, due day and corrective action, and mark the action done: the organization's remedy. */
  | 'remedy';

/**
 * Who acts: a member of the organization with their role, or the auditor invited to one audit as its guest, whose
 * every act is bound to that audit (another audit's request is none of theirs).
 */
export type RequestActor = { role: TeamRole } | { guestOfAuditId: string };

const teamPermission: Record<RequestAct, Action> = {
  view: 'records.view',
  ask: 'records.edit',
  prepare: 'records.edit',
  decide: 'records.edit',
  comment: 'records.edit',
  find: 'records.edit',
  remedy: 'records.edit',
};

/**
 * The auditor asks, decides, comments and raises findings; answering (owners, evidence, submitting, a finding's
 * remedy) stays with the organization.
 */
const guestActs: ReadonlySet<RequestAct> = new Set<RequestAct>(['view', 'ask', 'decide', 'comment', 'find']);

/** The organization permission each act asks of a team member (the write declarations carry it). */
export function requestActPermission(act: RequestAct): Action {
  return teamPermission[act];
}

/**
 * True when the actor may do `act` on the requests of the audit `auditId` (a member: any audit of their
 * organization, which the workspace's reads keep to; a guest: their own audit only).
 */
export function requestActAllowed(actor: RequestActor, act: RequestAct, auditId?: string): boolean {
  if ('guestOfAuditId' in actor) return guestActs.has(act) && auditId !== undefined && auditId === actor.guestOfAuditId;
  return can(actor.role, teamPermission[act]);
}

/** The refusal of a write on a cancelled or completed audit's requests and samples, for members and guests alike. */
export const CLOSED_AUDIT_MESSAGE = 'This audit has ended: its requests and samples are kept as they were and can no longer be changed.';

/** Why the requests of an audit in `status` cannot be written, or null while the audit is open. */
export function requestWriteRefusal(status: AuditStatus): string | null {
  return status === 'cancelled' || status === 'completed' ? CLOSED_AUDIT_MESSAGE : null;
}
