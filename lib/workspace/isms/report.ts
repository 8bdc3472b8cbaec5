import 'server-only';
import { getDb } from '@/lib/db/client';
import { dayOf } from '@/lib/domain/calendar-days';
import { objectiveStatus, type ObjectiveStatus } from '@/lib/domain/isms/rules';
import type { InternalAuditDetail, IsmsObjective, IsmsScope, ManagementReview } from '@/lib/schemas/isms/records';
import { assertCan, type Member } from '../member';
import { auditsWithFindings } from './audits';
import { listObjectives } from './objectives';
import { allReviews } from './reviews';
import { readScope } from './scope';

/** Every management review's minutes (date, attendees, inputs, decisions), latest first, for the auditor package. */
export async function managementReviewMinutes(member: Member): Promise<ManagementReview[]> {
  assertCan(member, 'records.view');
  return allReviews(await getDb(), member);
}

export type IsmsSummary = {
  scope: IsmsScope | null;
  objectives: (IsmsObjective & { status: ObjectiveStatus })[];
  audits: InternalAuditDetail[];
};

/** The management system's records for a report: the scope, the objectives with their status on `today`, the audits with findings. */
export async function ismsSummary(member: Member, today = dayOf(new Date())): Promise<IsmsSummary> {
  assertCan(member, 'records.view');
  const [scope, objectives, audits] = await Promise.all([
    readScope(member),
    listObjectives(member),
    auditsWithFindings(await getDb(), member),
  ]);
  return {
    scope,
    objectives: objectives.map((objective) => ({ ...objective, status: objectiveStatus(objective.progress, objective.targetDate, today) })),
    audits,
  };
}
