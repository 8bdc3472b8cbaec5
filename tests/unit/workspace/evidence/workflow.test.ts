/** @jest-environment node */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import { getDb } from '@/lib/db/client';
import { evidenceFiles } from '@/lib/db/schema';
import { NOT_KEPT_MESSAGE } from '@/lib/domain/evidence/files';
import { recordHistory } from '@/lib/workspace/activity';
import {
  archiveEvidence,
  countingEvidenceByControl,
  createEvidence,
  editEvidence,
  failEvidence,
  linkEvidenceControl,
  readEvidence,
  readEvidenceFile,
  restoreEvidence,
  reviseEvidence,
  unlinkEvidenceControl,
  verifyEvidence,
} from '@/lib/workspace/evidence';
import { readFrameworkDetail } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { fileStorage } from '@/lib/storage';
import { pdfFile, pngFile, sha256, upload, uploads } from './fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('evidence-workflow');

let admin: Member;
let member: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Reviewer');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
});

async function newItem(name = 'Firewall export', text = 'first') {
  return createEvidence(member, { ...upload, name }, await uploads(pdfFile('export.pdf', text)));
}

describe('evidence files', () => {
  it('stores the bytes under the organization and item, with a size and SHA-256 that match, and downloads them', async () => {
    const bytes = '%PDF-1.4\n% quarterly export\n%%EOF\n';
    const created = await createEvidence(member, upload, await uploads(new File([bytes], 'q4.pdf'), pngFile('rules.png')));
    const { files } = await readEvidence(member, created.id);
    expect(files.map((file) => [file.revision, file.name, file.contentType, file.stored])).toEqual([
      [1, 'q4.pdf', 'application/pdf', true],
      [1, 'rules.png', 'image/png', true],
    ]);
    const pdf = files[0]!;
    expect(pdf).toMatchObject({ sizeBytes: bytes.length, sha256: sha256(bytes), uploadedByName: member.displayName });
    const db = await getDb();
    const [row] = await db.select({ key: evidenceFiles.storageKey }).from(evidenceFiles).where(eq(evidenceFiles.id, pdf.id));
    expect(row!.key).toBe(`organizations/${member.organizationId}/evidence/${created.id}/${pdf.id}`);
    expect(existsSync(join(process.env.DATA_DIR!, 'files', row!.key!))).toBe(true);
    const download = await readEvidenceFile(viewer, created.id, pdf.id);
    expect(download).toMatchObject({ name: 'q4.pdf', contentType: 'application/pdf' });
    expect(sha256(download.bytes)).toBe(sha256(bytes));
  });

  it('answers not found for a file of another item, an unknown id, and a file recorded before contents were kept', async () => {
    const one = await newItem('One');
    const two = await newItem('Two');
    const fileOfTwo = (await readEvidence(member, two.id)).files[0]!.id;
    expect((await refusal(readEvidenceFile(member, one.id, fileOfTwo))).kind).toBe('not-found');
    expect((await refusal(readEvidenceFile(member, one.id, UNKNOWN_ID))).kind).toBe('not-found');
    expect((await refusal(readEvidenceFile(member, one.id, '../../etc/passwd'))).kind).toBe('not-found');
    const db = await getDb();
    const [old] = await db
      .insert(evidenceFiles)
      .values({
        organizationId: admin.organizationId,
        evidenceId: one.id,
        revision: 1,
        name: 'legacy.pdf',
        contentType: 'application/octet-stream',
        sizeBytes: 10,
        uploadedByName: 'Unknown',
      })
      .returning({ id: evidenceFiles.id });
    const refused = await refusal(readEvidenceFile(member, one.id, old!.id));
    expect(refused).toMatchObject({ kind: 'not-found', message: NOT_KEPT_MESSAGE });
    expect((await readEvidence(member, one.id)).files.find((file) => file.id === old!.id)!.stored).toBe(false);
  });

  it('leaves no bytes behind when the rows cannot be written', async () => {
    const storage = fileStorage();
    const put = jest.spyOn(storage, 'put');
    const removed = jest.spyOn(storage, 'delete');
    // The transaction fails after the bytes were stored: they are removed again.
    const failing = jest.spyOn(await getDb(), 'transaction').mockRejectedValueOnce(new Error('database gone'));
    await expect(createEvidence(member, upload, await uploads(pdfFile('b.pdf')))).rejects.toThrow('database gone');
    failing.mockRestore();
    expect(put).toHaveBeenCalledTimes(1);
    const key = put.mock.calls[0]![0];
    expect(removed).toHaveBeenCalledWith(key);
    expect(await storage.get(key)).toBeNull();
    put.mockRestore();
    removed.mockRestore();
  });
});

describe('evidence review', () => {
  it('verifies a pending item, with an activity row in its history', async () => {
    const item = await newItem('To verify');
    const saved = await verifyEvidence(admin, { id: item.id, version: item.version });
    expect(saved).toMatchObject({ status: 'verified', version: item.version + 1 });
    expect((await recordHistory(admin, item.id))[0]).toMatchObject({
      action: 'evidence.verified',
      recordType: 'evidence',
      summary: 'Verified the evidence To verify',
    });
    // Only a pending item is reviewed.
    expect((await refusal(verifyEvidence(admin, { id: item.id, version: saved.version }))).kind).toBe('invalid');
  });

  it('fails a pending item with its reason kept; a blank reason is refused', async () => {
    const item = await newItem('To fail');
    expect((await refusal(failEvidence(member, { id: item.id, version: item.version, reason: '   ' }))).kind).toBe('invalid');
    const saved = await failEvidence(member, { id: item.id, version: item.version, reason: 'The export is cut off at page 3.' });
    expect(saved).toMatchObject({ status: 'failed', failureReason: 'The export is cut off at page 3.' });
    expect((await recordHistory(admin, item.id))[0]!.summary).toBe('Failed the evidence To fail: The export is cut off at page 3.');
  });

  it('retries a failed item with new files as revision 2: back to pending, reason cleared, revision 1 kept', async () => {
    const item = await newItem('To retry', 'revision one');
    const failed = await failEvidence(admin, { id: item.id, version: item.version, reason: 'Unreadable.' });
    const { record, revision } = await reviseEvidence(
      member,
      'retry',
      { id: item.id, version: failed.version },
      await uploads(pdfFile('export-v2.pdf', 'revision two')),
    );
    expect(revision).toBe(2);
    expect(record).toMatchObject({ status: 'pending', failureReason: '', version: failed.version + 1 });
    const { files } = await readEvidence(member, item.id);
    expect(files.map((file) => [file.revision, file.name])).toEqual([
      [2, 'export-v2.pdf'],
      [1, 'export.pdf'],
    ]);
    for (const file of files) expect(sha256((await readEvidenceFile(member, item.id, file.id)).bytes)).toBe(file.sha256);
    expect((await recordHistory(admin, item.id))[0]!.action).toBe('evidence.retried');
    // Retry is only for an item that failed verification.
    expect(
      (await refusal(reviseEvidence(member, 'retry', { id: item.id, version: record.version }, await uploads(pdfFile('x.pdf'))))).kind,
    ).toBe('invalid');
  });

  it('replaces the files of a verified item: next revision, pending again', async () => {
    const item = await newItem('To replace');
    const verified = await verifyEvidence(admin, { id: item.id, version: item.version });
    const { record, revision } = await reviseEvidence(
      member,
      'replace',
      { id: item.id, version: verified.version },
      await uploads(pngFile('new.png')),
    );
    expect(revision).toBe(2);
    expect(record.status).toBe('pending');
    expect((await readEvidence(member, item.id)).files.map((file) => file.revision)).toEqual([2, 1]);
  });

  it('edits the name, description, type, framework and expiry day', async () => {
    const item = await newItem('To edit');
    const saved = await editEvidence(member, {
      id: item.id,
      version: item.version,
      name: 'Edited',
      description: 'New text',
      type: 'document',
      framework: 'gdpr',
      expiresOn: '2099-01-01',
    });
    expect(saved).toMatchObject({
      name: 'Edited',
      description: 'New text',
      type: 'document',
      framework: 'gdpr',
      expiresOn: '2099-01-01',
      status: 'pending',
    });
    expect((await recordHistory(admin, item.id))[0]!.summary).toBe('Edited the evidence Edited');
    const cleared = await editEvidence(member, {
      id: item.id,
      version: saved.version,
      name: 'Edited',
      description: '',
      type: 'document',
      framework: 'gdpr',
      expiresOn: null,
    });
    expect(cleared.expiresOn).toBeNull();
  });

  it('archives an item (read-only until restored) and restores it', async () => {
    const item = await newItem('To archive');
    const archived = await archiveEvidence(member, { id: item.id, version: item.version });
    expect(archived.archivedAt).toBeInstanceOf(Date);
    expect((await refusal(verifyEvidence(admin, { id: item.id, version: archived.version }))).kind).toBe('invalid');
    const restored = await restoreEvidence(member, { id: item.id, version: archived.version });
    expect(restored).toMatchObject({ archivedAt: null, status: 'pending' });
    expect((await recordHistory(admin, item.id)).map((entry) => entry.action).slice(0, 2)).toEqual([
      'evidence.restored',
      'evidence.archived',
    ]);
  });

  it('refuses a stale version for every change and changes nothing', async () => {
    const item = await newItem('Stale');
    const stale = { id: item.id, version: item.version };
    await editEvidence(member, { ...stale, name: 'Changed first', description: '', type: 'document', framework: 'soc2', expiresOn: null });
    const before = await readEvidence(member, item.id);
    const attempts = [
      verifyEvidence(admin, stale),
      failEvidence(admin, { ...stale, reason: 'No.' }),
      editEvidence(member, { ...stale, name: 'Second', description: '', type: 'document', framework: 'soc2', expiresOn: null }),
      archiveEvidence(member, stale),
      reviseEvidence(member, 'replace', stale, await uploads(pdfFile('late.pdf'))),
      linkEvidenceControl(member, { ...stale, controlId: 'AC-03' }),
    ];
    for (const attempt of attempts) expect(await refusal(attempt)).toMatchObject({ kind: 'conflict', status: 409, message: STALE_MESSAGE });
    expect(await readEvidence(member, item.id)).toEqual(before);
  });

  it('refuses every change to a viewer, and changes nothing', async () => {
    const item = await newItem('Viewer proof');
    const target = { id: item.id, version: item.version };
    const attempts = [
      createEvidence(viewer, upload, await uploads(pdfFile('v.pdf'))),
      verifyEvidence(viewer, target),
      failEvidence(viewer, { ...target, reason: 'No.' }),
      editEvidence(viewer, { ...target, name: 'V', description: '', type: 'document', framework: 'soc2', expiresOn: null }),
      archiveEvidence(viewer, target),
      restoreEvidence(viewer, target),
      reviseEvidence(viewer, 'replace', target, await uploads(pdfFile('v.pdf'))),
      reviseEvidence(viewer, 'retry', target, await uploads(pdfFile('v.pdf'))),
      linkEvidenceControl(viewer, { ...target, controlId: 'AC-03' }),
      unlinkEvidenceControl(viewer, { ...target, controlId: 'AC-03' }),
    ];
    for (const attempt of attempts) expect(await refusal(attempt)).toMatchObject({ kind: 'forbidden', status: 403 });
    expect((await readEvidence(viewer, item.id)).record).toEqual(item);
  });

  it('refuses a change to another organization’s item as not found', async () => {
    const item = await newItem('Mine');
    const stranger = await founder('Stranger');
    expect((await refusal(verifyEvidence(stranger, { id: item.id, version: item.version }))).kind).toBe('not-found');
    expect((await refusal(archiveEvidence(stranger, { id: 'nope', version: 1 }))).kind).toBe('not-found');
  });
});

describe('evidence and controls', () => {
  it('links and unlinks a control of the library; an unknown control or a second link is refused', async () => {
    const item = await newItem('Linked');
    const linked = await linkEvidenceControl(member, { id: item.id, version: item.version, controlId: 'AC-03' });
    expect((await readEvidence(member, item.id)).controls).toEqual([{ id: 'AC-03', name: 'Periodic access reviews' }]);
    expect((await recordHistory(admin, item.id))[0]!.summary).toBe(
      'Linked the evidence Linked to the control AC-03 Periodic access reviews',
    );
    expect((await refusal(linkEvidenceControl(member, { id: item.id, version: linked.version, controlId: 'AC-03' }))).kind).toBe('invalid');
    expect((await refusal(linkEvidenceControl(member, { id: item.id, version: linked.version, controlId: 'XX-99' }))).message).toBe(
      'Choose a control of the library.',
    );
    const unlinked = await unlinkEvidenceControl(member, { id: item.id, version: linked.version, controlId: 'AC-03' });
    expect((await readEvidence(member, item.id)).controls).toEqual([]);
    expect((await refusal(unlinkEvidenceControl(member, { id: item.id, version: unlinked.version, controlId: 'AC-03' }))).kind).toBe(
      'not-found',
    );
  });

  it('counts for its controls only when verified, not archived and not expired', async () => {
    const owner = await founder('Counting');
    const files = await uploads(pdfFile('c.pdf'));
    const item = await createEvidence(owner, { ...upload, expiresOn: '2026-12-31' }, files, new Date('2026-11-01T09:00:00Z'));
    let version = (await linkEvidenceControl(owner, { id: item.id, version: item.version, controlId: 'NET-01' })).version;
    expect(await countingEvidenceByControl(owner, '2026-11-02')).toEqual({});
    version = (await verifyEvidence(owner, { id: item.id, version })).version;
    expect(await countingEvidenceByControl(owner, '2026-12-31')).toEqual({ 'NET-01': 1 });

    expect(await countingEvidenceByControl(owner, '2027-01-01')).toEqual({});
    await archiveEvidence(owner, { id: item.id, version });
    expect(await countingEvidenceByControl(owner, '2026-11-02')).toEqual({});
    expect(await countingEvidenceByControl(admin, '2026-11-02')).not.toHaveProperty('NET-01');
  });

  it('gives the framework detail the count of each control’s evidence that counts', async () => {
    const owner = await founder('Detail Counts');
    const files = await uploads(pdfFile('d.pdf'));
    for (const name of ['One', 'Two']) {
      const item = await createEvidence(owner, { ...upload, name }, files);
      const linked = await linkEvidenceControl(owner, { id: item.id, version: item.version, controlId: 'NET-01' });
      await verifyEvidence(owner, { id: item.id, version: linked.version });
    }
    const pending = await createEvidence(owner, { ...upload, name: 'Pending' }, files);
    await linkEvidenceControl(owner, { id: pending.id, version: pending.version, controlId: 'BCP-04' });
    expect((await readFrameworkDetail(owner, 'soc2')).evidenceCounts).toEqual({ 'NET-01': 2 });
  });
});
