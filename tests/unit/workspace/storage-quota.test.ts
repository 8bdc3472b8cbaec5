/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { formatStorage, quotaRefusal, storageUse } from '@/lib/domain/storage-quota';
import { listActivity } from '@/lib/workspace/activity';
import { archiveEvidence, createEvidence, deleteArchivedEvidenceFiles, readEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import { organizationStorage } from '@/lib/workspace/storage-quota';
import { upload, uploads } from './evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('workspace-storage-quota');
// A quota of 1 MB, read on the first use of the environment.
process.env.STORAGE_QUOTA_MB = '1';

const KB = 1024;

/** A PDF of about `size` bytes (the signature check reads its first bytes). */
function pdfOfSize(name: string, size: number): File {
  const head = '%PDF-1.4\n';
  return new File([head, 'x'.repeat(size - head.length)], name, { type: 'application/pdf' });
}

/** Every stored file under the data folder's files/. */
function storedFileCount(): number {
  const folder = join(process.env.DATA_DIR!, 'files');
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

describe('the storage figures', () => {
  it('say what is used of the quota, and how much room an upload that does not fit would have', () => {
    expect(formatStorage(5 * 1024 * 1024 * 1024)).toBe('5 GB');
    expect(formatStorage(1.5 * 1024 * 1024 * 1024)).toBe('1.50 GB');
    expect(formatStorage(600 * KB)).toBe('600.0 KB');
    expect(storageUse(256 * KB, 1024 * KB)).toEqual({
      usedBytes: 256 * KB,
      quotaBytes: 1024 * KB,
      percent: 25,
      summary: '256.0 KB of 1.0 MB used',
    });
    expect(quotaRefusal(100, 900, 1000)).toBeNull();
    expect(quotaRefusal(101, 900, 1000)).toBe(
      'This upload is 101 B, but your organization has 100 B of its 1000 B storage left. An administrator can free room by deleting the files of archived evidence.',
    );
    expect(quotaRefusal(10, 1200, 1000)).toContain('has 0 B of its 1000 B storage left');
  });
});

describe("an organization's storage quota", () => {
  it('refuses an upload past the quota, saying how much room is left, and stores nothing of it', async () => {
    const admin = await founder('Quota');
    await expect(organizationStorage(admin)).resolves.toMatchObject({ usedBytes: 0, summary: '0 B of 1.0 MB used' });
    await createEvidence(admin, { ...upload, name: 'First' }, await uploads(pdfOfSize('first.pdf', 600 * KB)));
    await expect(organizationStorage(admin)).resolves.toMatchObject({ usedBytes: 600 * KB, percent: 59 });
    const before = storedFileCount();
    const refused = await refusal(createEvidence(admin, { ...upload, name: 'Second' }, await uploads(pdfOfSize('second.pdf', 500 * KB))));
    expect(refused.message).toBe(
      'This upload is 500.0 KB, but your organization has 424.0 KB of its 1.0 MB storage left. An administrator can free room by deleting the files of archived evidence.',
    );
    expect(storedFileCount()).toBe(before);
    // Another organization has its own room.
    const other = await founder('Other quota');
    await expect(
      createEvidence(other, { ...upload, name: 'Theirs' }, await uploads(pdfOfSize('theirs.pdf', 500 * KB))),
    ).resolves.toMatchObject({ name: 'Theirs' });
  });

  it('frees room when an admin deletes the files of archived evidence, keeping the item and its history', async () => {
    const admin = await founder('Freeing');
    const member = await joinAs(admin, 'member');
    const created = await createEvidence(admin, { ...upload, name: 'Old export' }, await uploads(pdfOfSize('old.pdf', 700 * KB)));
    const stored = await readEvidence(admin, created.id);
    expect((await refusal(deleteArchivedEvidenceFiles(admin, { id: created.id, version: created.version }))).message).toBe(
      'Only the files of archived evidence can be deleted. Archive it first.',
    );
    const archived = await archiveEvidence(admin, { id: created.id, version: created.version });
    expect((await refusal(deleteArchivedEvidenceFiles(member, { id: created.id, version: archived.version }))).message).toBe(
      FORBIDDEN_MESSAGE,
    );
    expect((await refusal(deleteArchivedEvidenceFiles(admin, { id: created.id, version: created.version }))).message).toBe(STALE_MESSAGE);
    const other = await founder('Stranger');
    expect((await refusal(deleteArchivedEvidenceFiles(other, { id: created.id, version: archived.version }))).kind).toBe('not-found');

    const { record, freedBytes } = await deleteArchivedEvidenceFiles(admin, { id: created.id, version: archived.version });
    expect(freedBytes).toBe(700 * KB);
    expect(record.version).toBe(archived.version + 1);
    await expect(organizationStorage(admin)).resolves.toMatchObject({ usedBytes: 0 });
    const after = await readEvidence(admin, created.id);
    expect(after.files).toEqual([{ ...stored.files[0], stored: false }]);
    expect((await refusal(readEvidenceFile(admin, created.id, stored.files[0]!.id))).kind).toBe('not-found');
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({
      action: 'evidence.files-deleted',
      summary: 'Deleted the stored files of the archived evidence Old export (700.0 KB)',
    });
    expect((await refusal(deleteArchivedEvidenceFiles(admin, { id: created.id, version: record.version }))).message).toBe(
      'This evidence has no stored files left.',
    );
    await expect(
      createEvidence(admin, { ...upload, name: 'Fits now' }, await uploads(pdfOfSize('new.pdf', 900 * KB))),
    ).resolves.toMatchObject({ name: 'Fits now' });
  });
});
