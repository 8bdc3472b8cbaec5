import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditFindings, members } from '@/lib/db/schema';
import type { AuditFinding } from '@/lib/schemas/isms/records';
import { checkedId, notFound, type Member } from '../member';
import type { Reader } from './rows';

const owner = alias(members, 'finding_owner');

const columns = {
  id: auditFindings.id,
  auditId: auditFindings.auditId,
  reference: auditFindings.reference,
  description: auditFindings.description,
  kind: auditFindings.kind,
  cause: auditFindings.cause,
  correctiveAction: auditFindings.correctiveAction,
  ownerMemberId: auditFindings.ownerMemberId,
  ownerName: owner.displayName,
  dueDate: auditFindings.dueDate,
  state: auditFindings.state,
  verifiedByName: auditFindings.verifiedByName,
  verifiedAt: auditFindings.verifiedAt,
  version: auditFindings.version,
};

function selectFindings(reader: Reader) {
  return reader.select(columns).from(auditFindings).leftJoin(owner, eq(owner.id, auditFindings.ownerMemberId));
}

/** The organization's findings (of one audit when `auditId` is given), in the order they were recorded. */
export function findingsOf(reader: Reader, member: Member, auditId?: string): Promise<AuditFinding[]> {
  return selectFindings(reader)
    .where(and(eq(auditFindings.organizationId, member.organizationId), auditId ? eq(auditFindings.auditId, auditId) : undefined))
    .orderBy(asc(auditFindings.createdAt), asc(auditFindings.id));
}

/** One finding of the member's organization; another organization's id is not found. */
export async function findingOf(reader: Reader, member: Member, id: string): Promise<AuditFinding> {
  const [row] = await selectFindings(reader).where(
    and(eq(auditFindings.id, checkedId(id, 'The finding')), eq(auditFindings.organizationId, member.organizationId)),
  );
  if (!row) throw notFound('The finding');
  return row;
}
