import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { managementReviews } from '@/lib/db/schema';
import {
  reviewInputKeys,
  type DecisionAdd,
  type ManagementReview,
  type ReviewCreate,
  type ReviewEdit,
  type ReviewInputs,
} from '@/lib/schemas/isms/records';
import { assertCan, checkedId, notFound, WorkspaceError, type Member } from '../member';
import { keptRead } from '../read-cache';
import { recordedWrite, versionedRecord } from '../versioned-write';
import type { Reader } from './rows';

const columns = {
  id: managementReviews.id,
  title: managementReviews.title,
  date: managementReviews.date,
  attendees: managementReviews.attendees,
  inputs: managementReviews.inputs,
  decisions: managementReviews.decisions,
  version: managementReviews.version,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

/** Every input section, '' for one the stored row lacks. */
const inputsOf = (stored: Record<string, string>): ReviewInputs =>
  Object.fromEntries(reviewInputKeys.map((key) => [key, stored[key] ?? ''])) as ReviewInputs;

const reviewOfRow = (row: Row): ManagementReview => ({ ...row, inputs: inputsOf(row.inputs) });

async function reviewOf(reader: Reader, member: Member, id: string): Promise<ManagementReview> {
  const [row] = await reader
    .select(columns)
    .from(managementReviews)
    .where(
      and(eq(managementReviews.id, checkedId(id, 'The management review')), eq(managementReviews.organizationId, member.organizationId)),
    );
  if (!row) throw notFound('The management review');
  return reviewOfRow(row);
}

/** Every management review of the organization, latest first. */
export async function allReviews(reader: Reader, member: Member): Promise<ManagementReview[]> {
  const rows = await reader
    .select(columns)
    .from(managementReviews)
    .where(eq(managementReviews.organizationId, member.organizationId))
    .orderBy(desc(managementReviews.date), desc(managementReviews.createdAt));
  return rows.map(reviewOfRow);
}

export function listManagementReviews(member: Member): Promise<ManagementReview[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['management-reviews'], async () => allReviews(await getDb(), member));
}

export function readManagementReview(member: Member, id: string): Promise<ManagementReview> {
  assertCan(member, 'records.view');
  return keptRead(member, ['management-review', id], async () => reviewOf(await getDb(), member, id));
}

const split = ({ title, date, attendees, ...inputs }: ReviewCreate) => ({ title, date, attendees, inputs: inputsOf(inputs) });

/** Records a management review (members and admins): its decisions are added on its page. */
export const createManagementReview = recordedWrite('records.edit', async (tx, member, input: ReviewCreate) => {
  const [created] = await tx
    .insert(managementReviews)
    .values({ organizationId: member.organizationId, ...split(input) })
    .returning({ id: managementReviews.id });
  return {
    record: await reviewOf(tx, member, created!.id),
    activity: {
      action: 'management-review.created',
      recordType: 'management-review',
      recordId: created!.id,
      summary: `Recorded the management review ${input.title} of ${input.date}`,
    },
  };
});

const reviewRecord = versionedRecord(managementReviews, reviewOf);

const reviewUpdated = (review: ManagementReview, summary: string) => ({
  action: 'management-review.updated',
  recordType: 'management-review',
  recordId: review.id,
  summary,
});

/** Edits a review's date, attendees and inputs (members and admins); a stale version is refused. */
export const updateManagementReview = reviewRecord.write('records.edit', (_member, edit: ReviewEdit) => {
  const { id, version, ...fields } = edit;
  return {
    id,
    version,
    change: () => ({ ...split(fields), updatedAt: new Date() }),
    activity: (saved) => reviewUpdated(saved, `Edited the management review ${edit.title}`),
  };
});

export const MAX_DECISIONS = 50;

/** Adds a decision or action with its owner and due date to a review's minutes (members and admins). */
export const addReviewDecision = reviewRecord.write('records.edit', (_member, input: DecisionAdd) => ({
  id: input.id,
  version: input.version,
  change: (current) => {
    if (current.decisions.length >= MAX_DECISIONS)
      throw new WorkspaceError('invalid', `A review can hold at most ${MAX_DECISIONS} decisions.`);
    const decision = { id: randomUUID(), decision: input.decision, owner: input.owner, dueDate: input.dueDate };
    return { decisions: [...current.decisions, decision], updatedAt: new Date() };
  },
  activity: (saved) => reviewUpdated(saved, `Added a decision to ${saved.title}`),
}));

/** Removes one decision from a review's minutes (members and admins). */
export const removeReviewDecision = reviewRecord.write('records.edit', (_member, id: string, version: number, decisionId: string) => ({
  id,
  version,
  change: (current) => {
    if (!current.decisions.some((decision) => decision.id === decisionId)) throw notFound('The decision');
    return { decisions: current.decisions.filter((decision) => decision.id !== decisionId), updatedAt: new Date() };
  },
  activity: (saved) => reviewUpdated(saved, `Removed a decision from ${saved.title}`),
}));

/** Deletes a management review (admins), as read at `version`. */
export const deleteManagementReview = reviewRecord.remove('records.delete', (_member, id: string, version: number) => ({
  id,
  version,
  activity: (removed) => ({
    action: 'management-review.deleted',
    recordType: 'management-review',
    recordId: removed.id,
    summary: `Deleted the management review ${removed.title}`,
  }),
}));
