/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ccpaIssues, organizations } from '@/lib/db/schema';
import type { IssueCreate } from '@/lib/schemas/ccpa-issues/records';
import { createCcpaIssue } from '@/lib/workspace/ccpa-issues';
import { keptRead } from '@/lib/workspace/read-cache';
import { founder, joinAs, refusal, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('read-cache');

const issue: IssueCreate = {
  title: 'Opt-out link missing',
  description: 'The footer has none.',
  priority: 'high',
  category: 'opt-out',
  tags: [],
  assigneeMemberId: null,
  dueDate: '2026-12-15',
};

async function revisionOf(organizationId: string): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ revision: organizations.recordsRevision })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row!.revision;
}

/** A read that counts how often it really ran. */
function counted() {
  let runs = 0;
  return { read: async () => (runs += 1), runs: () => runs };
}

describe('the records revision', () => {
  it('rises once per committed transaction that changed records, however many rows it wrote', async () => {
    const admin = await founder('Revised');
    const db = await getDb();
    const before = await revisionOf(admin.organizationId);
    await createCcpaIssue(admin, issue);
    // The issue and its activity row, in one transaction: one step.
    expect(await revisionOf(admin.organizationId)).toBe(before + 1);
    await db.transaction(async (tx) => {
      for (let n = 1; n <= 3; n += 1) {
        await tx.insert(ccpaIssues).values({
          organizationId: admin.organizationId,
          reference: `CCPA-2025-00${n}`,
          title: `Old ${n}`,
          description: '.',
          priority: 'low',
          category: 'consent',
          tags: [],
          dueOn: '2025-01-01',
          status: 'open',
        });
      }
      await tx.update(ccpaIssues).set({ priority: 'medium' }).where(eq(ccpaIssues.organizationId, admin.organizationId));
    });
    expect(await revisionOf(admin.organizationId)).toBe(before + 2);
    await db.delete(ccpaIssues).where(eq(ccpaIssues.reference, 'CCPA-2025-001'));
    expect(await revisionOf(admin.organizationId)).toBe(before + 3);
  });

  it('stays where it was when the transaction rolls back, and moves only for the organization changed', async () => {
    const [changed, other] = [await founder('Changed'), await founder('Other')];
    const before = [await revisionOf(changed.organizationId), await revisionOf(other.organizationId)];
    await expect(
      (await getDb()).transaction(async (tx) => {
        await tx.insert(ccpaIssues).values({
          organizationId: changed.organizationId,
          reference: 'CCPA-2026-900',
          title: 'Gone',
          description: '.',
          priority: 'low',
          category: 'consent',
          tags: [],
          dueOn: '2026-01-01',
          status: 'open',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await revisionOf(changed.organizationId)).toBe(before[0]);
    await createCcpaIssue(changed, issue);
    expect([await revisionOf(changed.organizationId), await revisionOf(other.organizationId)]).toEqual([before[0]! + 1, before[1]]);
  });
});

describe('keptRead', () => {
  it('reads once while nothing changes, and again after a change of the organization, never of another', async () => {
    const [admin, neighbour] = [await founder('Kept'), await founder('Neighbour')];
    const { read, runs } = counted();
    expect(await keptRead(admin, ['figures'], read)).toBe(1);
    expect(await keptRead(admin, ['figures'], read)).toBe(1);
    await createCcpaIssue(neighbour, issue);
    expect(await keptRead(admin, ['figures'], read)).toBe(1);
    await createCcpaIssue(admin, issue);
    expect(await keptRead(admin, ['figures'], read)).toBe(2);
    expect(runs()).toBe(2);
  });

  it('keeps reads apart by organization and by key, and shares one read between calls at the same moment', async () => {
    const [admin, other] = [await founder('Apart'), await founder('Elsewhere')];
    const { read, runs } = counted();
    const values = await Promise.all([
      keptRead(admin, ['a', { page: 1 }], read),
      keptRead(admin, ['a', { page: 1 }], read),
      keptRead(admin, ['a', { page: 2 }], read),
      keptRead(other, ['a', { page: 1 }], read),
    ]);
    expect(values).toEqual([1, 1, 2, 3]);
    expect(runs()).toBe(3);
  });

  it("gives a viewer the organization's kept read, and keeps no failed read", async () => {
    const admin = await founder('Shared');
    const viewer = await joinAs(admin, 'viewer');
    const { read, runs } = counted();
    await keptRead(admin, ['shared'], read);
    expect(await keptRead(viewer, ['shared'], read)).toBe(1);
    // Another member joining changes the organization's records: read again.
    await joinAs(admin, 'member');
    expect(await keptRead(viewer, ['shared'], read)).toBe(2);
    let failures = 0;
    const failing = () => Promise.reject(new Error(`failure ${(failures += 1)}`));
    await expect(keptRead(admin, ['failing'], failing)).rejects.toThrow('failure 1');
    await expect(keptRead(admin, ['failing'], failing)).rejects.toThrow('failure 2');
    expect(runs()).toBe(2);
  });

  it('refuses a member without the right to view, kept or not', async () => {
    const admin = await founder('Rights');
    await keptRead(admin, ['rights'], async () => 'figures');
    const outsider = { ...admin, role: 'none' as never };
    expect((await refusal(keptRead(outsider, ['rights'], async () => 'figures'))).kind).toBe('forbidden');
  });

  it('is raised by a direct SQL change too, so nothing that writes records can leave a kept read behind', async () => {
    const admin = await founder('Direct');
    await createCcpaIssue(admin, issue);
    const { read } = counted();
    await keptRead(admin, ['direct'], read);
    await (await getDb()).execute(sql`update ccpa_issues set title = 'Renamed' where organization_id = ${admin.organizationId}`);
    expect(await keptRead(admin, ['direct'], read)).toBe(2);
  });
});
