/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { seedControlStates } from '@/lib/seed/control-states';
import { seedFrameworks } from '@/lib/seed/frameworks';
import { listActivity } from '@/lib/workspace/activity';
import { addFrameworks, addFrameworksIn, followsFramework, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { founder, joinAs, refusal, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('frameworks');

describe('organization frameworks', () => {
  it('starts a new organization with none', async () => {
    const admin = await founder('Fresh');
    expect(await listOrganizationFrameworks(admin)).toEqual([]);
    expect(await followsFramework(admin, 'soc2')).toBe(false);
  });

  it('adds frameworks as In Progress at 0%, skipping unknown and followed ones, with one activity row', async () => {
    const admin = await founder('Adder');
    expect(await addFrameworks(admin, ['gdpr', 'soc2', 'nope', 'soc2'])).toEqual(['SOC 2 Type II', 'GDPR']);
    const rows = await listOrganizationFrameworks(admin);
    expect(rows.map((row) => [row.frameworkId, row.status, row.progress])).toEqual([
      ['soc2', 'progress', 0],
      ['gdpr', 'progress', 0],
    ]);
    expect(await followsFramework(admin, 'gdpr')).toBe(true);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({ action: 'framework.added', summary: 'Added SOC 2 Type II and GDPR from Add Framework', actorName: admin.displayName });

    // Adding a followed framework again changes nothing and writes no activity.
    const before = (await listActivity(admin)).total;
    expect(await addFrameworks(admin, ['gdpr'])).toEqual([]);
    expect((await listActivity(admin)).total).toBe(before);
    expect(await listOrganizationFrameworks(admin)).toHaveLength(2);
  });

  it('keeps each organization to its own frameworks', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    await addFrameworks(first, ['hipaa']);
    expect(await listOrganizationFrameworks(second)).toEqual([]);
    expect(await followsFramework(second, 'hipaa')).toBe(false);
    // The second organization may add the same framework: the key is organization and framework.
    expect(await addFrameworks(second, ['hipaa'])).toEqual(['HIPAA']);
    expect((await listActivity(first)).entries.filter((entry) => entry.action === 'framework.added')).toHaveLength(1);
  });

  it('lets a viewer read but not add, and a member add', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    const refused = await refusal(addFrameworks(viewer, ['sox']));
    expect(refused.kind).toBe('forbidden');
    expect(await listOrganizationFrameworks(admin)).toEqual([]);
    expect(await addFrameworks(member, ['sox'])).toEqual(['SOX']);
    expect((await listOrganizationFrameworks(viewer)).map((row) => row.frameworkId)).toEqual(['sox']);
  });

  it('adds inside a caller\'s transaction, telling how', async () => {
    const admin = await founder('Caller');
    const names = await (await getDb()).transaction((tx) => addFrameworksIn(tx, admin, ['pci-dss'], 'from your questionnaire'));
    expect(names).toEqual(['PCI DSS']);
    expect((await listActivity(admin)).entries[0]?.summary).toBe('Added PCI DSS from your questionnaire');
  });

  it('seeds the demo organization\'s seven frameworks in the directory order, with progress from its control states', async () => {
    const admin = await founder('Demo');
    const now = new Date('2026-11-23T09:00:00Z');
    await (await getDb()).transaction(async (tx) => {
      await seedFrameworks(tx, admin.organizationId, now);
      await seedControlStates(tx, admin.organizationId, now);
    });
    const rows = await listOrganizationFrameworks(admin);
    // GLBA and SOX have no requirement list in the library yet, so no progress.
    expect(rows.map((row) => [row.frameworkId, row.status, row.progress])).toEqual([
      ['soc2', 'active', 96],
      ['gdpr', 'active', 92],
      ['pci-dss', 'active', 90],
      ['glba', 'active', null],
      ['ccpa', 'review', 88],
      ['iso27001', 'progress', 68],
      ['sox', 'progress', null],
    ]);
    expect(rows.every((row) => row.updatedAt < now)).toBe(true);
  });
});
