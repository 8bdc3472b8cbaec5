import 'server-only';
import { randomUUID } from 'node:crypto';
import { evidence, evidenceControls, evidenceFiles, policies, policyVersions } from '@/lib/db/schema';
import { evidenceStorageKey, type CheckedUpload } from '@/lib/domain/evidence/files';
import { fileStorage } from '@/lib/storage';
import { batchesOf } from './batches';
import { assertLibraryControls, importInBatches, writeBatch } from './bulk-import';
import { assertExpiryAfterCollection } from './evidence';
import { assertCan, WorkspaceError, type Member } from './member';

// Bulk writers of the records that carry more than one row each: evidence (files, control links) and policies
// (approved versions). The batching and its activity rows are lib/workspace/bulk-import.ts's.

export type EvidenceImport = Omit<typeof evidence.$inferInsert, 'organizationId' | 'id' | 'version'> & {
  /** Controls of the library the item is linked to. */
  controls?: readonly string[];
  /** Its one file (revision 1), already checked as an upload is; an item without one is a record only. */
  file?: CheckedUpload;
};

export type PolicyImport = Omit<typeof policies.$inferInsert, 'organizationId' | 'id' | 'version'> & {
  /** Its approved texts, kept in its versions: the label, when and by whom; the text is the policy's own. */
  approvals?: readonly { label: string; approvedAt: Date; approvedByName: string }[];
};

type FileRow = typeof evidenceFiles.$inferInsert;

/** Removes stored bytes no committed row names (best effort: a failure here must not hide the cause). */
async function removeStored(files: readonly FileRow[]): Promise<void> {
  const storage = fileStorage();
  await Promise.all(files.map((file) => (file.storageKey ? storage.delete(file.storageKey).catch(() => undefined) : undefined)));
}

/** An item split into its own row (with its id and organization), its control links and its file. */
type Prepared = { record: typeof evidence.$inferInsert & { id: string }; controls: readonly string[]; file?: CheckedUpload };

/** Stores the files of a batch's items and answers their rows; when one put fails, the ones stored are removed. */
async function storeFiles(member: Member, items: readonly Prepared[]): Promise<FileRow[]> {
  const storage = fileStorage();
  const files: FileRow[] = [];
  try {
    for (const { record, file } of items) {
      if (!file) continue;
      const fileId = randomUUID();
      const kept = await storage.put(evidenceStorageKey(member.organizationId, record.id, fileId), file.bytes, file.contentType);
      const { name, contentType } = file;
      files.push({
        id: fileId,
        organizationId: member.organizationId,
        evidenceId: record.id,
        revision: 1,
        name,
        contentType,
        sizeBytes: kept.size,
        sha256: kept.sha256,
        storageKey: kept.key,
        uploadedByName: member.displayName,
        uploadedAt: record.createdAt,
      });
    }
  } catch (error) {
    await removeStored(files);
    throw error;
  }
  return files;
}

/**
 * Records many evidence items (members and admins) with their control links and files. As with an upload, a
 * batch's files are stored before its rows are written and removed again when its transaction fails, so no bytes
 * are left that no row names. Answers the items' ids, in order.
 */
export async function importEvidence(member: Member, items: readonly EvidenceImport[]): Promise<string[]> {
  assertCan(member, 'records.edit');
  for (const item of items) {
    assertExpiryAfterCollection(item.expiresOn ?? null, item.collectedOn);
    assertLibraryControls(item.controls ?? []);
  }
  const organizationId = member.organizationId;
  const ids: string[] = [];
  for (const batch of batchesOf(items)) {
    const prepared = batch.map(({ controls = [], file, ...record }): Prepared => ({
      record: { ...record, id: randomUUID(), organizationId },
      controls,
      file,
    }));
    const files = await storeFiles(member, prepared);
    try {
      await writeBatch(member, prepared.length, { recordType: 'evidence', plural: 'evidence items' }, async (tx) => {
        await tx.insert(evidence).values(prepared.map(({ record }) => record));
        if (files.length > 0) await tx.insert(evidenceFiles).values(files);
        const links = prepared.flatMap(({ record, controls }) =>
          [...new Set(controls)].map((controlId) => ({ organizationId, evidenceId: record.id, controlId, linkedAt: record.createdAt })),
        );
        for (const slice of batchesOf(links)) await tx.insert(evidenceControls).values(slice);
      });
    } catch (error) {
      await removeStored(files);
      throw error;
    }
    ids.push(...prepared.map(({ record }) => record.id));
  }
  return ids;
}

/**
 * Records many policies (members and admins; approved ones and approved versions need an administrator, as an
 * approval does). An approved policy needs its approval time and review due day. Answers the policies' ids.
 */
export async function importPolicies(member: Member, rows: readonly PolicyImport[]): Promise<string[]> {
  assertCan(member, 'records.edit');
  if (rows.some((row) => row.status === 'approved' || (row.approvals?.length ?? 0) > 0)) assertCan(member, 'policies.approve');
  for (const row of rows) {
    if (row.status === 'approved' && (!row.approvedAt || !row.reviewDueOn))
      throw new WorkspaceError('invalid', `The approved policy ${row.name} needs its approval time and review due day.`);
    const labels = (row.approvals ?? []).map((approval) => approval.label);
    if (new Set(labels).size !== labels.length)
      throw new WorkspaceError('invalid', `The policy ${row.name} has two approved versions with one label.`);
  }
  const organizationId = member.organizationId;
  return importInBatches(member, rows, { recordType: 'policy', plural: 'policies' }, async (tx, batch) => {
    const prepared = batch.map(({ approvals = [], ...row }) => ({ row: { ...row, id: randomUUID(), organizationId }, approvals }));
    await tx.insert(policies).values(prepared.map(({ row }) => row));
    const versions = prepared.flatMap(({ row, approvals }) =>
      approvals.map((approval) => ({
        organizationId,
        policyId: row.id,
        ...approval,
        name: row.name,
        description: row.description ?? '',
        body: row.body ?? '',
      })),
    );
    for (const slice of batchesOf(versions)) await tx.insert(policyVersions).values(slice);
    return prepared.map(({ row }) => row.id);
  });
}
