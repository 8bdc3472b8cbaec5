/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { seedEvidence } from '@/lib/seed/evidence';
import { listActivity } from '@/lib/workspace/activity';
import {
  archiveEvidence,
  createEvidence,
  evidenceStats,
  listEvidence,
  readEvidence,
  readEvidenceFile,
  verifyEvidence,
  type EvidenceListQuery,
} from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { upload, uploads, pdfFile, sha256 } from './fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('evidence');

const query = (patch: Partial<EvidenceListQuery['filters']> & { q?: string; page?: number } = {}): EvidenceListQuery => {
  const { q = '', page = 1, ...filters } = patch;
  return { q, page, filters: { framework: '', type: '', status: '', ...filters } };
};

const names = async (member: Member, patch: Parameters<typeof query>[0] = {}) =>
  (await listEvidence(member, query(patch))).rows.map((row) => row.name);

describe('evidence list', () => {
  it('lists an upload as pending review, collected today, with its current file, and writes an activity row', async () => {
    const admin = await founder('Evidence Admin');
    const created = await createEvidence(admin, upload, await uploads(pdfFile('rules.pdf')), new Date('2026-11-23T09:00:00Z'));
    expect(created).toMatchObject({
      name: 'Firewall export',
      status: 'pending',
      collectedOn: '2026-11-23',
      failureReason: '',
      expiresOn: null,
      archivedAt: null,
      version: 1,
    });
    const page = await listEvidence(admin, query());
    expect(page).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(page.rows[0]).toMatchObject({
      id: created.id,
      name: 'Firewall export',
      dateCollected: '2026-11-23',
      status: 'pending',
      expired: false,
      archived: false,
      version: 1,
    });
    expect(page.rows[0]!.files).toEqual([{ id: expect.any(String), name: 'rules.pdf', size: expect.any(Number) }]);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({
      recordType: 'evidence',
      action: 'evidence.created',
      summary: 'Added the evidence Firewall export for review',
      actorName: admin.displayName,
    });
  });

  it('searches name and description by every word, and filters framework, type and status in SQL', async () => {
    const admin = await founder('Filterer');
    const files = await uploads(pdfFile('a.pdf'));
    await createEvidence(
      admin,
      { ...upload, name: 'Firewall rules', description: 'Edge 100% export', framework: 'soc2', type: 'screenshot' },
      files,
    );
    await createEvidence(
      admin,
      { ...upload, name: 'DPA signed', description: 'Payment processor agreement', framework: 'gdpr', type: 'document' },
      files,
    );
    const log = await createEvidence(
      admin,
      { ...upload, name: 'Backup logs', description: 'Nightly firewall backups', framework: 'iso27001', type: 'system-log' },
      files,
    );
    await verifyEvidence(admin, { id: log.id, version: log.version });

    expect((await names(admin, { q: 'firewall' })).sort()).toEqual(['Backup logs', 'Firewall rules']);
    expect(await names(admin, { q: 'FIREWALL nightly' })).toEqual(['Backup logs']);
    expect(await names(admin, { q: 'payment agreement' })).toEqual(['DPA signed']);
    // % is matched literally, not as a wildcard.
    expect(await names(admin, { q: '100%' })).toEqual(['Firewall rules']);
    expect(await names(admin, { q: '%' })).toEqual(['Firewall rules']);
    expect(await names(admin, { framework: 'gdpr' })).toEqual(['DPA signed']);
    expect(await names(admin, { type: 'system-log' })).toEqual(['Backup logs']);
    expect(await names(admin, { status: 'verified' })).toEqual(['Backup logs']);
    expect((await names(admin, { status: 'pending' })).sort()).toEqual(['DPA signed', 'Firewall rules']);
    expect(await names(admin, { status: 'failed' })).toEqual([]);
    expect(await names(admin, { framework: 'soc2', type: 'document' })).toEqual([]);
  });

  it('pages in SQL, newest collected first, and clamps a page past the end to the last one', async () => {
    const admin = await founder('Pager');
    const files = await uploads(pdfFile('a.pdf'));
    const start = Date.parse('2026-01-01T09:00:00Z');
    for (let day = 0; day < PAGE_SIZE + 5; day++)
      await createEvidence(admin, { ...upload, name: `Item ${day}` }, files, new Date(start + day * 86_400_000));
    const first = await listEvidence(admin, query());
    expect(first).toMatchObject({ total: PAGE_SIZE + 5, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]!.name).toBe(`Item ${PAGE_SIZE + 4}`);
    const second = await listEvidence(admin, query({ page: 2 }));
    expect(second.rows.map((row) => row.name)).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
    expect(await listEvidence(admin, query({ page: 9 }))).toMatchObject({ page: 2, rows: second.rows });
    const filtered = await listEvidence(admin, query({ q: 'Item 1' }));
    expect(filtered.total).toBe(filtered.rows.length);
  });

  it('keeps archived items out of the default list, the stat cards and the progress, and lists them under archived', async () => {
    const admin = await founder('Archiver');
    const files = await uploads(pdfFile('a.pdf'));
    const kept = await createEvidence(admin, { ...upload, name: 'Kept' }, files);
    const old = await createEvidence(admin, { ...upload, name: 'Old', framework: 'gdpr' }, files);
    await archiveEvidence(admin, { id: old.id, version: old.version });
    expect(await names(admin)).toEqual(['Kept']);
    expect(await names(admin, { status: 'archived' })).toEqual(['Old']);
    expect((await listEvidence(admin, query({ status: 'archived' }))).rows[0]!.archived).toBe(true);
    expect(await names(admin, { status: 'pending' })).toEqual(['Kept']);
    expect(await evidenceStats(admin)).toEqual({ total: 1, verified: 0, pending: 1, failed: 0, archived: 1 });
    expect(kept.id).not.toBe(old.id);
  });

  it('counts the stat cards from the same rows as the list', async () => {
    const admin = await founder('Counter');
    const files = await uploads(pdfFile('a.pdf'));
    const first = await createEvidence(admin, upload, files);
    await createEvidence(admin, { ...upload, name: 'DPA', framework: 'gdpr', type: 'document' }, files);
    await verifyEvidence(admin, { id: first.id, version: first.version });
    const rows = (await listEvidence(admin, query())).rows;
    const stats = await evidenceStats(admin);
    expect(stats).toEqual({
      total: rows.length,
      verified: rows.filter((row) => row.status === 'verified').length,
      pending: rows.filter((row) => row.status === 'pending').length,
      failed: rows.filter((row) => row.status === 'failed').length,
      archived: 0,
    });
    expect(stats).toEqual({ total: 2, verified: 1, pending: 1, failed: 0, archived: 0 });
  });

  it('keeps each organization to its own evidence: lists, stats, the view and the files', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    const created = await createEvidence(first, upload, await uploads(pdfFile('a.pdf')));
    expect((await listEvidence(second, query())).rows).toEqual([]);
    expect(await evidenceStats(second)).toEqual({ total: 0, verified: 0, pending: 0, failed: 0, archived: 0 });
    expect((await refusal(readEvidence(second, created.id))).status).toBe(404);
    const fileId = (await readEvidence(first, created.id)).files[0]!.id;
    expect((await refusal(readEvidenceFile(second, created.id, fileId))).kind).toBe('not-found');
    expect((await refusal(readEvidence(first, 'not-a-uuid'))).kind).toBe('not-found');
  });

  it('lets a viewer read and download but not upload', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const files = await uploads(pdfFile('a.pdf'));
    const refused = await refusal(createEvidence(viewer, upload, files));
    expect(refused).toMatchObject({ kind: 'forbidden', status: 403 });
    expect((await listEvidence(viewer, query())).total).toBe(0);
    const created = await createEvidence(admin, upload, files);
    const detail = await readEvidence(viewer, created.id);
    const file = await readEvidenceFile(viewer, created.id, detail.files[0]!.id);
    expect(sha256(file.bytes)).toBe(detail.files[0]!.sha256);
  });

  it('seeds the demo library: 8 items, 4 verified, 2 pending, 2 failed, each with a real file that downloads', async () => {
    const admin = await founder('Demo');
    const now = new Date('2026-11-23T09:00:00Z');
    await (await getDb()).transaction((tx) => seedEvidence(tx, admin.organizationId, now));
    expect(await evidenceStats(admin)).toEqual({ total: 8, verified: 4, pending: 2, failed: 2, archived: 0 });
    const rows = (await listEvidence(admin, query())).rows;
    expect(rows.map((row) => [row.name, row.dateCollected])).toEqual([
      ['Access Control Logs Q4', '2026-11-18'],
      ['Firewall Configuration', '2026-11-16'],
      ['Data Processing Agreement', '2026-11-12'],
      ['Encryption Certificate', '2026-11-10'],
      ['Employee Security Training Records', '2026-11-08'],
      ['Incident Response Policy', '2026-11-05'],
      ['Backup Job Logs', '2026-11-02'],
      ['Consumer Request Log', '2026-10-28'],
    ]);
    for (const row of rows) {
      expect(row.files).toHaveLength(1);
      const detail = await readEvidence(admin, row.id);
      expect(detail.controls.length).toBeGreaterThan(0);
      const file = await readEvidenceFile(admin, row.id, row.files[0]!.id);
      expect(sha256(file.bytes)).toBe(detail.files[0]!.sha256);
      expect(file.bytes.byteLength).toBe(detail.files[0]!.sizeBytes);
      const head = new TextDecoder().decode(file.bytes.subarray(0, 5));
      if (file.contentType === 'application/pdf') expect(head).toBe('%PDF-');
      else expect(file.contentType).toBe('image/png');
    }
    const failed = await readEvidence(admin, rows.find((row) => row.name === 'Encryption Certificate')!.id);
    expect(failed.record.failureReason).not.toBe('');
  });

  it('flags an item past its expiry day as expired, on the list and on the view', async () => {
    const admin = await founder('Expiry');
    const files = await uploads(pdfFile('a.pdf'));
    const created = await createEvidence(admin, { ...upload, expiresOn: '2026-12-31' }, files, new Date('2026-11-23T09:00:00Z'));
    expect((await listEvidence(admin, query(), '2026-12-31')).rows[0]!.expired).toBe(false);
    expect((await listEvidence(admin, query(), '2027-01-01')).rows[0]).toMatchObject({ expired: true, expiresOn: '2026-12-31' });
    expect((await readEvidence(admin, created.id, '2027-01-01')).expired).toBe(true);
    expect((await readEvidence(admin, created.id, '2026-12-01')).expired).toBe(false);
    // An expiry before the collection day is refused.
    expect(
      (await refusal(createEvidence(admin, { ...upload, expiresOn: '2026-11-22' }, files, new Date('2026-11-23T09:00:00Z')))).kind,
    ).toBe('invalid');
  });
});
