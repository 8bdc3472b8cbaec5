/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, checklists, evidence, evidenceControls, integrationConnections } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { Checklist } from '@/lib/schemas/checklists/records';
import type { PersonCreate } from '@/lib/schemas/people/records';
import {
  checklistTemplatesOf,
  FINISHED_MESSAGE,
  NO_END_DATE_MESSAGE,
  NO_STEP_MESSAGE,
  openChecklistSteps,
  personChecklists,
  saveChecklistTemplate,
  startChecklist,
  tickChecklistStep,
} from '@/lib/workspace/checklists';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { removeMember } from '@/lib/workspace/organization';
import { createPerson, importPeople, recordDeparture } from '@/lib/workspace/people';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-checklists');

const today = dayOf(new Date());
let added = 0;

function fields(patch: Partial<PersonCreate> = {}): PersonCreate {
  added += 1;
  return {
    name: `Leaver ${added}`,
    email: `leaver-${added}@example.com`,
    department: '',
    managerId: null,
    startDate: '2024-01-15',
    ...patch,
  };
}

async function current(member: Member, personId: string) {
  return personChecklists(member, personId);
}

/** Ticks every open step, one after another, at `now`; answers the last answer. */
async function tickAll(member: Member, checklist: Checklist, now: Date): Promise<Checklist> {
  let latest = checklist;
  for (let step = 0; step < checklist.steps.length; step += 1) {
    latest = await tickChecklistStep(member, { id: latest.id, version: latest.version, step, done: true }, now);
  }
  return latest;
}

async function controlsOf(evidenceId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ controlId: evidenceControls.controlId })
    .from(evidenceControls)
    .where(eq(evidenceControls.evidenceId, evidenceId));
  return rows.map((row) => row.controlId).sort();
}

describe('templates', () => {
  let admin: Member;
  let editor: Member;
  let viewer: Member;
  beforeAll(async () => {
    admin = await founder('Templates');
    editor = await joinAs(admin, 'member');
    viewer = await joinAs(admin, 'viewer');
  });

  it('answers the defaults, with the connected integrations as offboarding systems', async () => {
    const db = await getDb();
    await db.insert(integrationConnections).values([
      {
        organizationId: admin.organizationId,
        provider: 'okta',
        baseUrl: 'https://x.okta.com',
        account: 'x',
        sealedCredentials: 'sealed',
        connectedBy: 'A',
      },
      {
        organizationId: admin.organizationId,
        provider: 'github',
        baseUrl: 'https://api.github.com',
        account: 'x',
        sealedCredentials: 'sealed',
        connectedBy: 'A',
      },
    ]);
    const templates = await checklistTemplatesOf(viewer);
    expect(templates.onboarding).toMatchObject({
      stored: false,
      version: 0,
      steps: ['Background check', 'NDA or confidentiality agreement signed', 'Device encrypted', 'Accounts created'],
    });
    expect(templates.offboarding).toEqual({
      kind: 'offboarding',
      stored: false,
      version: 0,
      deadlineHours: 24,
      steps: ['Access removed: GitHub', 'Access removed: Okta', 'Access removed: Email and SSO', 'Device returned'],
    });
  });

  it('lets an admin store a template, then refuses the stale version', async () => {
    const saved = await saveChecklistTemplate(admin, {
      kind: 'offboarding',
      steps: ['Access removed: Slack', 'Laptop returned'],
      deadlineHours: 8,
      version: 0,
    });
    expect(saved).toMatchObject({ stored: true, version: 1, deadlineHours: 8, steps: ['Access removed: Slack', 'Laptop returned'] });
    expect((await refusal(saveChecklistTemplate(admin, { kind: 'offboarding', steps: ['A'], deadlineHours: 8, version: 0 }))).message).toBe(
      STALE_MESSAGE,
    );
    const again = await saveChecklistTemplate(admin, {
      kind: 'offboarding',
      steps: ['Access removed: Slack'],
      deadlineHours: 12,
      version: 1,
    });
    expect(again).toMatchObject({ version: 2, deadlineHours: 12 });
    expect((await checklistTemplatesOf(editor)).offboarding.steps).toEqual(['Access removed: Slack']);
    const db = await getDb();
    const rows = await db
      .select()
      .from(activity)
      .where(and(eq(activity.organizationId, admin.organizationId), eq(activity.action, 'checklist-template.updated')));
    expect(rows).toHaveLength(2);
  });

  it('refuses members and viewers, and a template out of bounds', async () => {
    for (const who of [editor, viewer]) {
      expect((await refusal(saveChecklistTemplate(who, { kind: 'onboarding', steps: ['A'], deadlineHours: 24, version: 0 }))).message).toBe(
        FORBIDDEN_MESSAGE,
      );
    }
    const tooMany = await refusal(
      saveChecklistTemplate(admin, { kind: 'onboarding', steps: Array.from({ length: 31 }, () => 'A'), deadlineHours: 24, version: 0 }),
    );
    expect(tooMany).toMatchObject({ kind: 'invalid', message: 'A checklist can have at most 30 steps.' });
    expect((await refusal(saveChecklistTemplate(admin, { kind: 'onboarding', steps: ['A'], deadlineHours: 721, version: 0 }))).kind).toBe(
      'invalid',
    );
  });

  it('keeps a started checklist as it was copied when the template changes', async () => {
    const person = await createPerson(admin, fields({ startDate: today }));
    const before = (await current(admin, person.id)).onboarding!;
    const template = (await checklistTemplatesOf(admin)).onboarding;
    await saveChecklistTemplate(admin, { kind: 'onboarding', steps: ['Only step'], deadlineHours: 24, version: template.version });
    expect((await current(admin, person.id)).onboarding!.steps.map((step) => step.title)).toEqual(before.steps.map((step) => step.title));
    const next = await createPerson(admin, fields({ startDate: today }));
    expect((await current(admin, next.id)).onboarding!.steps.map((step) => step.title)).toEqual(['Only step']);
  });
});

describe('starting checklists', () => {
  let admin: Member;
  let viewer: Member;
  let other: Member;
  beforeAll(async () => {
    admin = await founder('Starter');
    viewer = await joinAs(admin, 'viewer');
    other = await founder('Elsewhere');
  });

  it('starts onboarding when a person is added by hand, due seven days after the start date', async () => {
    const person = await createPerson(admin, fields({ startDate: '2027-02-02' }));
    const { onboarding, offboarding } = await current(admin, person.id);
    expect(offboarding).toBeNull();
    expect(onboarding).toMatchObject({ kind: 'onboarding', finishedAt: null, evidenceId: null, version: 1 });
    expect(onboarding!.dueAt.toISOString()).toBe('2027-02-09T00:00:00.000Z');
    expect(onboarding!.steps.every((step) => step.doneAt === null && step.doneByName === null)).toBe(true);
  });

  it('starts onboarding for the people of a CSV import who are joining, not for those long employed or gone', async () => {
    const csv = [
      'name,email,department,manager_email,start_date,end_date',
      `New Hire,new-hire@example.com,,,${today},`,
      'Veteran,veteran@example.com,,,2020-01-10,',
      'Gone,gone@example.com,,,2020-01-10,2021-01-10',
    ].join('\n');
    await importPeople(admin, csv);
    const db = await getDb();
    const rows = await db
      .select({ personId: checklists.personId })
      .from(checklists)
      .where(eq(checklists.organizationId, admin.organizationId));
    const steps = await openChecklistSteps(admin, today);
    expect(steps.filter((step) => step.personName === 'New Hire')).toHaveLength(4);
    expect(steps.some((step) => step.personName === 'Gone' || step.personName === 'Veteran')).toBe(false);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('starts onboarding when a member joins by invitation', async () => {
    const joined = await joinAs(admin, 'member');
    const steps = await openChecklistSteps(admin, today);
    expect(steps.filter((step) => step.personName === joined.displayName && step.kind === 'onboarding')).toHaveLength(4);
  });

  it('starts offboarding when a departure is recorded, due the deadline after the end of the last day', async () => {
    const person = await createPerson(admin, fields());
    await recordDeparture(admin, { id: person.id, version: person.version, endDate: '2026-03-10' });
    const offboarding = (await current(admin, person.id)).offboarding!;
    expect(offboarding.dueAt.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(offboarding.steps.map((step) => step.title)).toEqual(['Access removed: Email and SSO', 'Device returned']);
    const db = await getDb();
    const started = await db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, person.id), eq(activity.action, 'checklist.started')));
    // The addition's and the departure's own activity rows record the starts.
    expect(started).toEqual([]);
  });

  it('starts offboarding when a member is removed', async () => {
    const leaving = await joinAs(admin, 'member');
    await removeMember(admin, leaving.id);
    const steps = await openChecklistSteps(admin, today);
    expect(steps.filter((step) => step.personName === leaving.displayName && step.kind === 'offboarding')).toHaveLength(2);
  });

  it('starts a checklist by hand for people who predate checklists, once', async () => {
    // Started long ago: adding them started no onboarding.
    const person = await createPerson(admin, fields());
    const db = await getDb();
    expect(await current(admin, person.id)).toEqual({ onboarding: null, offboarding: null });
    const started = await startChecklist(admin, { personId: person.id, kind: 'onboarding' });
    expect(started.kind).toBe('onboarding');
    const [row] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, person.id), eq(activity.action, 'checklist.started')));
    expect(row?.summary).toBe(`Started the onboarding checklist of ${person.name}`);
    expect((await refusal(startChecklist(admin, { personId: person.id, kind: 'onboarding' }))).kind).toBe('conflict');
    expect((await refusal(startChecklist(admin, { personId: person.id, kind: 'offboarding' }))).message).toBe(NO_END_DATE_MESSAGE);
  });

  it("refuses a viewer, and does not find another organization's person", async () => {
    const person = await createPerson(admin, fields());
    expect((await refusal(startChecklist(viewer, { personId: person.id, kind: 'onboarding' }))).message).toBe(FORBIDDEN_MESSAGE);
    expect((await refusal(startChecklist(other, { personId: person.id, kind: 'onboarding' }))).kind).toBe('not-found');
    expect((await refusal(startChecklist(admin, { personId: UNKNOWN_ID, kind: 'onboarding' }))).kind).toBe('not-found');
    expect(await current(other, person.id)).toEqual({ onboarding: null, offboarding: null });
    expect((await openChecklistSteps(other, today)).some((step) => step.personId === person.id)).toBe(false);
  });
});

describe('ticking steps', () => {
  let admin: Member;
  let editor: Member;
  let viewer: Member;
  let other: Member;
  beforeAll(async () => {
    admin = await founder('Ticker');
    editor = await joinAs(admin, 'member');
    viewer = await joinAs(admin, 'viewer');
    other = await founder('Stranger');
  });

  async function leaver(endDate: string) {
    const person = await createPerson(admin, fields());
    await recordDeparture(admin, { id: person.id, version: person.version, endDate });
    return { person, offboarding: (await current(admin, person.id)).offboarding! };
  }

  it('ticks and unticks a step with who and when, refusing a stale version', async () => {
    const { offboarding } = await leaver('2026-03-10');
    const now = new Date('2026-03-11T10:00:00Z');
    const ticked = await tickChecklistStep(editor, { id: offboarding.id, version: offboarding.version, step: 0, done: true }, now);
    expect(ticked.steps[0]).toEqual({ title: 'Access removed: Email and SSO', doneAt: now, doneByName: editor.displayName });
    expect(ticked.version).toBe(offboarding.version + 1);
    expect(
      (await refusal(tickChecklistStep(editor, { id: offboarding.id, version: offboarding.version, step: 1, done: true }))).message,
    ).toBe(STALE_MESSAGE);
    const unticked = await tickChecklistStep(admin, { id: ticked.id, version: ticked.version, step: 0, done: false }, now);
    expect(unticked.steps[0]).toEqual({ title: 'Access removed: Email and SSO', doneAt: null, doneByName: null });
    expect((await refusal(tickChecklistStep(admin, { id: unticked.id, version: unticked.version, step: 9, done: true }))).message).toBe(
      NO_STEP_MESSAGE,
    );
    const db = await getDb();
    const rows = await db.select({ action: activity.action }).from(activity).where(eq(activity.organizationId, admin.organizationId));
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['checklist.step-done', 'checklist.step-undone']));
  });

  it("refuses a viewer and does not find another organization's checklist", async () => {
    const { offboarding } = await leaver('2026-03-10');
    const tick = { id: offboarding.id, version: offboarding.version, step: 0, done: true };
    expect((await refusal(tickChecklistStep(viewer, tick))).message).toBe(FORBIDDEN_MESSAGE);
    expect((await refusal(tickChecklistStep(other, tick))).kind).toBe('not-found');
    expect((await refusal(tickChecklistStep(admin, { ...tick, id: UNKNOWN_ID }))).kind).toBe('not-found');
    expect((await refusal(tickChecklistStep(admin, { ...tick, id: 'not-an-id' }))).kind).toBe('not-found');
  });

  it('finishes within the deadline on the last tick and files the checklist as evidence for HR-05 and AC-02', async () => {
    const { person, offboarding } = await leaver('2026-03-10');
    const finished = await tickAll(editor, offboarding, new Date('2026-03-11T20:00:00Z'));
    expect(finished.finishedAt?.toISOString()).toBe('2026-03-11T20:00:00.000Z');
    expect(finished.evidenceId).not.toBeNull();
    expect(await controlsOf(finished.evidenceId!)).toEqual(['AC-02', 'HR-05']);
    const db = await getDb();
    const [item] = await db.select().from(evidence).where(eq(evidence.id, finished.evidenceId!));
    expect(item).toMatchObject({ organizationId: admin.organizationId, name: `Offboarding checklist of ${person.name}, 2026-03-11` });
    expect((await current(admin, person.id)).offboarding).toMatchObject({ evidenceId: finished.evidenceId });
    const [done] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, person.id), eq(activity.action, 'checklist.finished')));
    expect(done?.summary).toBe(`Finished the offboarding checklist of ${person.name}: deadline met`);
    expect((await refusal(tickChecklistStep(admin, { id: finished.id, version: finished.version, step: 0, done: false }))).message).toBe(
      FINISHED_MESSAGE,
    );
    expect((await openChecklistSteps(admin, today)).some((step) => step.checklistId === finished.id)).toBe(false);
  });

  it('records a late finish as the deadline missed', async () => {
    const { person, offboarding } = await leaver('2026-03-10');
    await tickAll(admin, offboarding, new Date('2026-03-12T00:00:01Z'));
    const db = await getDb();
    const [done] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, person.id), eq(activity.action, 'checklist.finished')));
    expect(done?.summary).toBe(`Finished the offboarding checklist of ${person.name}: deadline missed`);
  });

  it('files a finished onboarding for HR-01, HR-02 and AC-02', async () => {
    const person = await createPerson(admin, fields({ startDate: today }));
    const finished = await tickAll(editor, (await current(admin, person.id)).onboarding!, new Date());
    expect(await controlsOf(finished.evidenceId!)).toEqual(['AC-02', 'HR-01', 'HR-02']);
  });

  it('lists the open steps with the person, kind, title and due time, soonest due first', async () => {
    const { person, offboarding } = await leaver('2026-03-20');
    await tickChecklistStep(admin, { id: offboarding.id, version: offboarding.version, step: 0, done: true });
    const steps = await openChecklistSteps(admin, today);
    const theirs = steps.filter((step) => step.personId === person.id && step.kind === 'offboarding');
    expect(theirs).toEqual([
      {
        checklistId: offboarding.id,
        personId: person.id,
        personName: person.name,
        kind: 'offboarding',
        step: 1,
        title: 'Device returned',
        dueAt: offboarding.dueAt,
      },
    ]);
    const dues = steps.map((step) => step.dueAt.getTime());
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
  });
});
