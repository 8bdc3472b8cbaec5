import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequestFindings, audits } from '@/lib/db/schema';
import { isOpenRequestFinding, requestFindingMove, requestFindingStepAct } from '@/lib/domain/audit-requests/finding-rules';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import { findingKindLabels } from '@/lib/domain/isms/rules';
import type {
  RequestFinding,
  RequestFindingPlan,
  RequestFindingRaise,
  RequestFindingStepInput,
} from '@/lib/schemas/audit-requests/findings';
import { recordActivity } from '../activity';
import { assertTeamMembers } from '../bulk-import';
import { guardedWrite } from '../guarded-write';
import { staleRecord, WorkspaceError, type Member, type Tx } from '../member';
import { versionedRecord } from '../versioned-write';
import { findingOf, findingsOfAudit, type FindingRow } from './finding-rows';
import { assertRequestAct, auditIn, memberWriter, openAuditIn, requestOf, type RequestRow, type RequestWriter } from './records';

const OWNER_MESSAGE = 'Choose an owner from your team.';

/** A finding's activity is written about its audit, so the audit's history tells each finding and each step. */
const findingActivity = (finding: Pick<FindingRow, 'auditId' | 'title' | 'requestReference'>, action: string, summary: string) => ({
  action,
  recordType: 'audit',
  recordId: finding.auditId,
  summary: `${summary}: finding "${finding.title}" on the request ${finding.requestReference}`,
});

/** Raises a finding on a request of an open audit, by the writer (the auditor, or a member on their behalf), with its activity row. */
export async function storeRequestFinding(tx: Tx, writer: RequestWriter, request: RequestRow, input: RequestFindingRaise) {
  await openAuditIn(tx, writer, request.auditId);
  const [created] = await tx
    .insert(auditRequestFindings)
    .values({
      organizationId: writer.organizationId,
      auditId: request.auditId,
      requestId: request.id,
      title: input.title,
      severity: input.severity,
      description: input.description,
      raisedByName: writer.displayName,
    })
    .returning({ id: auditRequestFindings.id });
  const saved = await findingOf(tx, writer, created!.id);
  await recordActivity(
    tx,
    writer,
    findingActivity(saved, 'audit.finding-raised', `Raised ${findingKindLabels[saved.severity].toLowerCase()}`),
  );
  return saved;
}

/**
 * Moves a finding of an open audit on by `step` (the caller checked who may take it), only at the version read,
 * with its activity row; closing keeps who closed it and when, reopening forgets it.
 */
export async function stepStoredFinding(tx: Tx, writer: RequestWriter, current: FindingRow, input: RequestFindingStepInput) {
  await openAuditIn(tx, writer, current.auditId);
  if (current.version !== input.version) throw staleRecord();
  const move = requestFindingMove(current.state, input.step);
  if (!move.ok) throw new WorkspaceError('invalid', move.problem);
  const closed = move.state === 'closed';
  const [changed] = await tx
    .update(auditRequestFindings)
    .set({
      state: move.state,
      closedByName: closed ? writer.displayName : null,
      closedAt: closed ? new Date() : null,
      version: input.version + 1,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(auditRequestFindings.id, current.id),
        eq(auditRequestFindings.organizationId, writer.organizationId),
        eq(auditRequestFindings.version, input.version),
      ),
    )
    .returning({ id: auditRequestFindings.id });
  if (!changed) throw staleRecord();
  const summary = { done: 'Marked the corrective action done', close: 'Closed', reopen: 'Reopened' }[input.step];
  await recordActivity(tx, writer, findingActivity(current, `audit.finding-${input.step}`, summary));
  return findingOf(tx, writer, current.id);
}

/** Raises a finding on a request on the auditor's behalf (members and admins; viewers read). */
export const raiseRequestFinding = guardedWrite(requestActPermission('find'), async (member: Member, input: RequestFindingRaise) =>
  (await getDb()).transaction(async (tx) =>
    storeRequestFinding(tx, memberWriter(member), await requestOf(tx, member, input.requestId), input),
  ),
);

/** Gives a finding its owner from the team, due day and corrective action (members and admins; never the auditor). */
export const planRequestFinding = versionedRecord(auditRequestFindings, findingOf).write(
  requestActPermission('remedy'),
  (member: Member, input: RequestFindingPlan) => ({
    id: input.id,
    version: input.version,
    change: async (current, tx) => {
      await openAuditIn(tx, member, current.auditId);
      const move = requestFindingMove(current.state, 'plan');
      if (!move.ok) throw new WorkspaceError('invalid', move.problem);
      await assertTeamMembers(tx, member, [input.ownerMemberId], OWNER_MESSAGE);
      return {
        ownerMemberId: input.ownerMemberId,
        dueOn: input.dueOn,
        correctiveAction: input.correctiveAction,
        state: move.state,
        updatedAt: new Date(),
      };
    },
    activity: (saved) => findingActivity(saved, 'audit.finding-planned', `Planned the corrective action due ${saved.dueOn}`),
  }),
);

/** Marks a finding's action done, closes or reopens it (members and admins; viewers read). */
export const stepRequestFinding = guardedWrite(requestActPermission('find'), async (member: Member, input: RequestFindingStepInput) => {
  assertRequestAct(member, requestFindingStepAct(input.step));
  return (await getDb()).transaction(async (tx) =>
    stepStoredFinding(tx, memberWriter(member), await findingOf(tx, member, input.id), input),
  );
});

/** The findings of an audit of the member's organization, oldest first (viewers too). */
export async function listRequestFindings(member: Member, auditId: string): Promise<RequestFinding[]> {
  assertRequestAct(member, 'view');
  const db = await getDb();
  const audit = await auditIn(db, member, auditId);
  return findingsOfAudit(db, member, audit.id);
}

export type OwnedFinding = Pick<RequestFinding, 'id' | 'auditId' | 'title' | 'state' | 'dueOn'> & { auditName: string };

/** The findings the member owns that are not closed: theirs to remedy. */
export async function ownedOpenFindings(member: Member): Promise<OwnedFinding[]> {
  assertRequestAct(member, 'remedy');
  const rows = await (
    await getDb()
  )
    .select({
      id: auditRequestFindings.id,
      auditId: auditRequestFindings.auditId,
      auditName: audits.name,
      title: auditRequestFindings.title,
      state: auditRequestFindings.state,
      dueOn: auditRequestFindings.dueOn,
    })
    .from(auditRequestFindings)
    .innerJoin(audits, and(eq(audits.id, auditRequestFindings.auditId), eq(audits.organizationId, auditRequestFindings.organizationId)))
    .where(and(eq(auditRequestFindings.organizationId, member.organizationId), eq(auditRequestFindings.ownerMemberId, member.id)));
  return rows.filter((row) => isOpenRequestFinding(row.state));
}
