/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, integrationConnections, people } from '@/lib/db/schema';
import { connectIntegration, runChecks, runDueChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { createPerson } from '@/lib/workspace/people';
import { GOOD_TOKEN, startOktaStandIn, type OktaStandIn } from '../../../support/okta-stand-in';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('okta-people');

let okta: OktaStandIn;
beforeAll(async () => {
  okta = await startOktaStandIn();
});
afterAll(() => okta.close());
beforeEach(() => okta.set({ admin: true, rateLimited: false, answers: {} }));

const now = new Date('2026-11-26T08:00:00Z');
const later = new Date('2026-11-27T08:00:00Z');
const pageOne = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'fixtures', 'okta', 'users-active-page-1.json'), 'utf8')) as {
  profile: { login: string };
}[];
/** Only alice is still active: bob and carol are deprovisioned or suspended, so gone from the active list. */
const onlyAlice = { 'users:ACTIVE': { status: 200, body: pageOne.filter((user) => user.profile.login === 'alice@acme.example') } };

const connected = async (name: string): Promise<Member> => {
  const admin = await founder(name);
  await connectIntegration(admin, 'okta', { orgUrl: okta.url, token: GOOD_TOKEN });
  return admin;
};

async function peopleOf(member: Member) {
  const db = await getDb();
  const rows = await db
    .select({
      name: people.name,
      email: people.email,
      department: people.department,
      startDate: people.startDate,
      endDate: people.endDate,
      source: people.source,
      version: people.version,
    })
    .from(people)
    .where(eq(people.organizationId, member.organizationId));
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}

async function syncRows(member: Member) {
  const db = await getDb();
  const rows = await db
    .select({ summary: activity.summary, actorName: activity.actorName })
    .from(activity)
    .where(and(eq(activity.organizationId, member.organizationId), eq(activity.action, 'person.directory-sync')));
  return rows;
}

describe('People filled from Okta by a run', () => {
  it('adds each active user not yet a person, with name, department and the day the account was created', async () => {
    const admin = await connected('Filler');
    await runChecks(admin, 'okta', now);
    const listed = await peopleOf(admin);
    expect(listed.filter((person) => person.source === 'okta')).toEqual([
      expect.objectContaining({
        name: 'Alice Ng',
        email: 'alice@acme.example',
        department: 'Engineering',
        startDate: '2025-02-10',
        endDate: null,
      }),
      expect.objectContaining({
        name: 'Bob Ortiz',
        email: 'bob@acme.example',
        department: 'Sales',
        startDate: '2025-04-01',
        endDate: null,
      }),
      expect.objectContaining({ name: 'Carol Diaz', email: 'carol@acme.example', department: '', startDate: '2026-03-02', endDate: null }),
    ]);
    // Suspended users are not added: they cannot work.
    expect(listed.map((person) => person.email)).not.toContain('dave@acme.example');
    expect(listed.filter((person) => person.source === 'member')).toHaveLength(1);
    expect(await syncRows(admin)).toEqual([{ summary: 'Okta added 3 people', actorName: 'Okta integration' }]);
  });

  it('leaves a person already listed under the email as they are, whatever their source', async () => {
    const admin = await connected('Keeper');
    await createPerson(admin, {
      name: 'Robert O.',
      email: 'bob@acme.example',
      department: 'Finance',
      managerId: null,
      startDate: '2024-01-01',
    });
    await runChecks(admin, 'okta', now);
    const bob = (await peopleOf(admin)).find((person) => person.email === 'bob@acme.example');
    expect(bob).toMatchObject({ name: 'Robert O.', department: 'Finance', source: 'manual', version: 1 });
    expect(await syncRows(admin)).toEqual([expect.objectContaining({ summary: 'Okta added 2 people' })]);
  });

  it('gives departed users an end date, leaves other sources alone, and a second run changes nothing', async () => {
    const admin = await connected('Leaver');
    await createPerson(admin, { name: 'Zed', email: 'zed@acme.example', department: '', managerId: null, startDate: '2024-01-01' });
    await runChecks(admin, 'okta', now);
    okta.set({ answers: onlyAlice });
    await runChecks(admin, 'okta', later);
    const listed = await peopleOf(admin);
    const byEmail = (email: string) => listed.find((person) => person.email === email);
    expect(byEmail('alice@acme.example')).toMatchObject({ endDate: null, version: 1 });
    expect(byEmail('bob@acme.example')).toMatchObject({ endDate: '2026-11-27', version: 2 });
    expect(byEmail('carol@acme.example')).toMatchObject({ endDate: '2026-11-27', version: 2 });
    expect(byEmail('zed@acme.example')).toMatchObject({ endDate: null, source: 'manual', version: 1 });
    expect((await syncRows(admin)).map((row) => row.summary)).toEqual(['Okta added 3 people', 'Okta recorded 2 departures']);

    await runChecks(admin, 'okta', new Date('2026-11-28T08:00:00Z'));
    expect(await peopleOf(admin)).toEqual(listed);
    expect(await syncRows(admin)).toHaveLength(2);
  });

  it('a second run with the same users changes nothing and writes no activity row', async () => {
    const admin = await connected('Repeat');
    await runChecks(admin, 'okta', now);
    const first = await peopleOf(admin);
    await runChecks(admin, 'okta', later);
    expect(await peopleOf(admin)).toEqual(first);
    expect(await syncRows(admin)).toHaveLength(1);
  });

  it('keeps an end date already recorded and adds a returning user only once', async () => {
    const admin = await connected('Returner');
    await runChecks(admin, 'okta', now);
    okta.set({ answers: onlyAlice });
    await runChecks(admin, 'okta', later);
    okta.set({ answers: {} });
    await runChecks(admin, 'okta', new Date('2026-11-28T08:00:00Z'));
    const listed = await peopleOf(admin);
    expect(listed.filter((person) => person.email === 'bob@acme.example')).toEqual([
      expect.objectContaining({ endDate: '2026-11-27', version: 2 }),
    ]);
  });

  it("never touches another organization's people", async () => {
    const other = await connected('Other');
    await runChecks(other, 'okta', now);
    const before = await peopleOf(other);
    const admin = await connected('Mine');
    okta.set({ answers: onlyAlice });
    await runChecks(admin, 'okta', now);
    await runChecks(admin, 'okta', later);
    expect(await peopleOf(other)).toEqual(before);
    expect((await peopleOf(admin)).filter((person) => person.source === 'okta')).toEqual([
      expect.objectContaining({ email: 'alice@acme.example', endDate: null }),
    ]);
  });

  it('changes nothing when Okta refuses the user list: an unread list is not everyone leaving', async () => {
    const admin = await connected('Refused');
    await runChecks(admin, 'okta', now);
    const before = await peopleOf(admin);
    okta.set({ rateLimited: true });
    await runChecks(admin, 'okta', later);
    expect(await peopleOf(admin)).toEqual(before);
    expect(await syncRows(admin)).toHaveLength(1);
  });

  it('the daily run fills People as Run now does', async () => {
    const admin = await connected('Daily');
    const db = await getDb();
    await db
      .update(integrationConnections)
      .set({ checksDueAt: new Date(now.getTime() - 1000) })
      .where(eq(integrationConnections.organizationId, admin.organizationId));
    await runDueChecks(now);
    expect((await peopleOf(admin)).filter((person) => person.source === 'okta')).toHaveLength(3);
  });

  it('a viewer cannot run the checks, so cannot fill People', async () => {
    const admin = await connected('Viewer owner');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(runChecks(viewer, 'okta', now))).kind).toBe('forbidden');
    expect((await peopleOf(admin)).filter((person) => person.source === 'okta')).toHaveLength(0);
  });
});
