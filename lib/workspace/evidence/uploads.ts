import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { libraryControls } from '@/lib/catalog/controls';
import { evidence, evidenceControls, evidenceFiles } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { evidenceStorageKey, uploadSize, type CheckedUpload } from '@/lib/domain/evidence/files';
import type { EvidenceRecord, EvidenceUpload, EvidenceVersion } from '@/lib/schemas/evidence/records';
import { fileStorage } from '@/lib/storage';
import { recordActivity } from '../activity';
import { assertCollectionDay, assertExpiryAfterCollection, editableEvidence, recordColumns, saveEvidence } from './records';
import { WorkspaceError, type Member, type Tx } from '../member';
import { assertRoomFor } from '../storage-quota';
import { guardedWrite } from '../guarded-write';

/** A file whose bytes are in storage, waiting for its row. */
type StoredUpload = { id: string; name: string; contentType: string; key: string; size: number; sha256: string };

function assertSomeFiles(files: readonly CheckedUpload[]): void {
  if (files.length === 0) throw new WorkspaceError('invalid', 'Choose at least one file to upload.');
}

/**
 * Puts each file's bytes in storage under its own key before any row names it. When one put fails, the ones
 * already stored are removed again, so a failed upload leaves no bytes behind.
 */
async function storeFiles(member: Member, evidenceId: string, files: readonly CheckedUpload[]): Promise<StoredUpload[]> {
  const storage = fileStorage();
  const stored: StoredUpload[] = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const kept = await storage.put(evidenceStorageKey(member.organizationId, evidenceId, id), file.bytes, file.contentType);
      stored.push({ id, name: file.name, contentType: file.contentType, key: kept.key, size: kept.size, sha256: kept.sha256 });
    }
  } catch (error) {
    await removeStored(stored);
    throw error;
  }
  return stored;
}

/** Removes stored bytes whose rows were never committed (best effort: a failure here must not hide the cause). */
async function removeStored(stored: readonly StoredUpload[]): Promise<void> {
  const storage = fileStorage();
  await Promise.all(stored.map((file) => storage.delete(file.key).catch(() => undefined)));
}

/** Runs the rows' transaction; if it fails, the bytes stored for it are removed, so nothing is half kept. */
async function withStoredFiles<T>(stored: readonly StoredUpload[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeStored(stored);
    throw error;
  }
}

async function insertFileRows(
  tx: Tx,
  member: Member,
  evidenceId: string,
  revision: number,
  stored: readonly StoredUpload[],
  now: Date,
): Promise<void> {
  await tx.insert(evidenceFiles).values(
    stored.map((file) => ({
      id: file.id,
      organizationId: member.organizationId,
      evidenceId,
      revision,
      name: file.name,
      contentType: file.contentType,
      sizeBytes: file.size,
      sha256: file.sha256,
      storageKey: file.key,
      uploadedByName: member.displayName,
      // A key has no member row: its files name no uploader member, so any member may verify them.
      uploadedByMemberId: member.id || null,
      uploadedAt: now,
    })),
  );
}

/** An upload's fields; without a day collected (null or absent) the item is collected on the upload day. */
export type EvidenceUploadInput = Omit<EvidenceUpload, 'collectedOn'> & { collectedOn?: string | null };

/**
 * What a record filed by the product writes with its item, in the item's own transaction: the controls it is linked
 * to, and the write that names it (a check run's row), so the item never stands without its links or its run.
 */
export type FiledWith = { controlIds?: readonly string[]; then?: (tx: Tx, evidenceId: string) => Promise<void> };

/** Links the new item to each control of the library given, with one activity row naming them. */
async function linkNewItem(tx: Tx, member: Member, evidenceId: string, name: string, controlIds: readonly string[]): Promise<void> {
  const controls = [...new Set(controlIds)].map((controlId) => {
    const control = libraryControls.find((candidate) => candidate.id === controlId);
    if (!control) throw new WorkspaceError('invalid', 'Choose a control of the library.');
    return control;
  });
  if (controls.length === 0) return;
  await tx
    .insert(evidenceControls)
    .values(controls.map((control) => ({ organizationId: member.organizationId, evidenceId, controlId: control.id })))
    .onConflictDoNothing();
  await recordActivity(tx, member, {
    action: 'evidence.control-linked',
    recordType: 'evidence',
    recordId: evidenceId,
    summary: `Linked the evidence ${name} to the controls ${controls.map((control) => control.id).join(', ')}`,
  });
}

/**
 * Records an upload (members and admins): the files are stored first, then the item (pending review, collected
 * on the day given or on the upload day) and its files as revision 1, with the activity row, in one transaction;
 * a record the product files gives its control links and the row that names it to the same transaction.
 */
export const createEvidence = guardedWrite(
  'records.edit',
  async (
    member: Member,
    input: EvidenceUploadInput,
    files: readonly CheckedUpload[],
    now: Date = new Date(),
    filedWith: FiledWith = {},
  ): Promise<EvidenceRecord> => {
    assertSomeFiles(files);
    // A day given is checked; the upload day needs no check.
    if (input.collectedOn) assertCollectionDay(input.collectedOn, now);
    const collectedOn = input.collectedOn ?? dayOf(now);
    assertExpiryAfterCollection(input.expiresOn, collectedOn);
    // Checked before a byte is stored, and again in the transaction that records the files.
    await assertRoomFor(member, uploadSize(files));
    const id = randomUUID();
    const stored = await storeFiles(member, id, files);
    const db = await getDb();
    return withStoredFiles(stored, () =>
      db.transaction(async (tx) => {
        await assertRoomFor(member, uploadSize(files), tx);
        const [created] = await tx
          .insert(evidence)
          .values({
            id,
            organizationId: member.organizationId,
            name: input.name,
            description: input.description,
            type: input.type,
            framework: input.framework,
            status: 'pending',
            collectedOn,
            expiresOn: input.expiresOn,
            createdAt: now,
            updatedAt: now,
          })
          .returning(recordColumns);
        if (!created) throw new Error('The evidence was not recorded');
        await insertFileRows(tx, member, id, 1, stored, now);
        await recordActivity(tx, member, {
          action: 'evidence.created',
          recordType: 'evidence',
          recordId: id,
          summary: `Added the evidence ${input.name} for review`,
        });
        await linkNewItem(tx, member, id, input.name, filedWith.controlIds ?? []);
        await filedWith.then?.(tx, id);
        return created as EvidenceRecord;
      }),
    );
  },
);

/** Retry sends a failed item back for review with new files; Replace swaps the files of any item kept current. */
export type Revision = 'retry' | 'replace';

/**
 * Uploads new files as the item's next revision (members and admins): the older revisions stay readable, the
 * item goes back to pending review and its failure reason is cleared. Retry is for an item that failed
 * verification. A stale `version` is refused before any byte is stored, and again inside the transaction.
 */
export const reviseEvidence = guardedWrite(
  'records.edit',
  async (
    member: Member,
    kind: Revision,
    target: EvidenceVersion,
    files: readonly CheckedUpload[],
    now: Date = new Date(),
  ): Promise<{ record: EvidenceRecord; revision: number }> => {
    assertSomeFiles(files);
    const db = await getDb();
    const check = async (tx: Tx) => {
      const current = await editableEvidence(tx, member, target.id, target.version);
      if (kind === 'retry' && current.status !== 'failed')
        throw new WorkspaceError('invalid', 'Only evidence that failed verification can be retried.');
      return current;
    };
    await db.transaction(check);
    await assertRoomFor(member, uploadSize(files));
    const stored = await storeFiles(member, target.id, files);
    return withStoredFiles(stored, () =>
      db.transaction(async (tx) => {
        await assertRoomFor(member, uploadSize(files), tx);
        const current = await check(tx);
        const [last] = await tx
          .select({ revision: max(evidenceFiles.revision) })
          .from(evidenceFiles)
          .where(and(eq(evidenceFiles.organizationId, member.organizationId), eq(evidenceFiles.evidenceId, current.id)));
        const revision = (last?.revision ?? 0) + 1;
        const record = await saveEvidence(
          tx,
          member,
          current.id,
          target.version,
          { status: 'pending', failureReason: '', selfVerified: false },
          now,
        );
        await insertFileRows(tx, member, current.id, revision, stored, now);
        const summary =
          kind === 'retry'
            ? `Retried the evidence ${current.name} with new files (revision ${revision}) for review`
            : `Replaced the files of the evidence ${current.name} (revision ${revision}); it is pending review`;
        await recordActivity(tx, member, {
          action: `evidence.${kind === 'retry' ? 'retried' : 'replaced'}`,
          recordType: 'evidence',
          recordId: current.id,
          summary,
        });
        return { record, revision };
      }),
    );
  },
);
