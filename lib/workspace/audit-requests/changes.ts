import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { auditRequests } from '@/lib/db/schema';
import { suggestControls, type ControlSuggestion } from '@/lib/domain/audit-requests/control-suggestions';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import { ACCEPT_WITH_FLAGGED_EVIDENCE } from '@/lib/domain/audit-requests/evidence-review';
import { decisionRefusal, decisionTarget, SUBMIT_NEEDS_EVIDENCE } from '@/lib/domain/audit-requests/rules';
import { getDb } from '@/lib/db/client';
import {
  RETURN_NEEDS_COMMENT,
  type RequestAssign,
  type RequestCommentInput,
  type RequestControls,
  type RequestDecision,
  type RequestEvidence,
} from '@/lib/schemas/audit-requests/records';
import { assertLibraryControls, assertTeamMembers } from '../bulk-import';
import { WorkspaceError, type Member, type Tx } from '../member';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { versionedRecord } from '../versioned-write';
import { flaggedCounts } from './evidence-review-rows';
import {
  addThreadEntry,
  assertRequestAct,
  evidenceNames,
  memberWriter,
  openAuditIn,
  requestOf,
  type RequestRow,
  type RequestWriter,
} from './records';

const requestRecord = versionedRecord(auditRequests, requestOf);
const OWNER_MESSAGE = 'Choose an owner from your team.';

const activityOf = (saved: RequestRow, action: string, summary: string) => ({
  action,
  recordType: 'audit',
  recordId: saved.auditId,
  summary,
});

/** Gives a request its owner (a member of the team, or nobody) and due day (members and admins). */
export const assignAuditRequest = requestRecord.write(requestActPermission('prepare'), (member: Member, input: RequestAssign) => ({
  id: input.id,
  version: input.version,
  change: async (current, tx) => {
    await openAuditIn(tx, member, current.auditId);
    await assertTeamMembers(tx, member, [input.ownerMemberId], OWNER_MESSAGE);
    return { ownerMemberId: input.ownerMemberId || null, dueOn: input.dueOn || null, updatedAt: new Date() };
  },
  activity: (saved) => activityOf(saved, 'audit.request-assigned', `Assigned the request ${saved.reference}`),
}));

/** Records the controls a person confirmed a request is about, from the suggestions or the library (members and admins). */
export const confirmRequestControls = requestRecord.write(requestActPermission('prepare'), (member: Member, input: RequestControls) => ({
  id: input.id,
  version: input.version,
  change: async (current, tx) => {
    await openAuditIn(tx, member, current.auditId);
    const ids = [...new Set(input.controlIds)];
    assertLibraryControls(ids);
    return { controlIds: ids, updatedAt: new Date() };
  },
  activity: (saved) =>
    activityOf(saved, 'audit.request-controls', `Matched the request ${saved.reference} to ${saved.controlIds.join(', ') || 'no control'}`),
}));

/** Answers a request with evidence of the library (members and admins); an id outside the organization is refused. */
export const attachRequestEvidence = requestRecord.write(requestActPermission('prepare'), (member: Member, input: RequestEvidence) => ({
  id: input.id,
  version: input.version,
  change: async (current, tx) => {
    await openAuditIn(tx, member, current.auditId);
    if (current.status === 'accepted') throw new WorkspaceError('invalid', 'An accepted request keeps its evidence.');
    const ids = [...new Set(input.evidenceIds)];
    const names = await evidenceNames(tx, member, ids);
    if (names.size !== ids.length) throw new WorkspaceError('invalid', 'Choose evidence from your organization’s library.');
    return { evidenceIds: ids, updatedAt: new Date() };
  },
  activity: (saved) =>
    activityOf(saved, 'audit.request-evidence', `Attached ${saved.evidenceIds.length} evidence items to the request ${saved.reference}`),
}));

/**
 * The change of a decision on a request of an open audit, with its comment in the thread by the writer (a return
 * needs one). Submitting needs evidence, accepting no flagged item; the status follows `decisionRefusal`. The caller checks who may decide.
 */
export async function decisionChange(tx: Tx, writer: RequestWriter, current: RequestRow, input: RequestDecision) {
  await openAuditIn(tx, writer, current.auditId);
  const refusal = decisionRefusal(input.decision, current.status);
  if (refusal) throw new WorkspaceError('invalid', refusal);
  const comment = input.comment.trim();
  if (input.decision === 'return' && !comment) throw new WorkspaceError('invalid', RETURN_NEEDS_COMMENT);
  if (input.decision === 'submit' && current.evidenceIds.length === 0) throw new WorkspaceError('invalid', SUBMIT_NEEDS_EVIDENCE);
  if (input.decision === 'accept' && (await flaggedCounts(tx, writer, [current])).has(current.id)) {
    throw new WorkspaceError('invalid', ACCEPT_WITH_FLAGGED_EVIDENCE);
  }
  const status = decisionTarget[input.decision];
  await addThreadEntry(tx, writer, current.id, status as 'submitted' | 'accepted' | 'returned', comment);
  return { status, updatedAt: new Date() };
}

/** The activity row of a decision. */
export const decisionActivity = (saved: RequestRow) =>
  activityOf(saved, `audit.request-${saved.status}`, `The request ${saved.reference} is now ${saved.status}`);

/** Submits a request to the auditor, or accepts or returns a submitted one (members and admins). */
export const decideAuditRequest = requestRecord.write(requestActPermission('decide'), (member: Member, input: RequestDecision) => ({
  id: input.id,
  version: input.version,
  change: async (current, tx: Tx) => {
    assertRequestAct(member, input.decision === 'submit' ? 'prepare' : 'decide');
    return decisionChange(tx, memberWriter(member), current, input);
  },
  activity: decisionActivity,
}));

/** Writes a comment in the thread of a request of an open audit, by the writer, with its activity row. */
export async function storeRequestComment(tx: Tx, writer: RequestWriter, request: RequestRow, body: string) {
  await openAuditIn(tx, writer, request.auditId);
  await addThreadEntry(tx, writer, request.id, 'comment', body.trim());
  await recordActivity(tx, writer, activityOf(request, 'audit.request-commented', `Commented on the request ${request.reference}`));
  return { id: request.id, auditId: request.auditId };
}

/** Writes a comment in a request's thread (members and admins; viewers read). */
export const commentOnAuditRequest = guardedWrite(requestActPermission('comment'), async (member: Member, input: RequestCommentInput) =>
  (await getDb()).transaction(async (tx) =>
    storeRequestComment(tx, memberWriter(member), await requestOf(tx, member, input.id), input.body),
  ),
);

/** The library controls a request is most likely about, for a person to confirm (viewers see them too). */
export async function requestControlSuggestions(member: Member, id: string): Promise<ControlSuggestion[]> {
  assertRequestAct(member, 'view');
  const request = await requestOf(await getDb(), member, id);
  return suggestControls(request.text, libraryControls);
}
