/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { IssueCreate } from '@/lib/schemas/ccpa-issues/records';
import { listActivity } from '@/lib/workspace/activity';
import { createCcpaIssue } from '@/lib/workspace/ccpa-issues';
import { STALE_MESSAGE, WorkspaceError, type Member } from '@/lib/workspace/member';
import { columnsOf, recordedWrite, versionedRecord } from '@/lib/workspace/versioned-write';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('versioned-write');

const input: IssueCreate = {
  title: 'Opt-out link missing',
  description: 'The footer has no opt-out link.',
  priority: 'high',
  category: 'opt-out',
  tags: [],
  assigneeMemberId: null,
  dueDate: '2026-12-15',
};

const issues = versionedRecord(
  ccpaIssues,
  columnsOf(ccpaIssues, { id: ccpaIssues.id, title: ccpaIssues.title, version: ccpaIssues.version }, 'The issue'),
);

/** Renames an issue; a title of 'refuse' is refused by the change itself, after the lookup. */
const renameIssue = issues.write('records.edit', (_member, id: string, version: number, title: string) => ({
  id,
  version,
  change: (current) => {
    if (title === 'refuse') throw new WorkspaceError('invalid', 'Not that title.');
    return { title: `${title} (was ${current.title})` };
  },
  activity: (saved, current) => ({
    action: 'test.renamed',
    recordType: 'ccpa-issue',
    recordId: saved.id,
    summary: `Renamed ${current.title} to ${saved.title}`,
  }),
}));

/** Same, with an activity row that cannot be written: the change must not stay without it. */
const renameWithoutActivity = issues.write('records.edit', (_member, id: string, version: number) => ({
  id,
  version,
  change: () => ({ title: 'Renamed' }),
  activity: () => {
    throw new Error('the activity row could not be written');
  },
}));

async function stored(id: string) {
  const [row] = await (
    await getDb()
  )
    .select({ title: ccpaIssues.title, version: ccpaIssues.version })
    .from(ccpaIssues)
    .where(eq(ccpaIssues.id, id));
  return row;
}

const renames = async (member: Member) => (await listActivity(member)).entries.filter((entry) => entry.action === 'test.renamed');

describe('a versioned write of one record', () => {
  it('changes the record, raises its version by one and writes its activity row', async () => {
    const admin = await founder('Versioned');
    const issue = await createCcpaIssue(admin, input);
    const saved = await renameIssue(admin, issue.id, issue.version, 'Footer link');
    expect(saved).toEqual({ id: issue.id, title: 'Footer link (was Opt-out link missing)', version: issue.version + 1 });
    expect(await stored(issue.id)).toEqual({ title: saved.title, version: issue.version + 1 });
    expect((await renames(admin)).map((entry) => entry.summary)).toEqual([`Renamed Opt-out link missing to ${saved.title}`]);
    expect(renameIssue.permission).toBe('records.edit');
  });

  it("answers not found for another organization's id, an unknown id and a malformed one", async () => {
    const admin = await founder('Owner');
    const issue = await createCcpaIssue(admin, input);
    const stranger = await founder('Stranger');
    for (const id of [issue.id, UNKNOWN_ID, 'not-a-uuid']) {
      const error = await refusal(renameIssue(stranger, id, issue.version, 'Taken'));
      expect([error.kind, error.message]).toEqual(['not-found', 'The issue was not found in your organization. It may have been removed.']);
    }
    expect(await stored(issue.id)).toEqual({ title: input.title, version: issue.version });
    expect(await renames(stranger)).toEqual([]);
  });

  it('refuses a viewer before anything is read or written', async () => {
    const admin = await founder('Roles');
    const issue = await createCcpaIssue(admin, input);
    const viewer = await joinAs(admin, 'viewer');
    const error = await refusal(renameIssue(viewer, issue.id, issue.version, 'Viewer'));
    expect([error.kind, error.message]).toEqual(['forbidden', FORBIDDEN_MESSAGE]);
    expect(await stored(issue.id)).toEqual({ title: input.title, version: issue.version });
    expect(await renames(admin)).toEqual([]);
  });

  it('refuses a stale version as a conflict and changes nothing', async () => {
    const admin = await founder('Stale');
    const issue = await createCcpaIssue(admin, input);
    await renameIssue(admin, issue.id, issue.version, 'First');
    const error = await refusal(renameIssue(admin, issue.id, issue.version, 'Second'));
    expect([error.kind, error.status, error.message]).toEqual(['conflict', 409, STALE_MESSAGE]);
    expect(await stored(issue.id)).toEqual({ title: 'First (was Opt-out link missing)', version: issue.version + 1 });
    expect(await renames(admin)).toHaveLength(1);
  });

  it('lets only one of two writes on the same version through', async () => {
    const admin = await founder('Race');
    const issue = await createCcpaIssue(admin, input);
    const outcomes = await Promise.allSettled([
      renameIssue(admin, issue.id, issue.version, 'One'),
      renameIssue(admin, issue.id, issue.version, 'Two'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ kind: 'conflict', message: STALE_MESSAGE });
    expect((await stored(issue.id))?.version).toBe(issue.version + 1);
    expect(await renames(admin)).toHaveLength(1);
  });

  it('leaves neither the change nor an activity row when the change is refused or the activity row fails', async () => {
    const admin = await founder('Atomic');
    const issue = await createCcpaIssue(admin, input);
    expect((await refusal(renameIssue(admin, issue.id, issue.version, 'refuse'))).message).toBe('Not that title.');
    await expect(renameWithoutActivity(admin, issue.id, issue.version)).rejects.toThrow('the activity row could not be written');
    expect(await stored(issue.id)).toEqual({ title: input.title, version: issue.version });
    expect(await renames(admin)).toEqual([]);
  });
});

describe('a versioned removal of one record', () => {
  /** Removes an issue as read at `version` (administrators); an issue titled 'Kept' is refused by the check. */
  const removeIssue = issues.remove('records.delete', (_member, id: string, version: number) => ({
    id,
    version,
    check: (current) => {
      if (current.title === 'Kept') throw new WorkspaceError('invalid', 'This issue stays.');
    },
    activity: (removed) => ({
      action: 'test.renamed',
      recordType: 'ccpa-issue',
      recordId: removed.id,
      summary: `Removed ${removed.title}`,
    }),
  }));

  it('removes the record as read at its version, with its activity row, and answers it', async () => {
    const admin = await founder('Removal');
    const issue = await createCcpaIssue(admin, input);
    await expect(removeIssue(admin, issue.id, issue.version)).resolves.toEqual({
      id: issue.id,
      title: input.title,
      version: issue.version,
    });
    expect(await stored(issue.id)).toBeUndefined();
    expect((await renames(admin)).map((entry) => entry.summary)).toEqual([`Removed ${input.title}`]);
  });

  it('refuses a member, a stale version, a refused check and another organization, and removes nothing', async () => {
    const admin = await founder('Kept removal');
    const issue = await createCcpaIssue(admin, input);
    const member = await joinAs(admin, 'member');
    expect((await refusal(removeIssue(member, issue.id, issue.version))).kind).toBe('forbidden');
    expect((await refusal(removeIssue(await founder('Other'), issue.id, issue.version))).kind).toBe('not-found');
    await renameIssue(admin, issue.id, issue.version, 'Kept');
    await (await getDb()).update(ccpaIssues).set({ title: 'Kept' }).where(eq(ccpaIssues.id, issue.id));
    expect((await refusal(removeIssue(admin, issue.id, issue.version))).message).toBe(STALE_MESSAGE);
    expect((await refusal(removeIssue(admin, issue.id, issue.version + 1))).message).toBe('This issue stays.');
    expect(await stored(issue.id)).toEqual({ title: 'Kept', version: issue.version + 1 });
    expect((await renames(admin)).filter((entry) => entry.summary.startsWith('Removed'))).toEqual([]);
  });
});

describe('a recorded write', () => {
  /** Stores an issue's title as given; 'fail' fails after the row is written. */
  const retitle = recordedWrite('records.edit', async (tx, member, id: string, title: string) => {
    await tx.update(ccpaIssues).set({ title }).where(eq(ccpaIssues.id, id));
    if (title === 'fail') throw new WorkspaceError('invalid', 'Refused after the update.');
    return {
      record: { title },
      activity: [
        { action: 'test.renamed', recordType: 'ccpa-issue', recordId: id, summary: `Retitled ${title}` },
        { action: 'test.renamed', recordType: 'ccpa-issue', recordId: id, summary: `Again ${title}` },
      ],
    };
  });

  it('writes the work and each activity row in one transaction, or none of them', async () => {
    const admin = await founder('Recorded');
    const issue = await createCcpaIssue(admin, input);
    expect((await refusal(retitle(admin, issue.id, 'fail'))).message).toBe('Refused after the update.');
    expect(await stored(issue.id)).toEqual({ title: input.title, version: issue.version });
    expect(await renames(admin)).toEqual([]);
    await expect(retitle(admin, issue.id, 'Kept')).resolves.toEqual({ title: 'Kept' });
    expect((await renames(admin)).map((entry) => entry.summary).sort()).toEqual(['Again Kept', 'Retitled Kept']);
  });

  it('refuses a viewer and writes nothing', async () => {
    const admin = await founder('Recorded roles');
    const issue = await createCcpaIssue(admin, input);
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(retitle(viewer, issue.id, 'Viewer'))).kind).toBe('forbidden');
    expect(await stored(issue.id)).toEqual({ title: input.title, version: issue.version });
  });
});
