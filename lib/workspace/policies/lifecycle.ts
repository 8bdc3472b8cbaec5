import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { policies, policyComments, policyVersions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { nextMinor, policyState, reviewDueFrom, revisedLabel, transition, type PolicyStep } from '@/lib/domain/policies/lifecycle';
import type { PolicyEdit, PolicyRecord } from '@/lib/schemas/policies/records';
import type { Action } from '@/lib/domain/permissions';
import { markedSummary } from '@/lib/domain/second-person';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { assertSignOff } from '../second-person';
import { listed, shownOn, storedPolicy } from './library';

/**
 * The policy lifecycle as the server enforces it: every step checks the role, finds the policy
 * in the member's organization, refuses a stale version, asks the transition table whether the policy's state
 * allows the step, and writes the change and its activity row in one transaction.
 */

type Stored = Awaited<ReturnType<typeof storedPolicy>>;

/** Who may take each step: approving and returning are an administrator's review, deleting is an administrator's. */
const permission: Record<PolicyStep, Action> = {
  edit: 'records.edit',
  submit: 'records.edit',
  approve: 'policies.approve',
  return: 'policies.approve',
  renew: 'records.edit',
  archive: 'records.edit',
  delete: 'records.delete',
  comment: 'records.edit',
};

/** Runs one step on the policy `id` read at `version`, on `today`; `write` makes the change inside the transaction. */
async function takeStep<T>(
  member: Member,
  step: PolicyStep,
  id: string,
  version: number,
  today: string,
  write: (tx: Tx, current: Stored) => Promise<T>,
): Promise<T> {
  assertCan(member, permission[step]);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await storedPolicy(tx, member, id, true);
    if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const allowed = transition(policyState(current, today), step);
    if (!allowed.allowed) throw new WorkspaceError('invalid', allowed.message);
    return write(tx, current);
  });
}

/** Writes `changes` on the policy if it is still at `version`, bumping the version; answers it as shown on `today`. */
async function save(
  tx: Tx,
  member: Member,
  current: Stored,
  changes: Partial<typeof policies.$inferInsert>,
  today: string,
): Promise<PolicyRecord> {
  const [saved] = await tx
    .update(policies)
    .set({ ...changes, updatedAt: new Date(), version: current.version + 1 })
    .where(and(eq(policies.id, current.id), eq(policies.organizationId, member.organizationId), eq(policies.version, current.version)))
    .returning(listed);
  if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
  return shownOn(saved, today);
}

const activity = (tx: Tx, member: Member, action: string, policyId: string, summary: string) =>
  recordActivity(tx, member, { action: `policy.${action}`, recordType: 'policy', recordId: policyId, summary });

/** Whether the policy already has an approved text under `label`. */
async function labelApproved(tx: Tx, member: Member, policyId: string, label: string): Promise<boolean> {
  const [row] = await tx
    .select({ label: policyVersions.label })
    .from(policyVersions)
    .where(
      and(eq(policyVersions.organizationId, member.organizationId), eq(policyVersions.policyId, policyId), eq(policyVersions.label, label)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Saves the editor. A draft keeps its version label (unless that label was approved before, after a renewal was
 * returned: then it moves to the next minor version, so the approved text stays as it was). An approved or
 * expired policy starts its next version: the label goes up by the chosen minor edit or major revision and it
 * becomes a Draft, to be submitted and approved again; its approved text stays in its versions.
 */
export async function updatePolicy(member: Member, edit: PolicyEdit, today: string = dayOf(new Date())): Promise<PolicyRecord> {
  return takeStep(member, 'edit', edit.id, edit.version, today, async (tx, current) => {
    const startsVersion = current.status === 'approved';
    if (startsVersion && !edit.revision) throw new WorkspaceError('invalid', 'Choose a minor edit or a major revision.');
    const label = startsVersion
      ? revisedLabel(current.versionLabel, edit.revision ?? 'minor')
      : (await labelApproved(tx, member, current.id, current.versionLabel))
        ? nextMinor(current.versionLabel)
        : current.versionLabel;
    const saved = await save(
      tx,
      member,
      current,
      {
        name: edit.name,
        description: edit.description,
        owner: edit.owner,
        frameworks: edit.frameworks,
        reviewFrequencyMonths: Number(edit.reviewFrequency),
        body: edit.body,
        versionLabel: label,
        status: 'draft',
        authorMemberId: member.id,
        ...(startsVersion ? { reviewDueOn: null, approvedAt: null } : {}),
      },
      today,
    );
    await activity(
      tx,
      member,
      'updated',
      saved.id,
      label === current.versionLabel ? `Edited the policy ${saved.name} ${label}` : `Started version ${label} of the policy ${saved.name}`,
    );
    return saved;
  });
}

/** Submit: a draft goes to review. */
export async function submitPolicy(member: Member, id: string, version: number, today: string = dayOf(new Date())): Promise<PolicyRecord> {
  return takeStep(member, 'submit', id, version, today, async (tx, current) => {
    const saved = await save(tx, member, current, { status: 'review' }, today);
    await activity(tx, member, 'submitted', saved.id, `Submitted the policy ${saved.name} ${saved.versionLabel} for review`);
    return saved;
  });
}

/**
 * Approve (administrators): the policy is Approved from now, its review falls due its review frequency after
 * today, and its text is kept under its label with the approver's name. A renewal approves the same text again
 * under the same label, which then records the latest approval. The author of the text is refused while the
 * organization requires a second person and has another administrator; otherwise their approval is marked
 * self-approved on the version and in the history.
 */
export async function approvePolicy(
  member: Member,
  id: string,
  version: number,
  today: string = dayOf(new Date()),
  now: Date = new Date(),
): Promise<PolicyRecord> {
  return takeStep(member, 'approve', id, version, today, async (tx, current) => {
    const self = await assertSignOff(tx, member, 'approve-policy', current.authorMemberId);
    const saved = await save(
      tx,
      member,
      current,
      { status: 'approved', approvedAt: now, reviewDueOn: reviewDueFrom(today, current.reviewFrequencyMonths) },
      today,
    );
    const text = {
      name: current.name,
      description: current.description,
      body: current.body,
      approvedAt: now,
      approvedByName: member.displayName,
      selfApproved: self,
    };
    await tx
      .insert(policyVersions)
      .values({ organizationId: member.organizationId, policyId: current.id, label: current.versionLabel, ...text })
      .onConflictDoUpdate({ target: [policyVersions.organizationId, policyVersions.policyId, policyVersions.label], set: text });
    const summary = markedSummary(`Approved the policy ${saved.name} ${saved.versionLabel}`, 'approve-policy', self);
    await activity(tx, member, 'approved', saved.id, summary);
    return saved;
  });
}

/** Return with comments (administrators): the policy goes back to Draft with the reviewer's reason as a comment. */
export async function returnPolicy(
  member: Member,
  id: string,
  version: number,
  comment: string,
  today: string = dayOf(new Date()),
): Promise<PolicyRecord> {
  assertCan(member, permission.return);
  const reason = comment.trim();
  if (!reason) throw new WorkspaceError('invalid', 'Enter a comment saying what to change.');
  return takeStep(member, 'return', id, version, today, async (tx, current) => {
    const saved = await save(tx, member, current, { status: 'draft' }, today);
    await tx.insert(policyComments).values({
      organizationId: member.organizationId,
      policyId: current.id,
      authorMemberId: member.id,
      authorName: member.displayName,
      body: reason,
      kind: 'returned',
    });
    await activity(tx, member, 'returned', saved.id, `Returned the policy ${saved.name} ${saved.versionLabel} to Draft`);
    return saved;
  });
}

/** Renew: an expired policy starts a review of the same text; approving it sets a new review due day. */
export async function renewPolicy(member: Member, id: string, version: number, today: string = dayOf(new Date())): Promise<PolicyRecord> {
  return takeStep(member, 'renew', id, version, today, async (tx, current) => {
    const saved = await save(tx, member, current, { status: 'review' }, today);
    await activity(tx, member, 'renewed', saved.id, `Started a review of the expired policy ${saved.name} ${saved.versionLabel}`);
    return saved;
  });
}

/** Archive: an approved or expired policy leaves the default list and keeps its versions, comments and history. */
export async function archivePolicy(member: Member, id: string, version: number, today: string = dayOf(new Date())): Promise<PolicyRecord> {
  return takeStep(member, 'archive', id, version, today, async (tx, current) => {
    const saved = await save(tx, member, current, { archivedAt: new Date() }, today);
    await activity(tx, member, 'archived', saved.id, `Archived the policy ${saved.name} ${saved.versionLabel}`);
    return saved;
  });
}

/** Delete (administrators): only a draft, which has never been approved under its label, is removed. */
export async function deletePolicy(
  member: Member,
  id: string,
  version: number,
  today: string = dayOf(new Date()),
): Promise<{ id: string; name: string }> {
  return takeStep(member, 'delete', id, version, today, async (tx, current) => {
    const [deleted] = await tx
      .delete(policies)
      .where(and(eq(policies.id, current.id), eq(policies.organizationId, member.organizationId), eq(policies.version, current.version)))
      .returning({ id: policies.id, name: policies.name });
    if (!deleted) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await activity(tx, member, 'deleted', deleted.id, `Deleted the draft policy ${deleted.name}`);
    return deleted;
  });
}

/** A comment on a policy under review (members and administrators), on the text read at `version`. */
export async function commentOnPolicy(
  member: Member,
  id: string,
  version: number,
  body: string,
  today: string = dayOf(new Date()),
): Promise<{ id: string; name: string }> {
  assertCan(member, permission.comment);
  const text = body.trim();
  if (!text) throw new WorkspaceError('invalid', 'Enter a comment.');
  return takeStep(member, 'comment', id, version, today, async (tx, current) => {
    await tx.insert(policyComments).values({
      organizationId: member.organizationId,
      policyId: current.id,
      authorMemberId: member.id,
      authorName: member.displayName,
      body: text,
      kind: 'comment',
    });
    await activity(tx, member, 'commented', current.id, `Commented on the policy ${current.name} ${current.versionLabel}`);
    return { id: current.id, name: current.name };
  });
}
