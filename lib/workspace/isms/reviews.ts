import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
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
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';
import { assertFresh, stale, type Reader } from './rows';

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
export async function createManagementReview(member: Member, input: ReviewCreate): Promise<ManagementReview> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(managementReviews)
      .values({ organizationId: member.organizationId, ...split(input) })
      .returning({ id: managementReviews.id });
    await recordActivity(tx, member, {
      action: 'management-review.created',
      recordType: 'management-review',
      recordId: created!.id,
      summary: `Recorded the management review ${input.title} of ${input.date}`,
    });
    return reviewOf(tx, member, created!.id);
  });
}

/** Writes a review's changed fields at the version read, with its activity row. */
async function changeReview(
  tx: Tx,
  member: Member,
  current: ManagementReview,
  version: number,
  change: Partial<typeof managementReviews.$inferInsert>,
  summary: string,
): Promise<ManagementReview> {
  assertFresh(current, version);
  const [changed] = await tx
    .update(managementReviews)
    .set({ ...change, version: sql`${managementReviews.version} + 1`, updatedAt: new Date() })
    .where(and(eq(managementReviews.id, current.id), eq(managementReviews.version, version)))
    .returning({ id: managementReviews.id });
  if (!changed) throw stale();
  await recordActivity(tx, member, { action: 'management-review.updated', recordType: 'management-review', recordId: current.id, summary });
  return reviewOf(tx, member, current.id);
}

/** Edits a review's date, attendees and inputs (members and admins); a stale version is refused. */
export async function updateManagementReview(member: Member, edit: ReviewEdit): Promise<ManagementReview> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { id, version, ...fields } = edit;
    const current = await reviewOf(tx, member, id);
    return changeReview(tx, member, current, version, split(fields), `Edited the management review ${edit.title}`);
  });
}

export const MAX_DECISIONS = 50;

/** Adds a decision or action with its owner and due date to a review's minutes (members and admins). */
export async function addReviewDecision(member: Member, input: DecisionAdd): Promise<ManagementReview> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await reviewOf(tx, member, input.id);
    if (current.decisions.length >= MAX_DECISIONS)
      throw new WorkspaceError('invalid', `A review can hold at most ${MAX_DECISIONS} decisions.`);
    const decision = { id: randomUUID(), decision: input.decision, owner: input.owner, dueDate: input.dueDate };
    return changeReview(
      tx,
      member,
      current,
      input.version,
      { decisions: [...current.decisions, decision] },
      `Added a decision to ${current.title}`,
    );
  });
}

/** Removes one decision from a review's minutes (members and admins). */
export async function removeReviewDecision(member: Member, id: string, version: number, decisionId: string): Promise<ManagementReview> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await reviewOf(tx, member, id);
    if (!current.decisions.some((decision) => decision.id === decisionId)) throw notFound('The decision');
    const decisions = current.decisions.filter((decision) => decision.id !== decisionId);
    return changeReview(tx, member, current, version, { decisions }, `Removed a decision from ${current.title}`);
  });
}

/** Deletes a management review (admins), as read at `version`. */
export async function deleteManagementReview(member: Member, id: string, version: number): Promise<ManagementReview> {
  assertCan(member, 'records.delete');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await reviewOf(tx, member, id);
    assertFresh(current, version);
    await tx.delete(managementReviews).where(and(eq(managementReviews.id, current.id), eq(managementReviews.version, version)));
    await recordActivity(tx, member, {
      action: 'management-review.deleted',
      recordType: 'management-review',
      recordId: current.id,
      summary: `Deleted the management review ${current.title}`,
    });
    return current;
  });
}
