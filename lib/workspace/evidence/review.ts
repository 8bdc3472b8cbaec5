import 'server-only';
import { getDb } from '@/lib/db/client';
import type { EvidenceEdit, EvidenceFail, EvidenceRecord, EvidenceVersion } from '@/lib/schemas/evidence/records';
import { markedSummary } from '@/lib/domain/second-person';
import { recordActivity } from '../activity';
import { assertCollectionDay, assertExpiryAfterCollection, currentUploader, editableEvidence, evidenceOf, saveEvidence } from './records';
import { STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { assertSignOff } from '../second-person';
import { guardedWrite } from '../guarded-write';

const NOT_PENDING = 'Only evidence pending review can be verified or failed. Reload to see its current status.';

/**
 * Verify (members and admins): a pending item becomes Verified. The uploader of its current files is refused
 * while the organization requires a second person and someone else could verify it; otherwise their
 * verification is marked self-verified on the item and in its history.
 */
export const verifyEvidence = guardedWrite('records.edit', async (member: Member, target: EvidenceVersion): Promise<EvidenceRecord> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await editableEvidence(tx, member, target.id, target.version);
    if (current.status !== 'pending') throw new WorkspaceError('invalid', NOT_PENDING);
    const self = await assertSignOff(tx, member, 'verify-evidence', await currentUploader(tx, member, current.id));
    const saved = await saveEvidence(tx, member, current.id, target.version, { status: 'verified', failureReason: '', selfVerified: self });
    await recordActivity(tx, member, {
      action: 'evidence.verified',
      recordType: 'evidence',
      recordId: saved.id,
      summary: markedSummary(`Verified the evidence ${saved.name}`, 'verify-evidence', self),
    });
    return saved;
  });
});

/**
 * Fail (members and admins): a pending item becomes Verification Failed, with the reviewer's reason kept. The
 * uploader may fail their own files: refusing one's own work asks nobody to trust it.
 */
export const failEvidence = guardedWrite('records.edit', async (member: Member, target: EvidenceFail): Promise<EvidenceRecord> => {
  const reason = target.reason.trim();
  if (!reason) throw new WorkspaceError('invalid', 'Enter the reason the evidence failed.');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await editableEvidence(tx, member, target.id, target.version);
    if (current.status !== 'pending') throw new WorkspaceError('invalid', NOT_PENDING);
    const saved = await saveEvidence(tx, member, current.id, target.version, { status: 'failed', failureReason: reason });
    await recordActivity(tx, member, {
      action: 'evidence.failed',
      recordType: 'evidence',
      recordId: saved.id,
      summary: `Failed the evidence ${saved.name}: ${reason}`,
    });
    return saved;
  });
});

/** An edit's fields; without a day collected the item keeps the one it has. */
/**
 * Edit (members and admins): name, description, type, framework, day collected and expiry day of an item not
 * archived.
 */
export const editEvidence = guardedWrite(
  'records.edit',
  async (member: Member, edit: EvidenceEdit, now: Date = new Date()): Promise<EvidenceRecord> => {
    if (edit.collectedOn !== undefined) assertCollectionDay(edit.collectedOn, now);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await editableEvidence(tx, member, edit.id, edit.version);
      const collectedOn = edit.collectedOn ?? current.collectedOn;
      assertExpiryAfterCollection(edit.expiresOn, collectedOn);
      const saved = await saveEvidence(tx, member, current.id, edit.version, {
        name: edit.name,
        description: edit.description,
        type: edit.type,
        framework: edit.framework,
        collectedOn,
        expiresOn: edit.expiresOn,
      });
      await recordActivity(tx, member, {
        action: 'evidence.updated',
        recordType: 'evidence',
        recordId: saved.id,
        summary: `Edited the evidence ${saved.name}`,
      });
      return saved;
    });
  },
);

/** Archive (members and admins): the item leaves the default list and keeps its files, links and history. */
export const archiveEvidence = guardedWrite(
  'records.edit',
  async (member: Member, target: EvidenceVersion, now: Date = new Date()): Promise<EvidenceRecord> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await editableEvidence(tx, member, target.id, target.version);
      const saved = await saveEvidence(tx, member, current.id, target.version, { archivedAt: now }, now);
      await recordActivity(tx, member, {
        action: 'evidence.archived',
        recordType: 'evidence',
        recordId: saved.id,
        summary: `Archived the evidence ${saved.name}`,
      });
      return saved;
    });
  },
);

/** Restore (members and admins): an archived item comes back to the list with the status it had. */
export const restoreEvidence = guardedWrite('records.edit', async (member: Member, target: EvidenceVersion): Promise<EvidenceRecord> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await evidenceOf(tx, member, target.id);
    if (current.version !== target.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    if (current.archivedAt === null) throw new WorkspaceError('invalid', 'This evidence is not archived.');
    const saved = await saveEvidence(tx, member, current.id, target.version, { archivedAt: null });
    await recordActivity(tx, member, {
      action: 'evidence.restored',
      recordType: 'evidence',
      recordId: saved.id,
      summary: `Restored the evidence ${saved.name} from the archive`,
    });
    return saved;
  });
});
