/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkRuns, controlStates, evidence, evidenceFiles, people, policies } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { countTasksByKind, DAYS_TO_ACCEPT, type Task, type TaskKind } from '@/lib/domain/tasks/rules';
import type { StoredCheckResult } from '@/lib/db/tables/integrations';
import { createEvidence, verifyEvidence } from '@/lib/workspace/evidence';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import {
  acceptPolicy,
  approvePolicy,
  createPolicy,
  getPolicy,
  personAcceptances,
  setAcceptanceScope,
  submitPolicy,
  updatePolicy,
} from '@/lib/workspace/policies';
import type { PolicyRecord } from '@/lib/schemas/policies/records';
import { createPerson } from '@/lib/workspace/people';
import { collectTasks, memberTaskList, personTasks, taskCount, tasksOf, type TaskSource } from '@/lib/workspace/tasks';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-tasks');

const today = dayOf(new Date());
const ORIGIN = { ip: '203.0.113.9', userAgent: 'Jest' };

let admin: Member;
let secondAdmin: Member;
let member: Member;
let viewer: Member;
let other: Member;

beforeAll(async () => {
  admin = await founder('Task Admin', 'Task Org');
  secondAdmin = await joinAs(admin, 'admin');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  other = await founder('Other Admin', 'Other Task Org');
  await addFrameworks(admin, ['soc2']);
  await addFrameworks(other, ['soc2']);
}, 60_000);

/** The member's tasks of one kind, as key → task. */
async function tasksOfKind(who: Member, kind: TaskKind) {
  return new Map((await tasksOf(who, today)).filter((task) => task.kind === kind).map((task) => [task.key, task]));
}

const control = (controlId: string, ownerMemberId: string, state: 'not-started' | 'in-progress' | 'implemented' | 'not-applicable') => ({
  state,
  reason: state === 'not-applicable' ? 'Out of scope.' : '',
  ownerMemberId,
  note: '',
  version: 0,
});

/** A control state of another organization that names `owner` anyway: only the organization filter keeps it out. */
async function foreignControl(controlId: string, owner: Member, state: 'in-progress' | 'implemented' = 'in-progress') {
  await (await getDb()).insert(controlStates).values({ organizationId: other.organizationId, controlId, state, ownerMemberId: owner.id });
}

async function failingRun(organizationId: string, checkId = 'github.org-two-factor') {
  const results: StoredCheckResult[] = [{ checkId, resource: 'acme', outcome: 'fail', reason: 'Two-factor is not required.' }];
  const at = new Date();
  await (
    await getDb()
  )
    .insert(checkRuns)
    .values({ organizationId, provider: 'github', account: 'acme', requestedBy: 'Daily run', startedAt: at, finishedAt: at, results });
}

let uploaded = 0;
async function evidenceBy(uploader: Member, expiresOn: string | null = null, collectedOn?: string) {
  uploaded += 1;
  return createEvidence(uploader, { ...upload, name: `Item ${uploaded}`, expiresOn, collectedOn }, await uploads(pdfFile('item.pdf')));
}

/** An item of another organization whose files name `uploader` anyway. */
async function foreignEvidence(uploader: Member, values: { status: 'pending' | 'verified'; expiresOn: string | null }) {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(evidence).values({
    id,
    organizationId: other.organizationId,
    name: 'Foreign item',
    type: 'screenshot',
    framework: 'soc2',
    collectedOn: addDays(today, -30),
    ...values,
  });
  await db.insert(evidenceFiles).values({
    organizationId: other.organizationId,
    evidenceId: id,
    revision: 1,
    name: 'item.pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    uploadedByName: uploader.displayName,
    uploadedByMemberId: uploader.id,
  });
  return id;
}

let written = 0;
async function policyBy(author: Member, owner = 'Somebody Else'): Promise<PolicyRecord> {
  written += 1;
  const draft = await createPolicy(author, { name: `Policy ${written}`, description: '', framework: 'soc2', owner, reviewFrequency: '12' });
  return updatePolicy(
    author,
    {
      id: draft.id,
      version: draft.version,
      name: draft.name,
      description: '',
      owner,
      frameworks: ['soc2'],
      reviewFrequency: '12',
      body: 'Text.',
    },
    today,
  );
}
const submitted = async (author: Member, owner?: string) => {
  const policy = await policyBy(author, owner);
  return submitPolicy(author, policy.id, policy.version, today);
};
const approved = async (author: Member, approver: Member, owner?: string) => {
  const policy = await submitted(author, owner);
  return approvePolicy(approver, policy.id, policy.version, today);
};

/** The id of the member's own row among the organization's people. */
async function personIdOf(who: Member) {
  const [row] = await (
    await getDb()
  )
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.organizationId, who.organizationId), eq(people.memberId, who.id)));
  return row!.id;
}

describe('controls to implement', () => {
  it('lists the controls the member owns that are not implemented, linked to a followed framework', async () => {
    await setControlState(admin, 'GOV-01', control('GOV-01', member.id, 'in-progress'));
    await setControlState(admin, 'GOV-02', control('GOV-02', member.id, 'not-started'));
    await setControlState(admin, 'GOV-03', control('GOV-03', member.id, 'implemented'));
    await setControlState(admin, 'GOV-04', control('GOV-04', member.id, 'not-applicable'));
    await setControlState(admin, 'GOV-05', control('GOV-05', admin.id, 'in-progress'));
    const tasks = await tasksOfKind(member, 'control');
    expect([...tasks.keys()].sort()).toEqual(['control:GOV-01', 'control:GOV-02']);
    expect(tasks.get('control:GOV-01')).toMatchObject({
      href: '/manage/frameworkManage',
      detail: 'In Progress: you own this control',
      dueOn: null,
      overdue: false,
    });
    expect(tasks.get('control:GOV-01')!.title).toMatch(/^GOV-01 /);
    expect((await tasksOfKind(admin, 'control')).has('control:GOV-05')).toBe(true);
  });

  it('leaves out a control of another organization that names the member', async () => {
    await foreignControl('GOV-06', member);
    expect((await tasksOfKind(member, 'control')).has('control:GOV-06')).toBe(false);
  });

  it('gives a viewer who owns a control no task to implement it', async () => {
    await setControlState(admin, 'GOV-07', control('GOV-07', viewer.id, 'in-progress'));
    expect(await tasksOfKind(viewer, 'control')).toEqual(new Map());
  });
});

describe('failing checks', () => {
  beforeAll(async () => {
    // The two-factor check fails in both organizations; it maps to AC-05 and SDL-07.
    await failingRun(admin.organizationId);
    await failingRun(other.organizationId);
    await setControlState(admin, 'AC-05', control('AC-05', member.id, 'implemented'));
    await setControlState(admin, 'VUL-01', control('VUL-01', member.id, 'implemented'));
    await setControlState(admin, 'SDL-07', control('SDL-07', viewer.id, 'implemented'));
    await foreignControl('SDL-07', member, 'implemented');
  });

  it('lists a control the member owns that a check fails, with the check, even when implemented', async () => {
    const tasks = await tasksOfKind(member, 'failing-check');
    expect([...tasks.keys()]).toEqual(['failing-check:AC-05']);
    expect(tasks.get('failing-check:AC-05')!.detail).toMatch(/^Failing: .+/);
    expect((await tasksOfKind(member, 'control')).has('control:AC-05')).toBe(false);
  });

  it('leaves out a failing control the member owns only in another organization, and a viewer has none', async () => {
    expect((await tasksOfKind(member, 'failing-check')).has('failing-check:SDL-07')).toBe(false);
    expect(await tasksOfKind(viewer, 'failing-check')).toEqual(new Map());
  });
});

describe('evidence to review', () => {
  it('lists pending evidence to those who may verify it, not to its uploader while someone else can', async () => {
    const item = await evidenceBy(member);
    const key = `evidence-review:${item.id}`;
    expect((await tasksOfKind(admin, 'evidence-review')).get(key)).toMatchObject({
      title: item.name,
      href: `/manage/evidence/${item.id}`,
      detail: 'Pending review',
    });
    expect((await tasksOfKind(secondAdmin, 'evidence-review')).has(key)).toBe(true);
    expect((await tasksOfKind(member, 'evidence-review')).has(key)).toBe(false);
    expect(await tasksOfKind(viewer, 'evidence-review')).toEqual(new Map());

    await verifyEvidence(admin, { id: item.id, version: item.version });
    expect((await tasksOfKind(admin, 'evidence-review')).has(key)).toBe(false);
  });

  it('asks the uploader when nobody else could verify it', async () => {
    const alone = await founder('Alone', 'Alone Org');
    const item = await evidenceBy(alone);
    expect((await tasksOfKind(alone, 'evidence-review')).get(`evidence-review:${item.id}`)?.detail).toMatch(/nobody else can verify/);
  });

  it('goes by who uploaded the current files: the first uploader reviews the files another member put in their place', async () => {
    const item = await evidenceBy(member);
    await (await getDb()).insert(evidenceFiles).values({
      organizationId: admin.organizationId,
      evidenceId: item.id,
      revision: 2,
      name: 'item.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      uploadedByName: secondAdmin.displayName,
      uploadedByMemberId: secondAdmin.id,
    });
    const key = `evidence-review:${item.id}`;
    expect((await tasksOfKind(member, 'evidence-review')).get(key)?.detail).toBe('Pending review');
    expect((await tasksOfKind(secondAdmin, 'evidence-review')).has(key)).toBe(false);
  });

  it('leaves out another organization pending evidence', async () => {
    const id = await foreignEvidence(member, { status: 'pending', expiresOn: null });
    expect((await tasksOfKind(admin, 'evidence-review')).has(`evidence-review:${id}`)).toBe(false);
    expect((await tasksOfKind(other, 'evidence-review')).has(`evidence-review:${id}`)).toBe(true);
  });
});

describe('evidence to renew', () => {
  it('lists the uploader items expiring within 14 days or expired, due on their last day', async () => {
    const soon = await evidenceBy(member, addDays(today, 5));
    const edge = await evidenceBy(member, addDays(today, 14));
    const later = await evidenceBy(member, addDays(today, 15));
    const expired = await evidenceBy(member, addDays(today, -1), addDays(today, -40));
    const tasks = await tasksOfKind(member, 'evidence-renewal');
    expect(tasks.get(`evidence-renewal:${soon.id}`)).toMatchObject({
      dueOn: addDays(today, 5),
      overdue: false,
      detail: 'Expires in 5 days: upload its successor',
    });
    expect(tasks.has(`evidence-renewal:${edge.id}`)).toBe(true);
    expect(tasks.has(`evidence-renewal:${later.id}`)).toBe(false);
    expect(tasks.get(`evidence-renewal:${expired.id}`)).toMatchObject({ dueOn: addDays(today, -1), overdue: true });
    // Someone who did not upload it renews nothing.
    expect((await tasksOfKind(admin, 'evidence-renewal')).has(`evidence-renewal:${soon.id}`)).toBe(false);
  });

  it('leaves out another organization item whose files name the member', async () => {
    const id = await foreignEvidence(member, { status: 'verified', expiresOn: addDays(today, 3) });
    expect((await tasksOfKind(member, 'evidence-renewal')).has(`evidence-renewal:${id}`)).toBe(false);
  });
});

describe('policies to approve', () => {
  it('lists a policy under review to administrators, never to its author while another admin can approve it', async () => {
    const byMember = await submitted(member);
    const byAdmin = await submitted(admin);
    const admins = await tasksOfKind(admin, 'policy-approval');
    expect(admins.get(`policy-approval:${byMember.id}`)).toMatchObject({
      title: `${byMember.name} v1.0`,
      href: `/manage/policies/${byMember.id}`,
      detail: 'Under review: awaiting approval',
    });
    expect(admins.has(`policy-approval:${byAdmin.id}`)).toBe(false);
    expect((await tasksOfKind(secondAdmin, 'policy-approval')).has(`policy-approval:${byAdmin.id}`)).toBe(true);
    expect(await tasksOfKind(member, 'policy-approval')).toEqual(new Map());
    expect(await tasksOfKind(viewer, 'policy-approval')).toEqual(new Map());

    await approvePolicy(admin, byMember.id, byMember.version, today);
    expect((await tasksOfKind(admin, 'policy-approval')).has(`policy-approval:${byMember.id}`)).toBe(false);
  });

  it('asks the sole admin to approve their own policy, and only in their organization', async () => {
    const own = await submitted(other);
    expect((await tasksOfKind(other, 'policy-approval')).get(`policy-approval:${own.id}`)?.detail).toMatch(/nobody else can approve/);
    expect((await tasksOfKind(admin, 'policy-approval')).has(`policy-approval:${own.id}`)).toBe(false);
  });
});

describe('policies to accept', () => {
  it('lists an approved policy the member has not accepted, due 14 days after approval, until they accept it', async () => {
    const policy = await approved(member, admin);
    const key = `policy-acceptance:${policy.id}`;
    expect((await tasksOfKind(viewer, 'policy-acceptance')).get(key)).toMatchObject({
      title: `${policy.name} v1.0`,
      dueOn: addDays(today, DAYS_TO_ACCEPT),
      overdue: false,
      href: `/manage/policies/${policy.id}`,
    });
    expect((await tasksOfKind(admin, 'policy-acceptance')).has(key)).toBe(true);
    await acceptPolicy(viewer, policy.id, ORIGIN);
    expect((await tasksOfKind(viewer, 'policy-acceptance')).has(key)).toBe(false);
    expect((await tasksOfKind(admin, 'policy-acceptance')).has(key)).toBe(true);
  });

  it('is overdue once the days to accept have passed, counted from the later of approval and start', async () => {
    const longServing = await joinAs(admin, 'viewer');
    await (
      await getDb()
    )
      .update(people)
      .set({ startDate: addDays(today, -60) })
      .where(and(eq(people.organizationId, admin.organizationId), eq(people.memberId, longServing.id)));
    const policy = await approved(member, admin);
    await (
      await getDb()
    )
      .update(policies)
      .set({ approvedAt: new Date(Date.now() - (DAYS_TO_ACCEPT + 2) * 24 * 60 * 60 * 1000) })
      .where(eq(policies.id, policy.id));
    expect((await tasksOfKind(longServing, 'policy-acceptance')).get(`policy-acceptance:${policy.id}`)?.overdue).toBe(true);
    // The viewer started today: they still have their 14 days.
    expect((await tasksOfKind(viewer, 'policy-acceptance')).get(`policy-acceptance:${policy.id}`)).toMatchObject({
      dueOn: addDays(today, DAYS_TO_ACCEPT),
      overdue: false,
    });
  });

  it('leaves out another organization policies and policies not approved', async () => {
    const foreign = await approved(other, other);
    const draft = await submitted(member);
    const tasks = await tasksOfKind(viewer, 'policy-acceptance');
    expect(tasks.has(`policy-acceptance:${foreign.id}`)).toBe(false);
    expect(tasks.has(`policy-acceptance:${draft.id}`)).toBe(false);
  });

  it('asks only the departments a policy names', async () => {
    const engineer = await joinAs(admin, 'member');
    const inPeople = (who: Member) => and(eq(people.organizationId, admin.organizationId), eq(people.memberId, who.id));
    const db = await getDb();
    await db.update(people).set({ department: 'Engineering' }).where(inPeople(engineer));
    await db.update(people).set({ department: 'Sales' }).where(inPeople(viewer));
    const policy = await approved(member, admin);
    await setAcceptanceScope(admin, { id: policy.id, version: (await getPolicy(admin, policy.id)).version, departments: ['Engineering'] });
    expect((await tasksOfKind(engineer, 'policy-acceptance')).has(`policy-acceptance:${policy.id}`)).toBe(true);
    expect((await tasksOfKind(viewer, 'policy-acceptance')).has(`policy-acceptance:${policy.id}`)).toBe(false);
    await db.update(people).set({ department: '' }).where(inPeople(viewer));
  });

  it('asks nothing of a member who has left the people list', async () => {
    const leaving = await joinAs(admin, 'member');
    await approved(member, admin);
    expect((await tasksOfKind(leaving, 'policy-acceptance')).size).toBeGreaterThan(0);
    await (
      await getDb()
    )
      .update(people)
      .set({ endDate: today })
      .where(and(eq(people.organizationId, admin.organizationId), eq(people.memberId, leaving.id)));
    expect(await tasksOfKind(leaving, 'policy-acceptance')).toEqual(new Map());
  });
});

describe('policies to review', () => {
  async function ownedWithReviewOn(owner: string, reviewDueOn: string) {
    const policy = await approved(member, admin, owner);
    await (await getDb()).update(policies).set({ reviewDueOn }).where(eq(policies.id, policy.id));
    return policy;
  }

  it('lists approved policies the member owns whose review is within 14 days or passed', async () => {
    const soon = await ownedWithReviewOn(member.displayName, addDays(today, 14));
    const late = await ownedWithReviewOn(member.email.toUpperCase(), addDays(today, -3));
    const later = await ownedWithReviewOn(member.displayName, addDays(today, 15));
    const notTheirs = await ownedWithReviewOn('Someone Else', addDays(today, 2));
    const tasks = await tasksOfKind(member, 'policy-review');
    expect(tasks.get(`policy-review:${soon.id}`)).toMatchObject({ dueOn: addDays(today, 14), overdue: false });
    expect(tasks.get(`policy-review:${late.id}`)).toMatchObject({
      dueOn: addDays(today, -3),
      overdue: true,
      detail: 'Expired: review and renew it',
    });
    expect(tasks.has(`policy-review:${later.id}`)).toBe(false);
    expect(tasks.has(`policy-review:${notTheirs.id}`)).toBe(false);
  });

  it('leaves out another organization policy that names the member, and a viewer reviews nothing', async () => {
    const foreign = await approved(other, other, member.displayName);
    await (await getDb()).update(policies).set({ reviewDueOn: today }).where(eq(policies.id, foreign.id));
    expect((await tasksOfKind(member, 'policy-review')).has(`policy-review:${foreign.id}`)).toBe(false);
    await ownedWithReviewOn(viewer.displayName, today);
    expect(await tasksOfKind(viewer, 'policy-review')).toEqual(new Map());
  });
});

describe('training', () => {
  it('asks a new person to complete their training within 30 days, viewers included', async () => {
    for (const who of [viewer, member, other]) {
      const [training] = [...(await tasksOfKind(who, 'training')).values()];
      expect(training).toMatchObject({ href: '/manage/training', dueOn: addDays(today, 30), overdue: false });
      expect(training!.detail).toMatch(/^Due: \d+ of \d+ lessons to pass$/);
    }
  });

  it('marks it overdue past the due day', async () => {
    await (
      await getDb()
    )
      .update(people)
      .set({ startDate: addDays(today, -40) })
      .where(and(eq(people.organizationId, admin.organizationId), eq(people.memberId, member.id)));
    const [training] = [...(await tasksOfKind(member, 'training')).values()];
    expect(training).toMatchObject({ dueOn: addDays(today, -10), overdue: true });
  });

  it('has no task for a member without a person row', async () => {
    const unlisted = await joinAs(admin, 'member');
    await (await getDb()).delete(people).where(and(eq(people.organizationId, admin.organizationId), eq(people.memberId, unlisted.id)));
    expect(await tasksOfKind(unlisted, 'training')).toEqual(new Map());
  });
});

describe('tasksOf, taskCount and collectTasks', () => {
  it('counts the rows of My tasks and the overdue ones, overdue first', async () => {
    const tasks = await tasksOf(member, today);
    const count = await taskCount(member, today);
    expect(count.total).toBe(tasks.length);
    expect(count.overdue).toBe(tasks.filter((task) => task.overdue).length);
    expect(count.overdue).toBeGreaterThan(0);
    const firstOnTime = tasks.findIndex((task) => !task.overdue);
    expect(tasks.slice(firstOnTime).some((task) => task.overdue)).toBe(false);
  });

  it('sees a change of the records on the next read', async () => {
    const before = (await taskCount(admin, today)).total;
    await submitted(member);
    expect((await taskCount(admin, today)).total).toBe(before + 1);
  });

  it('keeps the list My tasks pages until the records change, then shows the change in its kind and counts at once', async () => {
    const list = await memberTaskList(admin, today);
    expect(await memberTaskList(admin, today)).toBe(list);
    const policy = await submitted(member);
    const after = await memberTaskList(admin, today);
    const approvals = (tasks: readonly Task[]) => tasks.filter((task) => task.kind === 'policy-approval').map((task) => task.key);
    expect(approvals(after.groups.find((group) => group.kind === 'policy-approval')!.tasks)).toEqual(approvals(after.tasks));
    expect(approvals(after.tasks)).toContain(`policy-approval:${policy.id}`);
    expect(approvals(list.tasks)).not.toContain(`policy-approval:${policy.id}`);
    expect(after.count.total).toBe(list.count.total + 1);
    expect(countTasksByKind(after).find((kind) => kind.kind === 'policy-approval')!.count).toBe(approvals(list.tasks).length + 1);
  });

  it('takes one more kind as one more source, and skips a source the role may not act on', async () => {
    const extra: TaskSource = {
      kind: 'control',
      permission: 'records.view',
      read: async (who) => [{ kind: 'control', recordId: who.id, title: 'Extra', detail: '', href: '/manage', dueOn: addDays(today, -1) }],
    };
    const edits: TaskSource = { ...extra, permission: 'records.edit' };
    expect((await collectTasks(viewer, today, [extra])).map((task) => [task.key, task.overdue])).toEqual([[`control:${viewer.id}`, true]]);
    expect(await collectTasks(viewer, today, [edits])).toEqual([]);
  });

  it('keeps each member their own answer in a shared organization', async () => {
    const [mine, theirs] = await Promise.all([tasksOf(admin, today), tasksOf(viewer, today)]);
    expect(mine).not.toEqual(theirs);
    expect(theirs.some((task) => task.kind === 'policy-approval')).toBe(false);
  });

  it('gives a new organization founder only their training', async () => {
    const fresh = await founder('Fresh', 'Fresh Org');
    expect((await tasksOf(fresh, today)).map((task) => task.kind)).toEqual(['training']);
  });
});

describe('onboarding and offboarding', () => {
  const newcomer = (name: string, managerId: string | null) => ({
    name,
    email: `${name.toLowerCase().replace(/ /g, '.')}@example.com`,
    department: '',
    managerId,
    startDate: today,
  });

  it('asks the manager with a login to see a checklist through, due on its last day', async () => {
    const managed = await createPerson(admin, newcomer('Managed Starter', await personIdOf(member)));
    const tasks = [...(await tasksOfKind(member, 'checklist')).values()];
    expect(tasks).toEqual([
      expect.objectContaining({
        title: 'Onboard Managed Starter',
        detail: '4 of 4 steps left',
        href: `/manage/people/${managed.id}`,
        dueOn: addDays(today, 6),
      }),
    ]);
    expect([...(await tasksOfKind(admin, 'checklist')).values()].map((found) => found.title)).not.toContain('Onboard Managed Starter');
  });

  it('asks the admins when nobody with a login manages the person, never members, viewers or another organization', async () => {
    await createPerson(admin, newcomer('Unmanaged Starter', null));
    await createPerson(other, newcomer('Foreign Starter', null));
    const titles = async (who: Member) => [...(await tasksOfKind(who, 'checklist')).values()].map((found) => found.title);
    expect(await titles(admin)).toContain('Onboard Unmanaged Starter');
    expect(await titles(secondAdmin)).toContain('Onboard Unmanaged Starter');
    expect(await titles(admin)).not.toContain('Onboard Foreign Starter');
    expect(await titles(member)).not.toContain('Onboard Unmanaged Starter');
    expect(await titles(viewer)).toEqual([]);
    // The second admin joined by invitation: the founder sees their onboarding through, they do not.
    expect(await titles(admin)).toContain(`Onboard ${secondAdmin.displayName}`);
    expect(await titles(secondAdmin)).not.toContain(`Onboard ${secondAdmin.displayName}`);
  });
});

describe("a person's page", () => {
  it('lists the approved policies that ask the person, with their standing, within the organization only', async () => {
    const policy = await approved(member, admin);
    const viewerPerson = await personIdOf(viewer);
    const standing = async () => (await personAcceptances(admin, viewerPerson)).find((row) => row.policyId === policy.id)?.status;
    expect(await standing()).toEqual({ state: 'pending' });
    await acceptPolicy(viewer, policy.id, ORIGIN);
    expect(await standing()).toEqual({ state: 'accepted', versionLabel: 'v1.0', day: today });
    expect((await refusal(personAcceptances(other, viewerPerson))).kind).toBe('not-found');
  });

  it("shows a signed-in person's own tasks, nothing for one without a login or of another organization", async () => {
    const memberPerson = await personIdOf(member);
    expect(await personTasks(admin, memberPerson, today)).toEqual(await tasksOf(member, today));
    const withoutLogin = await createPerson(admin, {
      name: 'No Login',
      email: 'no.login@example.com',
      department: '',
      managerId: null,
      startDate: today,
    });
    expect(await personTasks(admin, withoutLogin.id, today)).toBeNull();
    expect(await personTasks(other, memberPerson, today)).toBeNull();
  });
});
