/**
 * The second pair of eyes: who may sign off their own work. A policy version is approved by an administrator and
 * an evidence revision verified by a member or administrator; while the organization requires a second person,
 * the one who wrote that version (or uploaded those files) is refused, unless nobody else in the organization
 * could take the step. Such a sign-off, and any sign-off of one's own work with the setting off, is allowed and
 * marked (self-approved, self-verified) on the record, its history and the auditor package.
 */

export type SignOffStep = 'approve-policy' | 'verify-evidence';

export type SignOffCase = {
  step: SignOffStep;
  /** The organization's setting "Require a second person to approve policies and verify evidence". */
  secondPersonRequired: boolean;
  /** The person taking the step wrote the version (or uploaded the files) as the records say. */
  isOwnWork: boolean;
  /** How many other active people of the organization may take this step (admins, or admins and members). */
  otherSignersCount: number;
};

export type SignOff = { allowed: true; self: boolean } | { allowed: false; message: string };

export const SELF_MARK: Record<SignOffStep, string> = { 'approve-policy': 'self-approved', 'verify-evidence': 'self-verified' };

export const OWN_WORK_REFUSAL: Record<SignOffStep, string> = {
  'approve-policy': 'You wrote this version: another administrator must approve it.',
  'verify-evidence': 'You uploaded these files: another member of your team must verify them.',
};

/** Whether the step may be taken, and whether it is a self sign-off to be marked as such. */
export function signOff(input: SignOffCase): SignOff {
  if (!input.isOwnWork) return { allowed: true, self: false };
  if (input.secondPersonRequired && input.otherSignersCount > 0) return { allowed: false, message: OWN_WORK_REFUSAL[input.step] };
  return { allowed: true, self: true };
}

/** The summary of a sign-off's activity row, with its mark when it was one's own work: "… (self-approved)". */
export function markedSummary(summary: string, step: SignOffStep, self: boolean): string {
  return self ? `${summary} (${SELF_MARK[step]})` : summary;
}
