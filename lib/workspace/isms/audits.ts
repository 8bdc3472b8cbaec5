import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { internalAudits } from '@/lib/db/schema';
import { internalAuditProblem, isOpenNonconformity } from '@/lib/domain/isms/rules';
import type {
  InternalAudit,
  InternalAuditCreate,
  InternalAuditDetail,
  InternalAuditEdit,
  InternalAuditListed,
} from '@/lib/schemas/isms/records';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, WorkspaceError, type Member } from '../member';
import { keptRead } from '../read-cache';
import { findingsOf } from './finding-rows';
import { assertFresh, stale, type Reader } from './rows';

const columns = {
  id: internalAudits.id,
  title: internalAudits.title,
  scope: internalAudits.scope,
  auditorName: internalAudits.auditorName,
  plannedDate: internalAudits.plannedDate,
  performedDate: internalAudits.performedDate,
  state: internalAudits.state,
  reportSummary: internalAudits.reportSummary,
  version: internalAudits.version,
};

/** An internal audit of the member's organization; another organization's id is not found. */
export async function auditOf(reader: Reader, member: Member, id: string): Promise<InternalAudit> {
  const [row] = await reader
    .select(columns)
    .from(internalAudits)
    .where(and(eq(internalAudits.id, checkedId(id, 'The internal audit')), eq(internalAudits.organizationId, member.organizationId)));
  if (!row) throw notFound('The internal audit');
  return row;
}

/** Every internal audit with its findings, latest planned first. */
export async function auditsWithFindings(reader: Reader, member: Member): Promise<InternalAuditDetail[]> {
  const audits = await reader
    .select(columns)
    .from(internalAudits)
    .where(eq(internalAudits.organizationId, member.organizationId))
    .orderBy(desc(internalAudits.plannedDate), asc(internalAudits.title), asc(internalAudits.id));
  const findings = await findingsOf(reader, member);
  return audits.map((audit) => ({ ...audit, findings: findings.filter((finding) => finding.auditId === audit.id) }));
}

/** The internal audit programme: each audit with its count of findings and of nonconformities still open. */
export function listInternalAudits(member: Member): Promise<InternalAuditListed[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['internal-audits'], async () =>
    (await auditsWithFindings(await getDb(), member)).map(({ findings, ...audit }) => ({
      ...audit,
      findingCount: findings.length,
      openNonconformities: findings.filter((finding) => finding.state !== null && isOpenNonconformity(finding.state)).length,
    })),
  );
}

/** One internal audit with its findings. */
export function readInternalAudit(member: Member, id: string): Promise<InternalAuditDetail> {
  assertCan(member, 'records.view');
  return keptRead(member, ['internal-audit', id], async () => {
    const db = await getDb();
    const audit = await auditOf(db, member, id);
    return { ...audit, findings: await findingsOf(db, member, audit.id) };
  });
}

/** Plans an internal audit (members and admins). */
export async function createInternalAudit(member: Member, input: InternalAuditCreate): Promise<InternalAudit> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(internalAudits)
      .values({ organizationId: member.organizationId, ...input, state: 'planned' })
      .returning({ id: internalAudits.id });
    await recordActivity(tx, member, {
      action: 'internal-audit.created',
      recordType: 'internal-audit',
      recordId: created!.id,
      summary: `Planned the internal audit ${input.title} for ${input.plannedDate}`,
    });
    return auditOf(tx, member, created!.id);
  });
}

/** Edits an audit's plan, state and report (members and admins); a completed audit needs its report summary. */
export async function updateInternalAudit(member: Member, edit: InternalAuditEdit): Promise<InternalAudit> {
  assertCan(member, 'records.edit');
  const problem = internalAuditProblem(edit);
  if (problem) throw new WorkspaceError('invalid', problem.message);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await auditOf(tx, member, edit.id);
    assertFresh(current, edit.version);
    const { id, version, ...fields } = edit;
    const [changed] = await tx
      .update(internalAudits)
      .set({ ...fields, version: sql`${internalAudits.version} + 1`, updatedAt: new Date() })
      .where(and(eq(internalAudits.id, id), eq(internalAudits.version, version)))
      .returning({ id: internalAudits.id });
    if (!changed) throw stale();
    const moved = current.state !== edit.state ? ` (now ${edit.state.replace('-', ' ')})` : '';
    await recordActivity(tx, member, {
      action: 'internal-audit.updated',
      recordType: 'internal-audit',
      recordId: id,
      summary: `Edited the internal audit ${edit.title}${moved}`,
    });
    return auditOf(tx, member, id);
  });
}

/** Deletes an internal audit and its findings (admins), as read at `version`. */
export async function deleteInternalAudit(member: Member, id: string, version: number): Promise<InternalAudit> {
  assertCan(member, 'records.delete');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await auditOf(tx, member, id);
    assertFresh(current, version);
    await tx.delete(internalAudits).where(and(eq(internalAudits.id, current.id), eq(internalAudits.version, version)));
    await recordActivity(tx, member, {
      action: 'internal-audit.deleted',
      recordType: 'internal-audit',
      recordId: current.id,
      summary: `Deleted the internal audit ${current.title}`,
    });
    return current;
  });
}
