import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
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
import { assertCan, checkedId, notFound, WorkspaceError, type Member } from '../member';
import { keptRead } from '../read-cache';
import { findingsOf } from './finding-rows';
import { recordedWrite, versionedRecord } from '../versioned-write';
import type { Reader } from './rows';

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
export const createInternalAudit = recordedWrite('records.edit', async (tx, member, input: InternalAuditCreate) => {
  const [created] = await tx
    .insert(internalAudits)
    .values({ organizationId: member.organizationId, ...input, state: 'planned' })
    .returning({ id: internalAudits.id });
  return {
    record: await auditOf(tx, member, created!.id),
    activity: {
      action: 'internal-audit.created',
      recordType: 'internal-audit',
      recordId: created!.id,
      summary: `Planned the internal audit ${input.title} for ${input.plannedDate}`,
    },
  };
});

const auditRecord = versionedRecord(internalAudits, auditOf);

/** Edits an audit's plan, state and report (members and admins); a completed audit needs its report summary. */
export const updateInternalAudit = auditRecord.write('records.edit', (_member, edit: InternalAuditEdit) => {
  const problem = internalAuditProblem(edit);
  if (problem) throw new WorkspaceError('invalid', problem.message);
  const { id, version, ...fields } = edit;
  return {
    id,
    version,
    change: () => ({ ...fields, updatedAt: new Date() }),
    activity: (saved, current) => ({
      action: 'internal-audit.updated',
      recordType: 'internal-audit',
      recordId: saved.id,
      summary: `Edited the internal audit ${edit.title}${current.state !== edit.state ? ` (now ${edit.state.replace('-', ' ')})` : ''}`,
    }),
  };
});

/** Deletes an internal audit and its findings (admins), as read at `version`. */
export const deleteInternalAudit = auditRecord.remove('records.delete', (_member, id: string, version: number) => ({
  id,
  version,
  activity: (removed) => ({
    action: 'internal-audit.deleted',
    recordType: 'internal-audit',
    recordId: removed.id,
    summary: `Deleted the internal audit ${removed.title}`,
  }),
}));
