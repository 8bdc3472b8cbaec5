import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidenceFiles } from '@/lib/db/schema';
import { formatStorage } from '@/lib/domain/storage-quota';
import type { EvidenceRecord, EvidenceVersion } from '@/lib/schemas/evidence/records';
import { fileStorage } from '@/lib/storage';
import { recordActivity } from '../activity';
import { evidenceOf, saveEvidence } from './records';
import { STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/**
 * Delete Files (admins), on archived evidence only: its stored files are removed to free the organization's
 * storage, while the item, its file names, sizes and SHA-256 stay in its history. Answers the item and the bytes freed.
 */
export const deleteArchivedEvidenceFiles = guardedWrite(
  'records.delete',
  async (member: Member, target: EvidenceVersion): Promise<{ record: EvidenceRecord; freedBytes: number }> => {
    const db = await getDb();
    const { record, keys, freedBytes } = await db.transaction(async (tx) => {
      const current = await evidenceOf(tx, member, target.id);
      if (current.version !== target.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      if (current.archivedAt === null)
        throw new WorkspaceError('invalid', 'Only the files of archived evidence can be deleted. Archive it first.');
      const kept = and(
        eq(evidenceFiles.organizationId, member.organizationId),
        eq(evidenceFiles.evidenceId, current.id),
        isNotNull(evidenceFiles.storageKey),
      );
      const removed = await tx
        .select({ key: evidenceFiles.storageKey, size: evidenceFiles.sizeBytes })
        .from(evidenceFiles)
        .where(kept)
        .for('update');
      if (removed.length === 0) throw new WorkspaceError('invalid', 'This evidence has no stored files left.');
      await tx.update(evidenceFiles).set({ storageKey: null }).where(kept);
      const freed = removed.reduce((total, file) => total + file.size, 0);
      const saved = await saveEvidence(tx, member, current.id, target.version, {});
      await recordActivity(tx, member, {
        action: 'evidence.files-deleted',
        recordType: 'evidence',
        recordId: saved.id,
        summary: `Deleted the stored files of the archived evidence ${saved.name} (${formatStorage(freed)})`,
      });
      return { record: saved, keys: removed, freedBytes: freed };
    });
    // After the commit: a file whose row no longer names it is never served, so a failed removal loses nothing.
    for (const file of keys)
      if (file.key)
        await fileStorage()
          .delete(file.key)
          .catch(() => undefined);
    return { record, freedBytes };
  },
);
