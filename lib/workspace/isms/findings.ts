import 'server-only';
import { auditFindings } from '@/lib/db/schema';
import { findingKindLabels, isNonconformity, nonconformityStateLabels, nonconformityStep } from '@/lib/domain/isms/rules';
import type { AuditFinding, FindingCreate, NonconformityPlan, NonconformityStepInput } from '@/lib/schemas/isms/records';
import type { ActivityInput } from '../activity';
import { getDb } from '@/lib/db/client';
import { confirmDraftIn, draftedSummary, type FromDraft } from '../drafted';
import { assertCan, WorkspaceError, type Member } from '../member';
import { recordedWrite, versionedRecord } from '../versioned-write';
import { auditOf } from './audits';
import { findingOf } from './finding-rows';
import { assertTeamMember } from './rows';

/** "an observation", "a minor nonconformity". */
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** Records a finding of an internal audit (members and admins); a nonconformity starts open, an observation has no state. */
export const addFinding = recordedWrite('records.edit', async (tx, member, input: FindingCreate) => {
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
  return {
    record: await findingOf(tx, member, created!.id),
    activity: {
      action: 'audit-finding.created',
      recordType: 'internal-audit',
      recordId: audit.id,
      summary: `Recorded ${withArticle(findingKindLabels[input.kind].toLowerCase())} (${input.reference}) in the internal audit ${audit.title}`,
    },
  };
});

const findingRecord = versionedRecord(auditFindings, findingOf);

/** The state of a nonconformity: an observation has no lifecycle. */
function nonconformityState(finding: AuditFinding): NonNullable<AuditFinding['state']> {
  if (finding.state === null) throw new WorkspaceError('invalid', 'An observation has no corrective action. Only a nonconformity does.');
  return finding.state;
}

/**
 * A finding's activity is written about its internal audit, as a vendor's review is about the vendor: the audit's
 * history then tells each finding and each step of its corrective action, which names the finding.
 */
function stepActivity(finding: AuditFinding, summary: string, draft?: FromDraft): ActivityInput {
  return {
    action: 'audit-finding.changed',
    recordType: 'internal-audit',
    recordId: finding.auditId,
    summary: draftedSummary(`${summary}: nonconformity ${finding.reference}`, draft),
  };
}

/** Plans (or re-plans) a nonconformity's corrective action with its cause, owner and due date (members and admins). */
export const planNonconformity = findingRecord.write('records.edit', (member, plan: NonconformityPlan, draft?: FromDraft) => ({
  id: plan.id,
  version: plan.version,
  change: async (current, tx) => {
    const state = nonconformityState(current);
    const step = nonconformityStep({ ...current, state, cause: plan.cause, correctiveAction: plan.correctiveAction }, 'plan');
    if (!step.ok) throw new WorkspaceError('invalid', step.problem);
    await assertTeamMember(tx, member, plan.ownerMemberId);
    await confirmDraftIn(tx, draft, current.id);
    return {
      cause: plan.cause,
      correctiveAction: plan.correctiveAction,
      ownerMemberId: plan.ownerMemberId,
      dueDate: plan.dueDate,
      state: step.state,
      updatedAt: new Date(),
    };
  },
  activity: (_saved, current) => stepActivity(current, `Planned the corrective action due ${plan.dueDate}`, draft),
}));

/**
 * Moves a nonconformity on (members and admins): action done, verified effective (who and when are kept), or
 * reopened. It is never closed without its cause and corrective action.
 */
export const stepNonconformity = findingRecord.write('records.edit', (member, input: NonconformityStepInput) => ({
  id: input.id,
  version: input.version,
  change: (current) => {
    const step = nonconformityStep({ ...current, state: nonconformityState(current) }, input.step);
    if (!step.ok) throw new WorkspaceError('invalid', step.problem);
    const verified = input.step === 'verify';
    return {
      state: step.state,
      verifiedByMemberId: verified ? member.id : null,
      verifiedByName: verified ? member.displayName : null,
      verifiedAt: verified ? new Date() : null,
      updatedAt: new Date(),
    };
  },
  activity: (saved, current) => stepActivity(current, `${nonconformityStateLabels[nonconformityState(saved)]}`),
}));

/** Deletes a finding (admins), as read at `version`. */
export const deleteFinding = findingRecord.remove('records.delete', (_member, id: string, version: number) => ({
  id,
  version,
  activity: (removed) => ({
    action: 'audit-finding.deleted',
    recordType: 'internal-audit',
    recordId: removed.auditId,
    summary: `Deleted the finding ${removed.reference}`,
  }),
}));

/** One finding of the member's organization as stored now (another organization's id: not found). */
export async function readFinding(member: Member, id: string): Promise<AuditFinding> {
  assertCan(member, 'records.view');
  return findingOf(await getDb(), member, id);
}
