/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { collectionProgress } from '@/lib/domain/evidence-display';
import { seedEvidence } from '@/lib/seed/evidence';
import { listActivity } from '@/lib/workspace/activity';
import { createEvidence, evidenceByFramework, evidenceStats, listEvidence } from '@/lib/workspace/evidence';
import { founder, joinAs, refusal, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('evidence');

const input = { name: 'Firewall export', description: 'Rules of the edge firewall.', framework: 'soc2' as const, type: 'screenshot' as const };
const files = [
  { name: 'rules.png', size: 2048 },
  { name: 'notes.pdf', size: 1 },
];

describe('evidence', () => {
  it('stores an upload as pending review, collected today, with its files, and lists it with an activity row', async () => {
    const admin = await founder('Evidence Admin');
    const created = await createEvidence(admin, input, files, new Date('2026-11-23T09:00:00Z'));
    expect(created).toMatchObject({ ...input, status: 'pending', collectedOn: '2026-11-23', files, version: 1 });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await listEvidence(admin)).toEqual([created]);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({ recordType: 'evidence', action: 'evidence.created', summary: 'Added the evidence Firewall export for review', actorName: admin.displayName });
  });

  it('counts the stat cards and the collection progress from the same rows', async () => {
    const admin = await founder('Counter');
    await createEvidence(admin, input, files);
    await createEvidence(admin, { ...input, name: 'DPA', framework: 'gdpr', type: 'document' }, files);
    const rows = await listEvidence(admin);
    const stats = await evidenceStats(admin);
    expect(stats).toEqual({
      total: rows.length,
      verified: rows.filter((row) => row.status === 'verified').length,
      pending: rows.filter((row) => row.status === 'pending').length,
      failed: rows.filter((row) => row.status === 'failed').length,
    });
    expect(stats).toEqual({ total: 2, verified: 0, pending: 2, failed: 0 });
    expect(await evidenceByFramework(admin)).toEqual([
      { framework: 'gdpr', total: 1, verified: 0 },
      { framework: 'soc2', total: 1, verified: 0 },
    ]);
  });

  it('keeps each organization to its own evidence', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    await createEvidence(first, input, files);
    expect(await listEvidence(second)).toEqual([]);
    expect(await evidenceStats(second)).toEqual({ total: 0, verified: 0, pending: 0, failed: 0 });
    expect(await evidenceByFramework(second)).toEqual([]);
    expect((await listEvidence(first)).map((item) => item.name)).toEqual(['Firewall export']);
  });

  it('lets a viewer read but not upload, and a member upload', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    const refused = await refusal(createEvidence(viewer, input, files));
    expect(refused.kind).toBe('forbidden');
    expect(refused.status).toBe(403);
    expect(await listEvidence(viewer)).toEqual([]);
    await createEvidence(member, input, files);
    expect(await listEvidence(viewer)).toHaveLength(1);
  });

  it('seeds the demo library: 8 items, 4 verified, 2 pending, 2 failed, collected relative to now, newest first', async () => {
    const admin = await founder('Demo');
    const now = new Date('2026-11-23T09:00:00Z');
    await (await getDb()).transaction((tx) => seedEvidence(tx, admin.organizationId, now));
    expect(await evidenceStats(admin)).toEqual({ total: 8, verified: 4, pending: 2, failed: 2 });
    const rows = await listEvidence(admin);
    expect(rows.map((row) => [row.name, row.collectedOn])).toEqual([
      ['Access Control Logs Q4', '2026-11-18'],
      ['Firewall Configuration', '2026-11-16'],
      ['Data Processing Agreement', '2026-11-12'],
      ['Encryption Certificate', '2026-11-10'],
      ['Employee Security Training Records', '2026-11-08'],
      ['Incident Response Policy', '2026-11-05'],
      ['Backup Job Logs', '2026-11-02'],
      ['Consumer Request Log', '2026-10-28'],
    ]);
    expect(rows[0]!.files).toEqual([{ name: 'access-control-q4.pdf', size: 2_400_000 }]);
    expect(collectionProgress(await evidenceByFramework(admin)).map((line) => [line.framework, line.percent])).toEqual([
      ['soc2', 50],
      ['iso27001', 0],
      ['gdpr', 100],
      ['ccpa', 100],
      ['pci', 0],
      ['hipaa', 100],
    ]);
  });
});
