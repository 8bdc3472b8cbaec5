import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditFindings } from '@/lib/db/schema';
import { findingKindLabels, isNonconformity, nonconformityStateLabels, nonconformityStep } from '@/lib/domain/isms/rules';
import type { AuditFinding, FindingCreate, NonconformityPlan, NonconformityStepInput } from '@/lib/schemas/isms/records';
import { recordActivity } from '../activity';
import { assertCan, WorkspaceError, type Member, type Tx } from '../member';
import { auditOf } from './audits';
import { findingOf } from './finding-rows';
import { assertFresh, assertTeamMember, stale } from './rows';

/** Records a finding of an internal audit (members and admins); a nonconformity starts open, an observation has no state. */
export async function addFinding(member: Member, input: FindingCreate): Promise<AuditFinding> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const audit = await auditOf(tx, member, input.auditId);
    const [created] = await tx
      .insert(auditFindings)
      .values({
        organizationId: member.organizationId,
        auditId: audit.id,
        reference: input.reference,
        description: input.description,
        kind: input.kind,
        state: isNonconformity(input.kind) ? 'open' : null,
      })
      .returning({ id: auditFindings.id });
    await recordActivity(tx, member, {
      action: 'audit-finding.created',
      recordType: 'audit-finding',
      recordId: created!.id,
      summary: `Recorded a ${findingKindLabels[input.kind].toLowerCase()} (${input.reference}) in the internal audit ${audit.title}`,
    });
    return findingOf(tx, member, created!.id);
  });
}

/** A nonconformity of the organization as read at `version`: an observation has no lifecycle. */
async function currentNonconformity(tx: Tx, member: Member, id: string, version: number) {
  const current = await findingOf(tx, member, id);
  if (current.state === null) throw new WorkspaceError('invalid', 'An observation has no corrective action. Only a nonconformity does.');
  assertFresh(current, version);
  return { ...current, state: current.state };
}

async function logStep(tx: Tx, member: Member, finding: AuditFinding, summary: string) {
  await recordActivity(tx, member, {
    action: 'audit-finding.changed',
    recordType: 'audit-finding',
    recordId: finding.id,
    summary: `${summary}: nonconformity ${finding.reference}`,
  });
}

/** Plans (or re-plans) a nonconformity's corrective action with its cause, owner and due date (members and admins). */
export async function planNonconformity(member: Member, plan: NonconformityPlan): Promise<AuditFinding> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await currentNonconformity(tx, member, plan.id, plan.version);
    const step = nonconformityStep({ ...current, cause: plan.cause, correctiveAction: plan.correctiveAction }, 'plan');
    if (!step.ok) throw new WorkspaceError('invalid', step.problem);
    await assertTeamMember(tx, member, plan.ownerMemberId);
    const [changed] = await tx
      .update(auditFindings)
      .set({
        cause: plan.cause,
        correctiveAction: plan.correctiveAction,
        ownerMemberId: plan.ownerMemberId,
        dueDate: plan.dueDate,
        state: step.state,
        version: sql`${auditFindings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(auditFindings.id, current.id), eq(auditFindings.version, plan.version)))
      .returning({ id: auditFindings.id });
    if (!changed) throw stale();
    await logStep(tx, member, current, `Planned the corrective action due ${plan.dueDate}`);
    return findingOf(tx, member, current.id);
  });
}

/**
 * Moves a nonconformity on (members and admins): action done, verified effective (who and when are kept), or
 * reopened. It is never closed without its cause and corrective action.
 */
export async function stepNonconformity(member: Member, input: NonconformityStepInput): Promise<AuditFinding> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await currentNonconformity(tx, member, input.id, input.version);
    const step = nonconformityStep(current, input.step);
    if (!step.ok) throw new WorkspaceError('invalid', step.problem);
    const verified = input.step === 'verify';
    const [changed] = await tx
      .update(auditFindings)
      .set({
        state: step.state,
        verifiedByMemberId: verified ? member.id : null,
        verifiedByName: verified ? member.displayName : null,
        verifiedAt: verified ? new Date() : null,
        version: sql`${auditFindings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(auditFindings.id, current.id), eq(auditFindings.version, input.version)))
      .returning({ id: auditFindings.id });
    if (!changed) throw stale();
    await logStep(tx, member, current, `${nonconformityStateLabels[step.state]}`);
    return findingOf(tx, member, current.id);
  });
}

/** Deletes a finding (admins), as read at `version`. */
export async function deleteFinding(member: Member, id: string, version: number): Promise<AuditFinding> {
  assertCan(member, 'records.delete');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await findingOf(tx, member, id);
    assertFresh(current, version);
    await tx.delete(auditFindings).where(and(eq(auditFindings.id, current.id), eq(auditFindings.version, version)));
    await recordActivity(tx, member, {
      action: 'audit-finding.deleted',
      recordType: 'audit-finding',
      recordId: current.id,
      summary: `Deleted the finding ${current.reference}`,
    });
    return current;
  });
}
