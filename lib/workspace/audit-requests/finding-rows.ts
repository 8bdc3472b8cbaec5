import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditRequestFindings, auditRequests } from '@/lib/db/schema';
import type { RequestFinding } from '@/lib/schemas/audit-requests/findings';
import { checkedId, notFound, type Tx } from '../member';
import { ownerNames, type RequestScope } from './records';

const findingColumns = {
  id: auditRequestFindings.id,
  auditId: auditRequestFindings.auditId,
  requestId: auditRequestFindings.requestId,
  requestReference: auditRequests.reference,
  version: auditRequestFindings.version,
  title: auditRequestFindings.title,
  severity: auditRequestFindings.severity,
  description: auditRequestFindings.description,
  ownerMemberId: auditRequestFindings.ownerMemberId,
  dueOn: auditRequestFindings.dueOn,
  correctiveAction: auditRequestFindings.correctiveAction,
  state: auditRequestFindings.state,
  raisedByName: auditRequestFindings.raisedByName,
  closedByName: auditRequestFindings.closedByName,
  closedAt: auditRequestFindings.closedAt,
  createdAt: auditRequestFindings.createdAt,
};

export type FindingRow = Omit<RequestFinding, 'ownerName'>;

const findingsQuery = (db: Db | Tx) =>
  db
    .select(findingColumns)
    .from(auditRequestFindings)
    .innerJoin(
      auditRequests,
      and(eq(auditRequests.id, auditRequestFindings.requestId), eq(auditRequests.organizationId, auditRequestFindings.organizationId)),
    );

/** The finding `id` of the organization, as a write reads it; any other id is not found. */
export async function findingOf(db: Db | Tx, scope: RequestScope, id: string): Promise<FindingRow> {
  const [row] = await findingsQuery(db).where(
    and(eq(auditRequestFindings.id, checkedId(id, 'The finding')), eq(auditRequestFindings.organizationId, scope.organizationId)),
  );
  if (!row) throw notFound('The finding');
  return row;
}

/** Rows as the screens show them, with their owners' names. */
export async function shownFindings(db: Db | Tx, scope: RequestScope, rows: readonly FindingRow[]): Promise<RequestFinding[]> {
  const owners = await ownerNames(
    db,
    scope,
    rows.map((row) => row.ownerMemberId),
  );
  return rows.map((row) => ({ ...row, ownerName: row.ownerMemberId ? (owners.get(row.ownerMemberId) ?? null) : null }));
}

/** The findings of an audit, oldest first, as shown. */
export async function findingsOfAudit(db: Db | Tx, scope: RequestScope, auditId: string): Promise<RequestFinding[]> {
  const rows = await findingsQuery(db)
    .where(and(eq(auditRequestFindings.organizationId, scope.organizationId), eq(auditRequestFindings.auditId, auditId)))
    .orderBy(asc(auditRequestFindings.createdAt), asc(auditRequestFindings.id));
  return shownFindings(db, scope, rows);
}
