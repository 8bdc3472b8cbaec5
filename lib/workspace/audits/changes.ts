import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import { auditDates, auditRow, observationPeriod } from '@/lib/domain/audits/display';
import { describeAuditChanges } from '@/lib/domain/audits/changes';
import { auditChangeRefusal, type AuditChange } from '@/lib/domain/audits/rules';
import { auditResultProblem, type AuditCancel, type AuditEdit, type AuditRecord, type AuditReschedule } from '@/lib/schemas/audits/records';
import { recordActivity } from '../activity';
import { assertObservationPeriod, auditColumns, auditOf } from './schedule';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';

const END_BEFORE_START = 'The end date cannot be before the start date.';

type Values = Partial<Omit<typeof audits.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'version'>>;

/**
 * Runs one change of an audit (members and admins): finds it in the member's organization (404 otherwise), refuses
 * a stale `version` (nothing changes) and a change its status does not take, then lets `decide` check the input
 * against the current audit and answer the new values and the activity row's action and summary (or null: nothing
 * to change). The update is guarded by the version again, and the activity row is written in the same transaction.
 */
async function changeAudit(
  member: Member,
  change: AuditChange,
  id: string,
  version: number,
  decide: (current: AuditRecord) => { values: Values; action: string; summary: string } | null,
): Promise<AuditRecord> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx: Tx) => {
    const current = await auditOf(tx, member, id);
    if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const refusal = auditChangeRefusal(change, current.status);
    if (refusal) throw new WorkspaceError('invalid', refusal);
    const decided = decide(current);
    if (!decided) return current;
    const [saved] = await tx
      .update(audits)
      .set({ ...decided.values, updatedAt: new Date(), version: version + 1 })
      .where(and(eq(audits.id, current.id), eq(audits.organizationId, member.organizationId), eq(audits.version, version)))
      .returning(auditColumns);
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, { action: decided.action, recordType: 'audit', recordId: saved.id, summary: decided.summary });
    return saved as AuditRecord;
  });
}

function checkDates(startDate: string, endDate: string): void {
  if (endDate < startDate) throw new WorkspaceError('invalid', END_BEFORE_START);
}

/**
 * Edits an audit's fields, observation period, status and result. A result other than Pending needs the status
 * Completed; a cancelled audit is not edited. Saving without a change writes nothing.
 */
export async function editAudit(member: Member, input: AuditEdit): Promise<AuditRecord> {
  return changeAudit(member, 'edit', input.id, input.version, (current) => {
    const keeps = input.observationStartDate === undefined && input.observationEndDate === undefined;
    const edit = {
      ...input,
      observationStartDate: keeps ? current.observationStartOn : (input.observationStartDate ?? null),
      observationEndDate: keeps ? current.observationEndOn : (input.observationEndDate ?? null),
    };
    checkDates(edit.startDate, edit.endDate);
    assertObservationPeriod(edit);
    const resultProblem = auditResultProblem(edit);
    if (resultProblem) throw new WorkspaceError('invalid', resultProblem);
    const changes = describeAuditChanges(auditRow(current), edit);
    if (!changes) return null;
    return {
      values: {
        name: edit.name,
        type: edit.type,
        framework: edit.framework,
        auditor: edit.auditor,
        startOn: edit.startDate,
        endOn: edit.endDate,
        observationStartOn: edit.observationStartDate,
        observationEndOn: edit.observationEndDate,
        description: edit.description,
        status: edit.status,
        result: edit.result,
      },
      action: 'audit.updated',
      summary: `Edited the audit ${edit.name}: ${changes}`,
    };
  });
}

/**
 * Moves an audit to new dates (not a completed or cancelled one); the optional note is kept in the activity
 * summary, so the audit's history says why. The observation period stays, so the new end may not come before it.
 */
export async function rescheduleAudit(member: Member, input: AuditReschedule): Promise<AuditRecord> {
  return changeAudit(member, 'reschedule', input.id, input.version, (current) => {
    checkDates(input.startDate, input.endDate);
    if (input.startDate === current.startOn && input.endDate === current.endOn) {
      throw new WorkspaceError('invalid', 'Choose new dates: these are the audit’s current dates.');
    }
    const observed = observationPeriod({ observationStartDate: current.observationStartOn, observationEndDate: current.observationEndOn });
    if (current.observationEndOn !== null && input.endDate < current.observationEndOn) {
      throw new WorkspaceError(
        'invalid',
        `The audit observes ${observed}, so it cannot end before ${current.observationEndOn}. Edit the audit to change its observation period.`,
      );
    }
    const from = auditDates({ startDate: current.startOn, endDate: current.endOn });
    const to = auditDates(input);
    const note = input.note.trim();
    return {
      values: { startOn: input.startDate, endOn: input.endDate },
      action: 'audit.rescheduled',
      summary: `Rescheduled the audit ${current.name} from ${from} to ${to}${note ? `. Note: ${note}` : ''}`,
    };
  });
}

/** Calls off an audit that has not been completed, with its reason: it leaves Upcoming and every figure. */
export async function cancelAudit(member: Member, input: AuditCancel): Promise<AuditRecord> {
  return changeAudit(member, 'cancel', input.id, input.version, (current) => {
    const reason = input.reason.trim();
    if (!reason) throw new WorkspaceError('invalid', 'Enter the reason for cancelling.');
    return {
      values: { status: 'cancelled', result: 'Pending', cancellationReason: reason },
      action: 'audit.cancelled',
      summary: `Cancelled the audit ${current.name}. Reason: ${reason}`,
    };
  });
}
