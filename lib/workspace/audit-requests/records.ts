import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { auditRequestComments, auditRequests, audits, evidence, members } from '@/lib/db/schema';
import { requestActAllowed, requestWriteRefusal, type RequestAct } from '@/lib/domain/audit-requests/request-permissions';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { ItemComment } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { AuditRequest, RequestComment } from '@/lib/schemas/audit-requests/records';
import type { AuditStatus } from '@/lib/schemas/audits/records';
import { checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';
import { itemKey, standingReviews } from './evidence-review-rows';
import { itemThreadsOf } from './item-thread-rows';

/** Refuses (403) a person whose role does not allow `act` on an audit's requests. */
export function assertRequestAct(member: Member, act: RequestAct): void {
  if (!requestActAllowed(member, act)) throw new WorkspaceError('forbidden', FORBIDDEN_MESSAGE);
}

/** What the reads of the request list need of whoever reads: their organization (a member's, or a guest's audit's). */
export type RequestScope = Pick<Member, 'organizationId'>;

/**
 * Who writes a request, a thread entry or a sample: the organization, the name and subject the activity row and the
 * thread show, and the member row when a member writes (an auditor guest has none).
 */
export type RequestWriter = Pick<Member, 'organizationId' | 'displayName' | 'subject'> & { memberId: string | null };

/** A member as the writer of the request list. */
export const memberWriter = (member: Member): RequestWriter => ({ ...member, memberId: member.id });

export const requestColumns = {
  id: auditRequests.id,
  auditId: auditRequests.auditId,
  version: auditRequests.version,
  position: auditRequests.position,
  reference: auditRequests.reference,
  text: auditRequests.text,
  dueOn: auditRequests.dueOn,
  status: auditRequests.status,
  ownerMemberId: auditRequests.ownerMemberId,
  controlIds: auditRequests.controlIds,
  evidenceIds: auditRequests.evidenceIds,
  sampleId: auditRequests.sampleId,
  cells: auditRequests.cells,
};
export type RequestRow = {
  id: string;
  auditId: string;
  version: number;
  position: number;
  reference: string;
  text: string;
  dueOn: string | null;
  status: AuditRequest['status'];
  ownerMemberId: string | null;
  controlIds: string[];
  evidenceIds: string[];
  sampleId: string | null;
  cells: string[] | null;
};

/** What the request list needs of its audit. */
export type RequestAudit = {
  id: string;
  name: string;
  startOn: string;
  endOn: string;
  observationStartOn: string | null;
  observationEndOn: string | null;
  status: AuditStatus;
};

/** The audit `auditId` of the member's organization; any other id is not found. */
export async function auditIn(db: Db | Tx, member: RequestScope, auditId: string): Promise<RequestAudit> {
  const [row] = await db
    .select({
      id: audits.id,
      name: audits.name,
      startOn: audits.startOn,
      endOn: audits.endOn,
      observationStartOn: audits.observationStartOn,
      observationEndOn: audits.observationEndOn,
      status: audits.status,
    })
    .from(audits)
    .where(and(eq(audits.id, checkedId(auditId, 'The audit')), eq(audits.organizationId, member.organizationId)));
  if (!row) throw notFound('The audit');
  return row;
}

/** The audit as `auditIn` reads it, refused (409) once cancelled or completed: its requests and samples are kept as they were. */
export async function openAuditIn(db: Db | Tx, member: RequestScope, auditId: string): Promise<RequestAudit> {
  const audit = await auditIn(db, member, auditId);
  const refusal = requestWriteRefusal(audit.status);
  if (refusal) throw new WorkspaceError('conflict', refusal);
  return audit;
}

/** The request `id` of the member's organization, as a write reads it; any other id is not found. */
export async function requestOf(tx: Db | Tx, member: RequestScope, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select(requestColumns)
    .from(auditRequests)
    .where(and(eq(auditRequests.id, checkedId(id, 'The request')), eq(auditRequests.organizationId, member.organizationId)));
  if (!row) throw notFound('The request');
  return row as RequestRow;
}

/** The names of evidence items of the organization, by id (ids of other organizations are left out). */
export async function evidenceNames(db: Db | Tx, member: RequestScope, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: evidence.id, name: evidence.name })
    .from(evidence)
    .where(and(eq(evidence.organizationId, member.organizationId), inArray(evidence.id, [...new Set(ids)]), isNull(evidence.archivedAt)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of members of the organization, by id (ids of other organizations are left out). */
export async function ownerNames(db: Db | Tx, member: RequestScope, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: members.displayName })
    .from(members)
    .where(and(eq(members.organizationId, member.organizationId), inArray(members.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Rows as the screens show them: owner names, evidence names and the auditor's standing reviews of the items. */
export async function shownRequests(db: Db | Tx, member: RequestScope, rows: readonly RequestRow[]): Promise<AuditRequest[]> {
  const [owners, names, reviews] = await Promise.all([
    ownerNames(
      db,
      member,
      rows.map((row) => row.ownerMemberId),
    ),
    evidenceNames(
      db,
      member,
      rows.flatMap((row) => row.evidenceIds),
    ),
    standingReviews(db, member, rows),
  ]);
  return rows.map((row) => ({
    id: row.id,
    auditId: row.auditId,
    version: row.version,
    position: row.position,
    reference: row.reference,
    text: row.text,
    dueOn: row.dueOn,
    status: row.status,
    ownerMemberId: row.ownerMemberId,
    controlIds: row.controlIds,
    sampleId: row.sampleId,
    ownerName: row.ownerMemberId ? (owners.get(row.ownerMemberId) ?? null) : null,
    evidence: row.evidenceIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id)!, review: reviews.get(itemKey(row.id, id)) ?? null })),
  }));
}

/** The stored rows of an audit's request list, in the list's order. */
export async function requestRowsOf(db: Db | Tx, member: RequestScope, auditId: string): Promise<RequestRow[]> {
  return (await db
    .select(requestColumns)
    .from(auditRequests)
    .where(and(eq(auditRequests.organizationId, member.organizationId), eq(auditRequests.auditId, auditId)))
    .orderBy(asc(auditRequests.position), asc(auditRequests.createdAt))) as RequestRow[];
}

/** An audit's request list (viewers too); another organization's audit is not found. */
export async function listAuditRequests(member: Member, auditId: string): Promise<AuditRequest[]> {
  assertRequestAct(member, 'view');
  return keptRead(member, ['audit-requests', auditId], async () => {
    const db = await getDb();
    const audit = await auditIn(db, member, auditId);
    return shownRequests(db, member, await requestRowsOf(db, member, audit.id));
  });
}

/** A request as its page shows it: the request, its thread and each evidence item's thread (by evidence id), oldest first. */
export type RequestView = { request: AuditRequest; thread: RequestComment[]; itemThreads: Record<string, ItemComment[]> };

/** A request's thread between auditor and team, oldest first. */
export function requestThreadOf(db: Db | Tx, scope: RequestScope, requestId: string): Promise<RequestComment[]> {
  return db
    .select({
      id: auditRequestComments.id,
      kind: auditRequestComments.kind,
      authorName: auditRequestComments.authorName,
      body: auditRequestComments.body,
      createdAt: auditRequestComments.createdAt,
    })
    .from(auditRequestComments)
    .where(and(eq(auditRequestComments.organizationId, scope.organizationId), eq(auditRequestComments.requestId, requestId)))
    .orderBy(asc(auditRequestComments.createdAt), asc(auditRequestComments.id));
}

/** One request with its thread and its items' threads, oldest first. */
export async function readAuditRequest(member: Member, id: string): Promise<RequestView> {
  assertRequestAct(member, 'view');
  const db = await getDb();
  const row = await requestOf(db, member, id);
  const [request] = await shownRequests(db, member, [row]);
  const thread = await requestThreadOf(db, member, row.id);
  return { request: request!, thread, itemThreads: await itemThreadsOf(db, member, row.id) };
}

/** Writes one entry of a request's thread, by the writer, inside the caller's transaction. */
export async function addThreadEntry(
  tx: Tx,
  writer: RequestWriter,
  requestId: string,
  kind: RequestComment['kind'],
  body: string,
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(auditRequestComments).values({
    organizationId: writer.organizationId,
    requestId,
    kind,
    authorMemberId: writer.memberId,
    authorName: writer.displayName,
    body,
    createdAt: at,
  });
}

/** The next position at the end of an audit's list. */
export async function nextPosition(tx: Tx, member: RequestScope, auditId: string): Promise<number> {
  const rows = await requestRowsOf(tx, member, auditId);
  return rows.reduce((last, row) => Math.max(last, row.position), 0) + 1;
}

/** The library's evidence a request may be answered with: every item not archived, by name (at most 500). */
export async function evidenceChoices(member: Member): Promise<{ id: string; name: string }[]> {
  assertRequestAct(member, 'view');
  const db = await getDb();
  return db
    .select({ id: evidence.id, name: evidence.name })
    .from(evidence)
    .where(and(eq(evidence.organizationId, member.organizationId), isNull(evidence.archivedAt)))
    .orderBy(asc(evidence.name), asc(evidence.id))
    .limit(500);
}
