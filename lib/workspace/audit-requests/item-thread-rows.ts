import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditRequestItemComments } from '@/lib/db/schema';
import type { ItemComment } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { Member, Tx } from '../member';

/** Who writes an entry: a member (with their member row) or the audit's auditor (a guest, without one). */
type ItemWriter = Pick<Member, 'organizationId' | 'displayName'> & { memberId: string | null };

/**
 * Writes one entry of an item's thread by the writer, inside the caller's transaction. A writer without a member row
 * is the audit's auditor (a guest), whose entries wait for the team's answer.
 */
export async function addItemEntry(
  tx: Tx,
  writer: ItemWriter,
  request: { id: string; auditId: string },
  evidenceId: string,
  kind: ItemComment['kind'],
  body: string,
): Promise<void> {
  await tx.insert(auditRequestItemComments).values({
    organizationId: writer.organizationId,
    auditId: request.auditId,
    requestId: request.id,
    evidenceId,
    kind,
    byAuditor: writer.memberId === null,
    authorMemberId: writer.memberId,
    authorName: writer.displayName,
    body,
  });
}

/** The threads of a request's evidence items, oldest first, by evidence id (items without an entry are left out). */
export async function itemThreadsOf(
  db: Db | Tx,
  scope: Pick<Member, 'organizationId'>,
  requestId: string,
): Promise<Record<string, ItemComment[]>> {
  const rows = await db
    .select({
      id: auditRequestItemComments.id,
      evidenceId: auditRequestItemComments.evidenceId,
      kind: auditRequestItemComments.kind,
      byAuditor: auditRequestItemComments.byAuditor,
      authorName: auditRequestItemComments.authorName,
      body: auditRequestItemComments.body,
      createdAt: auditRequestItemComments.createdAt,
    })
    .from(auditRequestItemComments)
    .where(and(eq(auditRequestItemComments.organizationId, scope.organizationId), eq(auditRequestItemComments.requestId, requestId)))
    .orderBy(asc(auditRequestItemComments.createdAt), asc(auditRequestItemComments.id));
  const threads: Record<string, ItemComment[]> = {};
  for (const { evidenceId, ...entry } of rows) (threads[evidenceId] ??= []).push(entry);
  return threads;
}
