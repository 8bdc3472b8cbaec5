/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { DEPARTURE_BEFORE_START_MESSAGE } from '@/lib/domain/people/rules';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { PersonCreate } from '@/lib/schemas/people/records';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { acceptInvitation, inviteMember, removeMember } from '@/lib/workspace/organization';
import {
  createPerson,
  importPeople,
  listPeople,
  MANAGER_MESSAGE,
  peopleDepartments,
  peopleStats,
  readPerson,
  recordDeparture,
  takenEmailMessage,
  updatePerson,
} from '@/lib/workspace/people';
import { founder, joinAs, person, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-people');

const HEADER = 'name,email,department,manager_email,start_date,end_date';
const today = dayOf(new Date());
let added = 0;

/** A new person's fields, with a unique email. */
function fields(patch: Partial<PersonCreate> = {}): PersonCreate {
  added += 1;
  return {
    name: `Person ${added}`,
    email: `person-${added}@example.com`,
    department: '',
    managerId: null,
    startDate: '2024-01-15',
    ...patch,
  };
}

const everyone = (status = '', q = '', department = '') => ({ q, page: 1, filters: { department, status } });

async function activityOf(member: Member, recordId: string) {
  const db = await getDb();
  return db
    .select({ action: activity.action, summary: activity.summary })
    .from(activity)
    .where(and(eq(activity.organizationId, member.organizationId), eq(activity.recordId, recordId)));
}

describe('members are people', () => {
  it('lists the founder as a member from the day the organization was founded', async () => {
    const admin = await founder('Founding');
    const list = await listPeople(admin);
    expect(list.rows).toEqual([
      expect.objectContaining({
        memberId: admin.id,
        name: admin.displayName,
        email: admin.email,
        startDate: today,
        endDate: null,
        source: 'member',
      }),
    ]);
  });

  it('adds a member who joins by invitation, and keeps them with an end date when removed', async () => {
    const admin = await founder('Inviting');
    const joined = await joinAs(admin, 'member');
    const listed = (await listPeople(admin)).rows.find((row) => row.memberId === joined.id);
    expect(listed).toMatchObject({ email: joined.email, startDate: today, endDate: null, source: 'member' });
    await removeMember(admin, joined.id);
    const after = (await listPeople(admin)).rows.find((row) => row.memberId === joined.id);
    expect(after).toMatchObject({ id: listed!.id, endDate: today });
    expect((await listPeople(admin, everyone('departed'))).rows.map((row) => row.id)).toEqual([listed!.id]);
    const detail = await readPerson(admin, listed!.id);
    expect(detail.login).toEqual({ email: joined.email, role: 'member', removed: true });
  });

  it('links an invited member to the person already listed under their email, and reopens them on return', async () => {
    const admin = await founder('Linking');
    const who = person('Listed');
    const listed = await createPerson(admin, fields({ email: who.email, name: 'Listed by hand' }));
    const joined = await joinAs(admin, 'viewer', who);
    expect((await readPerson(admin, listed.id)).person).toMatchObject({ memberId: joined.id, source: 'manual' });
    await removeMember(admin, joined.id);
    const { token } = await inviteMember(admin, who.email, 'member');
    await acceptInvitation(token, who);
    const back = (await readPerson(admin, listed.id)).person;
    expect(back).toMatchObject({ memberId: joined.id, endDate: null });
    expect((await peopleStats(admin)).total).toBe(2);
  });
});

describe('createPerson and updatePerson', () => {
  it('adds a person with an activity row, and finds them by search, department and status', async () => {
    const admin = await founder('Creating');
    const created = await createPerson(admin, fields({ name: 'Grace Hopper', department: 'Engineering' }));
    expect(created).toMatchObject({ name: 'Grace Hopper', source: 'manual', version: 1, memberId: null });
    expect(await activityOf(admin, created.id)).toEqual([{ action: 'person.created', summary: 'Added Grace Hopper to People' }]);
    expect((await listPeople(admin, everyone('', 'hopper'))).rows.map((row) => row.id)).toEqual([created.id]);
    expect((await listPeople(admin, everyone('', '', 'Engineering'))).rows.map((row) => row.id)).toEqual([created.id]);
    expect((await listPeople(admin, everyone('active'))).total).toBe(2);
    expect((await listPeople(admin, everyone('departed'))).total).toBe(0);
    expect(await peopleDepartments(admin)).toEqual(['Engineering']);
    expect(await peopleStats(admin)).toEqual({ total: 2, active: 2, departed: 0, members: 1 });
  });

  it('refuses an email another person of the organization has, and an unknown manager', async () => {
    const admin = await founder('Unique');
    const first = await createPerson(admin, fields());
    expect((await refusal(createPerson(admin, fields({ email: first.email })))).message).toBe(takenEmailMessage(first.email));
    expect((await refusal(createPerson(admin, fields({ managerId: UNKNOWN_ID })))).message).toBe(MANAGER_MESSAGE);
    const other = await founder('Elsewhere');
    const stranger = await createPerson(other, fields());
    expect((await refusal(createPerson(admin, fields({ managerId: stranger.id })))).message).toBe(MANAGER_MESSAGE);
  });

  it('edits with the version read, names the manager, and refuses a stale version', async () => {
    const admin = await founder('Editing');
    const boss = await createPerson(admin, fields({ name: 'The Boss' }));
    const worker = await createPerson(admin, fields());
    const edited = await updatePerson(admin, { ...fields({ managerId: boss.id, department: 'Sales' }), id: worker.id, version: 1 });
    expect(edited).toMatchObject({ managerId: boss.id, managerName: 'The Boss', department: 'Sales', version: 2 });
    const stale = await refusal(updatePerson(admin, { ...fields(), id: worker.id, version: 1 }));
    expect([stale.status, stale.message]).toEqual([409, STALE_MESSAGE]);
    const self = await refusal(updatePerson(admin, { ...fields({ managerId: worker.id }), id: worker.id, version: 2 }));
    expect(self.message).toBe('A person cannot be their own manager.');
    expect((await activityOf(admin, worker.id)).map((row) => row.action).sort()).toEqual(['person.created', 'person.updated']);
  });
});

describe('recordDeparture', () => {
  it('records the end date on or after the start date, with an activity row', async () => {
    const admin = await founder('Leaving');
    const leaver = await createPerson(admin, fields({ name: 'Leaver', startDate: '2024-01-15' }));
    const early = await refusal(recordDeparture(admin, { id: leaver.id, version: 1, endDate: '2024-01-14' }));
    expect([early.status, early.message]).toEqual([422, `${DEPARTURE_BEFORE_START_MESSAGE} Leaver started on 2024-01-15.`]);
    const left = await recordDeparture(admin, { id: leaver.id, version: 1, endDate: '2024-01-15' });
    expect(left).toMatchObject({ endDate: '2024-01-15', version: 2 });
    expect((await refusal(recordDeparture(admin, { id: leaver.id, version: 1, endDate: '2024-03-01' }))).message).toBe(STALE_MESSAGE);
    expect(await activityOf(admin, leaver.id)).toContainEqual({
      action: 'person.departed',
      summary: 'Recorded that Leaver left on 2024-01-15',
    });
    const later = await refusal(updatePerson(admin, { ...fields({ startDate: '2024-02-01' }), id: leaver.id, version: 2 }));
    expect(later.message).toContain(DEPARTURE_BEFORE_START_MESSAGE);
  });
});

describe('importPeople', () => {
  it('adds the good lines in one go, with managers from the file or the organization, and one activity row', async () => {
    const admin = await founder('Importing');
    const csv = [
      HEADER,
      'Ann,ann@example.com,Engineering,,2023-05-01,',
      `Ben,ben@example.com,Engineering,ann@example.com,2023-06-01,`,
      `Cat,cat@example.com,Sales,${admin.email},2022-01-01,2024-12-31`,
    ].join('\n');
    expect(await importPeople(admin, csv)).toEqual({ added: 3, refused: [] });
    const rows = (await listPeople(admin)).rows;
    expect(rows.find((row) => row.email === 'ben@example.com')).toMatchObject({ managerName: 'Ann', source: 'csv' });
    expect(rows.find((row) => row.email === 'cat@example.com')).toMatchObject({ managerName: admin.displayName, endDate: '2024-12-31' });
    const db = await getDb();
    const imported = await db
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.organizationId, admin.organizationId), eq(activity.action, 'person.imported')));
    expect(imported).toEqual([{ summary: 'Imported 3 people from a CSV file' }]);
  });

  it('refuses bad lines, duplicates in the file and people already listed, with their line numbers', async () => {
    const admin = await founder('Refusing');
    const csv = [
      HEADER,
      'Good,good@example.com,,,2024-01-01,',
      'No email,,,,2024-01-01,',
      'Again,GOOD@example.com,,,2024-01-01,',
      `Founder again,${admin.email},,,2024-01-01,`,
      'Orphan,orphan@example.com,,nobody@example.com,2024-01-01,',
      'Under orphan,under@example.com,,orphan@example.com,2024-01-01,',
    ].join('\n');
    expect(await importPeople(admin, csv)).toEqual({
      added: 1,
      refused: [
        { line: 3, reason: 'Enter the email address.' },
        { line: 4, reason: 'The email good@example.com is already on line 2.' },
        { line: 5, reason: takenEmailMessage(admin.email) },
        { line: 6, reason: "No person with the manager's email nobody@example.com is in your organization or this file." },
        { line: 7, reason: "No person with the manager's email orphan@example.com is in your organization or this file." },
      ],
    });
    expect((await listPeople(admin)).total).toBe(2);
    const again = await importPeople(admin, [HEADER, 'Good,good@example.com,,,2024-01-01,'].join('\n'));
    expect(again).toEqual({ added: 0, refused: [{ line: 2, reason: takenEmailMessage('good@example.com') }] });
  });

  it('refuses a file without the header, and writes nothing', async () => {
    const admin = await founder('Headerless');
    const refused = await refusal(importPeople(admin, 'Ann,ann@example.com,,,2023-05-01,'));
    expect(refused.status).toBe(422);
    expect(refused.message).toContain('The first line must be the header');
    expect((await listPeople(admin)).total).toBe(1);
  });

  it('imports 5,000 people in one file', async () => {
    const admin = await founder('Large');
    const lines = Array.from(
      { length: 5000 },
      (_, index) => `P${index},p${index}@large.example.com,Ops,${index > 0 ? 'p0@large.example.com' : ''},2024-01-01,`,
    );
    expect(await importPeople(admin, [HEADER, ...lines].join('\n'))).toEqual({ added: 5000, refused: [] });
    expect((await peopleStats(admin)).total).toBe(5001);
    const page = await listPeople(admin, { ...everyone(), page: 3 });
    expect([page.page, page.rows.length, page.pageCount]).toEqual([3, 20, 251]);
  }, 60_000);
});

describe('permissions and organizations', () => {
  it('lets a viewer read and refuses their writes', async () => {
    const admin = await founder('Guarded');
    const viewer = await joinAs(admin, 'viewer');
    const listed = await createPerson(admin, fields());
    expect((await listPeople(viewer)).total).toBe(3);
    expect((await readPerson(viewer, listed.id)).person.id).toBe(listed.id);
    for (const write of [
      createPerson(viewer, fields()),
      updatePerson(viewer, { ...fields(), id: listed.id, version: 1 }),
      recordDeparture(viewer, { id: listed.id, version: 1, endDate: today }),
      importPeople(viewer, `${HEADER}\nA,a-viewer@example.com,,,2024-01-01,`),
    ]) {
      const refused = await refusal(write);
      expect([refused.status, refused.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    }
    const member = await joinAs(admin, 'member');
    expect(await recordDeparture(member, { id: listed.id, version: 1, endDate: today })).toMatchObject({ endDate: today });
  });

  it("does not find another organization's people", async () => {
    const admin = await founder('Ours');
    const other = await founder('Theirs');
    const theirs = await createPerson(other, fields());
    for (const call of [
      readPerson(admin, theirs.id),
      readPerson(admin, 'not-a-uuid'),
      updatePerson(admin, { ...fields(), id: theirs.id, version: 1 }),
      recordDeparture(admin, { id: theirs.id, version: 1, endDate: today }),
    ]) {
      expect((await refusal(call)).status).toBe(404);
    }
    expect((await listPeople(admin)).rows.map((row) => row.id)).not.toContain(theirs.id);
    const db = await getDb();
    const [row] = await db.select({ version: people.version }).from(people).where(eq(people.id, theirs.id));
    expect(row?.version).toBe(1);
  });
});
