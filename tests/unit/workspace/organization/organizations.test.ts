/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, members, organizations } from '@/lib/db/schema';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import { STALE_MESSAGE, WorkspaceError } from '@/lib/workspace/member';
import {
  currentMembership,
  NO_ORGANIZATION_MESSAGE,
  organizationOf,
  renameOrganization,
  startOrganization,
} from '@/lib/workspace/organization';
import { removeMember } from '@/lib/workspace/organization';
import { founder, joinAs, person, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-organizations');

describe('WorkspaceError', () => {
  it('answers the HTTP status of each kind', () => {
    expect(new WorkspaceError('forbidden', 'x').status).toBe(403);
    expect(new WorkspaceError('not-found', 'x').status).toBe(404);
    expect(new WorkspaceError('conflict', 'x').status).toBe(409);
    expect(new WorkspaceError('invalid', 'x').status).toBe(422);
    expect(new WorkspaceError('invalid', 'x')).toBeInstanceOf(Error);
  });
});

describe('startOrganization', () => {
  it('makes the founder the admin of a new organization, which becomes their current membership', async () => {
    const ada = person('Ada');
    const member = await startOrganization('Engines Ltd', ada);
    expect(member).toMatchObject({
      organizationName: 'Engines Ltd',
      subject: ada.subject,
      email: ada.email,
      displayName: ada.displayName,
      role: 'admin',
    });
    await expect(currentMembership(ada.subject)).resolves.toEqual(member);
    await expect(organizationOf(member)).resolves.toMatchObject({ id: member.organizationId, name: 'Engines Ltd', version: 1 });
  });

  it('creates one organization when called twice at once for the same person', async () => {
    const grace = person('Grace');
    const [first, second] = await Promise.all([startOrganization('First', grace), startOrganization('Second', grace)]);
    expect(second.organizationId).toBe(first.organizationId);
    expect(second.id).toBe(first.id);

    const db = await getDb();
    const rows = await db.select().from(members).where(eq(members.subject, grace.subject));
    expect(rows).toHaveLength(1);
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, first.organizationId));
    expect(['First', 'Second']).toContain(organization?.name);
  });

  it('answers the existing membership instead of creating a second organization', async () => {
    const alan = person('Alan');
    const first = await startOrganization('Bletchley', alan);
    await expect(startOrganization('Another', alan)).resolves.toEqual(first);
  });

  it('refuses a removed person instead of giving them a new organization', async () => {
    const admin = await founder('Admin');
    const removed = person('Removed');
    const joined = await joinAs(admin, 'member', removed);
    await removeMember(admin, joined.id);

    const db = await getDb();
    const organizationsBefore = await db.select({ id: organizations.id }).from(organizations);
    const error = await refusal(startOrganization('Fresh start', removed));
    expect(error.kind).toBe('forbidden');
    expect(error.status).toBe(403);
    expect(error.message).toBe(NO_ORGANIZATION_MESSAGE);
    expect(await db.select({ id: organizations.id }).from(organizations)).toHaveLength(organizationsBefore.length);
    await expect(currentMembership(removed.subject)).resolves.toBeNull();
  });
});

describe('renameOrganization', () => {
  it('renames with the version read and raises the version', async () => {
    const admin = await founder('Renamer', 'Old name');
    const before = await organizationOf(admin);
    const renamed = await renameOrganization(admin, 'New name', before.version);
    expect(renamed).toMatchObject({ id: admin.organizationId, name: 'New name', version: before.version + 1 });
    await expect(organizationOf(admin)).resolves.toMatchObject({ name: 'New name', version: before.version + 1 });
    await expect(currentMembership(admin.subject)).resolves.toMatchObject({ organizationName: 'New name' });
  });

  it('refuses a stale version and keeps the other rename', async () => {
    const admin = await founder('Stale', 'Original');
    const { version } = await organizationOf(admin);
    await renameOrganization(admin, 'Renamed by someone else', version);

    const error = await refusal(renameOrganization(admin, 'Late rename', version));
    expect(error.kind).toBe('conflict');
    expect(error.status).toBe(409);
    expect(error.message).toBe(STALE_MESSAGE);
    await expect(organizationOf(admin)).resolves.toMatchObject({ name: 'Renamed by someone else', version: version + 1 });
  });

  it.each(['member', 'viewer'] as const)('refuses a %s (forbidden) and leaves the name unchanged', async (role) => {
    const admin = await founder('Owner', 'Kept name');
    const other = await joinAs(admin, role);
    const { version } = await organizationOf(admin);

    const error = await refusal(renameOrganization(other, 'Hijacked', version));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe(FORBIDDEN_MESSAGE);
    await expect(organizationOf(admin)).resolves.toMatchObject({ name: 'Kept name', version });
  });

  it('renames only the caller’s own organization', async () => {
    const first = await founder('First admin', 'First org');
    const second = await founder('Second admin', 'Second org');
    await renameOrganization(first, 'First renamed', 1);
    await expect(organizationOf(second)).resolves.toMatchObject({ name: 'Second org', version: 1 });
  });
});

describe('activity', () => {
  it('writes a row per change, lists them newest first with paging and a total', async () => {
    const admin = await founder('Logger', 'Log org');
    for (const [index, name] of ['One', 'Two', 'Three', 'Four'].entries()) await renameOrganization(admin, name, index + 1);

    const all = await listActivity(admin, 1, 50);
    expect(all.total).toBe(5);
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'organization.renamed',
      'organization.renamed',
      'organization.renamed',
      'organization.renamed',
      'organization.created',
    ]);
    expect(all.entries.map((entry) => entry.summary)).toEqual([
      'Renamed the organization to Four',
      'Renamed the organization to Three',
      'Renamed the organization to Two',
      'Renamed the organization to One',
      'Created the organization Log org',
    ]);
    expect(all.entries.every((entry) => entry.actorName === admin.displayName && entry.recordType === 'organization')).toBe(true);
    const times = all.entries.map((entry) => entry.at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page1 = await listActivity(admin, 1, 2);
    const page2 = await listActivity(admin, 2, 2);
    const page3 = await listActivity(admin, 3, 2);
    expect(page1.total).toBe(5);
    expect(page3.total).toBe(5);
    expect(page1.entries.map((entry) => entry.id)).toEqual(all.entries.slice(0, 2).map((entry) => entry.id));
    expect(page2.entries.map((entry) => entry.id)).toEqual(all.entries.slice(2, 4).map((entry) => entry.id));
    expect(page3.entries.map((entry) => entry.id)).toEqual(all.entries.slice(4).map((entry) => entry.id));
    await expect(listActivity(admin, 4, 2)).resolves.toEqual({ entries: [], total: 5 });
    // A page below 1 is the first page.
    expect((await listActivity(admin, 0, 2)).entries.map((entry) => entry.id)).toEqual(page1.entries.map((entry) => entry.id));
  });

  it('records the actor’s subject and keeps each organization’s log to itself', async () => {
    const first = await founder('Actor', 'Actor org');
    const second = await founder('Bystander', 'Bystander org');
    await renameOrganization(first, 'Actor org renamed', 1);

    const db = await getDb();
    const rows = await db.select().from(activity).where(eq(activity.organizationId, first.organizationId));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.actorSubject === first.subject && row.recordId === first.organizationId)).toBe(true);

    const log = await listActivity(second, 1, 50);
    expect(log.total).toBe(1);
    expect(log.entries).toEqual([expect.objectContaining({ action: 'organization.created', actorName: second.displayName })]);
  });

  it('writes no activity for a refused change', async () => {
    const admin = await founder('Quiet', 'Quiet org');
    await refusal(renameOrganization(admin, 'Nope', 99));
    await expect(listActivity(admin, 1, 50)).resolves.toMatchObject({ total: 1 });
  });
});
