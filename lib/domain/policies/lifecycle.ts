import type { PolicyStatus } from '@/lib/schemas/policies/records';
import { addMonths, daysBetween } from '../calendar-days';

/**
 * Where a policy stands in its lifecycle. Draft, Under Review and Approved are stored;
 * Expired is an approved policy past its review due day, computed when it is read; Archived is a policy
 * taken out of use, which keeps its history and allows no further step.
 */
export type PolicyState = PolicyStatus | 'archived';

/** The steps a person can take on a policy. `edit` saves the editor; on an approved text it starts a new version. */
export const policySteps = ['edit', 'submit', 'approve', 'return', 'renew', 'archive', 'delete', 'comment'] as const;
export type PolicyStep = (typeof policySteps)[number];

type Allowed = { to: PolicyStatus | 'archived' | 'deleted' | 'same' };

/** The transition table: for each state, the steps it allows and the stored status they lead to. */
const transitions: Record<PolicyState, Partial<Record<PolicyStep, Allowed>>> = {
  draft: { edit: { to: 'same' }, submit: { to: 'review' }, delete: { to: 'deleted' } },
  review: { approve: { to: 'approved' }, return: { to: 'draft' }, comment: { to: 'same' } },
  approved: { edit: { to: 'draft' }, archive: { to: 'archived' } },
  expired: { edit: { to: 'draft' }, renew: { to: 'review' }, archive: { to: 'archived' } },
  archived: {},
};

/** Why a step is refused in any state that does not allow it: the states it needs, in words. */
const refusals: Record<PolicyStep, string> = {
  edit: 'A policy under review cannot be edited. Return it to Draft first.',
  submit: 'Only a draft can be submitted for review.',
  approve: 'Only a policy under review can be approved.',
  return: 'Only a policy under review can be returned to Draft.',
  renew: 'Only an expired policy can be renewed.',
  archive: 'Only an approved or expired policy can be archived.',
  delete: 'Only a draft can be deleted. Archive an approved or expired policy instead.',
  comment: 'Comments are taken while a policy is under review.',
};

export type Transition = { allowed: true; to: Allowed['to'] } | { allowed: false; message: string };

/** Whether `step` may be taken on a policy in `state`, and where it leads; a refusal says why. */
export function transition(state: PolicyState, step: PolicyStep): Transition {
  const allowed = transitions[state][step];
  if (allowed) return { allowed: true, to: allowed.to };
  if (state === 'archived')
    return { allowed: false, message: 'This policy is archived: it keeps its history and can no longer be changed.' };
  return { allowed: false, message: refusals[step] };
}

/** The steps a policy in `state` allows, in the table's order. */
export function allowedSteps(state: PolicyState): PolicyStep[] {
  return policySteps.filter((step) => transitions[state][step] !== undefined);
}

/**
 * The status a stored policy shows on `today` (YYYY-MM-DD): an approved policy whose review due day has passed is
 * Expired; on the due day itself it is still Approved.
 */
export function effectiveStatus(record: { status: PolicyStatus; reviewDueOn: string | null }, today: string): PolicyStatus {
  if (record.status === 'approved' && record.reviewDueOn !== null && daysBetween(today, record.reviewDueOn) < 0) return 'expired';
  return record.status;
}

/** The lifecycle state: Archived first, then the status shown on `today`. */
export function policyState(
  record: { status: PolicyStatus; reviewDueOn: string | null; archivedAt: Date | null },
  today: string,
): PolicyState {
  return record.archivedAt ? 'archived' : effectiveStatus(record, today);
}

const LABEL = /^v(\d{1,4})\.(\d{1,4})$/;

/** The major and minor numbers of a vX.Y label; a label of any other shape reads as v1.0. */
export function versionParts(label: string): [number, number] {
  const match = LABEL.exec(label.trim());
  return match ? [Number(match[1]), Number(match[2])] : [1, 0];
}

/** The minor edit after `label`: v1.0 → v1.1, v2.9 → v2.10. */
export function nextMinor(label: string): string {
  const [major, minor] = versionParts(label);
  return `v${major}.${minor + 1}`;
}

/** The major revision after `label`: v1.4 → v2.0. */
export function nextMajor(label: string): string {
  const [major] = versionParts(label);
  return `v${major + 1}.0`;
}

export type Revision = 'minor' | 'major';

/** The label an approved text's edit starts: the next minor or major version. */
export function revisedLabel(label: string, revision: Revision): string {
  return revision === 'major' ? nextMajor(label) : nextMinor(label);
}

/** The review due day: `months` calendar months after `day` (YYYY-MM-DD), on the month's last day when it is shorter. */
export function reviewDueFrom(day: string, months: number): string {
  return addMonths(day, months);
}
