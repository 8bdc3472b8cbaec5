import { z } from '@/lib/schemas/zod';
import { findingKinds, type FindingKind } from '../isms/records';
import { isoDate, requiredLine, requiredText } from '../common';

/**
 * A finding of an external audit, raised on one of its requests. Its severity is an ISMS finding's kind (major or
 * minor nonconformity, observation); its states run from open to closed through the team's corrective action.
 */
export const requestFindingStates = ['open', 'action-planned', 'action-done', 'closed'] as const;
export type RequestFindingState = (typeof requestFindingStates)[number];

/** What can happen to a finding after it is raised. */
export const requestFindingSteps = ['done', 'close', 'reopen'] as const;
export type RequestFindingStep = (typeof requestFindingSteps)[number];

export type RequestFinding = {
  id: string;
  auditId: string;
  requestId: string;
  requestReference: string;
  version: number;
  title: string;
  severity: FindingKind;
  description: string;
  ownerMemberId: string | null;
  ownerName: string | null;
  dueOn: string | null;
  correctiveAction: string;
  state: RequestFindingState;
  raisedByName: string;
  closedByName: string | null;
  closedAt: Date | null;
  createdAt: Date;
};

const RELOAD = 'Reload the page and try again.';
const idField = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);
const versionField = z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD);

export const requestFindingRaiseSchema = z.object({
  requestId: idField,
  title: requiredLine('title', 200),
  severity: z.enum(findingKinds, { error: 'Choose the severity.' }),
  description: requiredText('description', 4000),
});
export type RequestFindingRaise = z.infer<typeof requestFindingRaiseSchema>;

/** The team's remedy: an owner of the team, a due day and the corrective action, all three needed. */
export const requestFindingPlanSchema = z.object({
  id: idField,
  version: versionField,
  ownerMemberId: z.string({ error: 'Choose an owner from your team.' }).min(1, 'Choose an owner from your team.').max(64, RELOAD),
  dueOn: isoDate('due date'),
  correctiveAction: requiredText('corrective action', 4000),
});
export type RequestFindingPlan = z.infer<typeof requestFindingPlanSchema>;

export const requestFindingStepSchema = z.object({
  id: idField,
  version: versionField,
  step: z.enum(requestFindingSteps, { error: RELOAD }),
});
export type RequestFindingStepInput = z.infer<typeof requestFindingStepSchema>;
