/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { GET as lookUpInvitation } from '@/app/api/invitations/[token]/route';
import { getDb } from '@/lib/db/client';
import { activity, policyAcceptances, trainingCompletions } from '@/lib/db/schema';
import { trainingLessons } from '@/lib/catalog/training';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { checklistStanding, ENDED_LABEL } from '@/lib/domain/checklists/rules';
import { linkProblemMessages } from '@/lib/domain/policies/acceptance';
import {
  ONBOARDING_ENDED_MESSAGE,
  openChecklistSteps,
  personChecklists,
  startChecklist,
  tickChecklistStep,
} from '@/lib/workspace/checklists';
import type { Member } from '@/lib/workspace/member';
import { mailTaskLetters } from '@/lib/workspace/notifications';
import { invitationMessages, inviteMember, pendingInvitation } from '@/lib/workspace/organization';
import { createPerson, listPeople, recordDeparture } from '@/lib/workspace/people';
import { acceptPolicy, acceptThroughLink, createAcceptanceLinks, LEFT_MESSAGE, viewAcceptanceLink } from '@/lib/workspace/policies';
import { collectTasks, personTasks } from '@/lib/workspace/tasks';
import { LEFT_TRAINING_MESSAGE, ownTraining, submitQuiz } from '@/lib/workspace/training';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';
import { approvedPolicy } from '../policies/fixtures';
import { readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('departures');
// The outbox prints each letter: kept quiet.
jest.spyOn(console, 'log').mockImplementation(() => undefined);

const now = new Date();
const TODAY = dayOf(now);
const TOMORROW = addDays(TODAY, 1);
const dayAfterTomorrowNoon = new Date(`${addDays(TODAY, 2)}T12:00:00Z`);
const ORIGIN = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0' };

let admin: Member;
let added = 0;

beforeAll(async () => {
  admin = await founder('Departures Admin', 'Departures Org');
});

/** A person without a login who started today: their onboarding starts, and the admin sees it through. */
async function newcomer(email = `newcomer-${++added}@example.com`) {
  return createPerson(admin, { name: `Newcomer ${added}`, email, department: '', managerId: null, startDate: TODAY });
}

async function leave(person: { id: string; version: number }, endDate = TODAY) {
  return recordDeparture(admin, { id: person.id, version: person.version, endDate });
}

const linkFor = async (policyId: string, personId: string) =>
  (await createAcceptanceLinks(admin, policyId)).find((link) => link.personId === personId)!;

async function acceptancesOf(personId: string) {
  const db = await getDb();
  return db.select().from(policyAcceptances).where(eq(policyAcceptances.personId, personId));
}

async function acceptedHistory(policyId: string) {
  const db = await getDb();
  return db
    .select({ summary: activity.summary })
    .from(activity)
    .where(and(eq(activity.recordId, policyId), eq(activity.action, 'policy.accepted')));
}

const taskTitles = async (member: Member, today = TODAY) => (await collectTasks(member, today)).map((task) => task.title);

describe('acceptance links after a departure', () => {
  it('refuses a link mailed before the person left, records nothing and leaves no history entry', async () => {
    const policy = await approvedPolicy(admin);
    const person = await newcomer();
    const link = await linkFor(policy.id, person.id);
    const left = await leave(person);
    expect(left.endDate).toBe(TODAY);

    expect(await viewAcceptanceLink(link.token)).toEqual({ state: 'ended', message: linkProblemMessages.ended });
    const refused = await refusal(acceptThroughLink(link.token, policy.id, ORIGIN));
    expect(refused).toMatchObject({ status: 422, message: linkProblemMessages.ended });
    expect(await acceptancesOf(person.id)).toEqual([]);
    expect(await acceptedHistory(policy.id)).toEqual([]);
  });

  it('says the link has ended from the end date of a departure recorded ahead, and works until then', async () => {
    const policy = await approvedPolicy(admin);
    const leaving = await newcomer();
    const staying = await newcomer();
    const before = await linkFor(policy.id, staying.id);
    const leavingLink = await linkFor(policy.id, leaving.id);
    await leave(leaving, TOMORROW);

    expect(await viewAcceptanceLink(leavingLink.token)).toMatchObject({ state: 'ready' });
    expect(await viewAcceptanceLink(leavingLink.token, dayAfterTomorrowNoon)).toEqual({
      state: 'ended',
      message: linkProblemMessages.ended,
    });
    const refused = await refusal(acceptThroughLink(leavingLink.token, policy.id, ORIGIN, dayAfterTomorrowNoon));
    expect(refused.message).toBe(linkProblemMessages.ended);
    expect(refused.message).toMatch(/^This link has ended/);
    expect(await acceptancesOf(leaving.id)).toEqual([]);
    expect(await acceptedHistory(policy.id)).toEqual([]);

    // Someone still employed accepts through their own link the same day.
    await acceptThroughLink(before.token, policy.id, ORIGIN, dayAfterTomorrowNoon);
    expect(await acceptancesOf(staying.id)).toHaveLength(1);
  });

  it('says why in the departure history: the links and the onboarding it ended', async () => {
    const policy = await approvedPolicy(admin);
    const person = await newcomer();
    await linkFor(policy.id, person.id);
    await leave(person);
    const db = await getDb();
    const [row] = await db
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.recordId, person.id), eq(activity.action, 'person.departed')));
    expect(row?.summary).toBe(`Recorded that ${person.name} left on ${TODAY}; ended 1 acceptance link and the open onboarding`);
  });
});

describe('a departed member signed in', () => {
  it('can neither accept a policy nor take a quiz, and has no training, tasks or task letters any more', async () => {
    const policy = await approvedPolicy(admin);
    const member = await joinAs(admin, 'member');
    const [own] = (await listPeople(admin, { q: member.email, page: 1, filters: { department: '', status: '' } })).rows;
    expect(await taskTitles(member)).toContain('Complete your security awareness training');
    await leave(own!);

    const accepting = await refusal(acceptPolicy(member, policy.id, ORIGIN));
    expect(accepting).toMatchObject({ status: 403, message: LEFT_MESSAGE });
    expect(await acceptancesOf(own!.id)).toEqual([]);
    const lesson = trainingLessons[0]!;
    const quiz = await refusal(submitQuiz(member, lesson.id, {}));
    expect(quiz).toMatchObject({ status: 403, message: LEFT_TRAINING_MESSAGE });
    const db = await getDb();
    expect(await db.select().from(trainingCompletions).where(eq(trainingCompletions.personId, own!.id))).toEqual([]);
    expect(await ownTraining(member)).toBeNull();
    expect(await collectTasks(member, TODAY)).toEqual([]);
    expect(await personTasks(admin, own!.id, TODAY)).toEqual([]);

    rmSync(join(process.env.DATA_DIR!, 'outbox'), { recursive: true, force: true });
    await mailTaskLetters(now);
    const outbox = join(process.env.DATA_DIR!, 'outbox');
    const letters = readdirSync(outbox).map((name) => readOutboxLetter(join(outbox, name)));
    expect(letters.filter((letter) => letter.startsWith(`To: ${admin.email}\n`)).length).toBeGreaterThan(0);
    expect(letters.filter((letter) => letter.startsWith(`To: ${member.email}\n`))).toEqual([]);
  });
});

describe('the pending invitation of a person who leaves', () => {
  it('is withdrawn with the departure, and its link answers 409 with why', async () => {
    const email = `invited-${++added}@example.com`;
    const { token } = await inviteMember(admin, email, 'member');
    const person = await newcomer(email);
    expect(await pendingInvitation(token)).toMatchObject({ email, state: 'pending' });
    await leave(person, TOMORROW);

    const refused = await refusal(pendingInvitation(token));
    expect(refused).toMatchObject({ status: 409, message: invitationMessages.revoked });
    const response = await lookUpInvitation(new Request(`http://localhost/api/invitations/${token}`), {
      params: Promise.resolve({ token }),
    });
    expect(response.status).toBe(409);
  });
});

describe('the open onboarding of a person who leaves', () => {
  it('is closed at once, its ticked steps kept, and reads as closed, not met', async () => {
    const person = await newcomer();
    const started = (await personChecklists(admin, person.id)).onboarding!;
    const ticked = await tickChecklistStep(admin, { id: started.id, version: started.version, step: 0, done: true });
    await leave(person);

    const closed = (await personChecklists(admin, person.id)).onboarding!;
    expect(closed.finishedAt).not.toBeNull();
    expect(closed.evidenceId).toBeNull();
    expect(closed.steps[0]!.doneAt).toEqual(ticked.steps[0]!.doneAt);
    expect(checklistStanding(closed, new Date()).label).toBe(ENDED_LABEL);
    const tick = await refusal(tickChecklistStep(admin, { id: closed.id, version: closed.version, step: 1, done: true }));
    expect(tick).toMatchObject({ status: 422, message: ONBOARDING_ENDED_MESSAGE });
    const restart = await refusal(startChecklist(admin, { personId: person.id, kind: 'onboarding' }));
    expect(restart.message).toContain('has left');
    const kinds = (await openChecklistSteps(admin, TODAY)).filter((step) => step.personId === person.id).map((step) => step.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['offboarding']));
  });

  it('leaves My tasks and the task letters, where only the offboarding stays', async () => {
    const person = await newcomer();
    const other = await newcomer();
    expect(await taskTitles(admin)).toEqual(expect.arrayContaining([`Onboard ${person.name}`, `Onboard ${other.name}`]));
    await leave(person);

    const titles = await taskTitles(admin);
    expect(titles).not.toContain(`Onboard ${person.name}`);
    expect(titles).toEqual(expect.arrayContaining([`Offboard ${person.name}`, `Onboard ${other.name}`]));

    rmSync(join(process.env.DATA_DIR!, 'outbox'), { recursive: true, force: true });
    await mailTaskLetters(now);
    const outbox = join(process.env.DATA_DIR!, 'outbox');
    const toAdmin = readdirSync(outbox)
      .map((name) => readOutboxLetter(join(outbox, name)))
      .filter((letter) => letter.startsWith(`To: ${admin.email}\n`))
      .join('\n');
    expect(toAdmin).toContain(`Onboard ${other.name}`);
    expect(toAdmin).not.toContain(`Onboard ${person.name}`);
  });

  it('of a departure recorded ahead stays a task until the end date, and is over from it', async () => {
    const person = await newcomer();
    await leave(person, TOMORROW);
    expect(await taskTitles(admin, TODAY)).toContain(`Onboard ${person.name}`);
    const checklist = (await personChecklists(admin, person.id)).onboarding!;
    expect(checklist.finishedAt).toBeNull();

    const later = await taskTitles(admin, addDays(TODAY, 2));
    expect(later).not.toContain(`Onboard ${person.name}`);
    expect(later).toContain(`Offboard ${person.name}`);
    const tick = await refusal(
      tickChecklistStep(admin, { id: checklist.id, version: checklist.version, step: 0, done: true }, dayAfterTomorrowNoon),
    );
    expect(tick.message).toBe(ONBOARDING_ENDED_MESSAGE);
  });
});
