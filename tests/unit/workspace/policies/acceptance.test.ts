/** @jest-environment node */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, people, policyAcceptances } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { linkProblemMessages } from '@/lib/domain/policies/acceptance';
import type { PolicyEdit, PolicyRecord } from '@/lib/schemas/policies/records';
import type { Member } from '@/lib/workspace/member';
import { createPerson } from '@/lib/workspace/people';
import {
  acceptPolicy,
  acceptThroughLink,
  approvePolicy,
  createAcceptanceLinks,
  createPolicy,
  NO_PERSON_MESSAGE,
  NOT_APPROVED_MESSAGE,
  policyAcceptanceStatus,
  storeAcceptanceLinks,
  submitPolicy,
  updatePolicy,
  viewAcceptanceLink,
  viewLinkedPolicy,
} from '@/lib/workspace/policies';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('policy-acceptance');

const TODAY = dayOf(new Date());
const ORIGIN = { ip: '203.0.113.7', userAgent: `Mozilla/5.0 ${'x'.repeat(400)}` };
const BODY = '## Purpose\n\nKeep desks clear.';

let admin: Member;
let member: Member;
let viewer: Member;
let other: Member;
let added = 0;

beforeAll(async () => {
  admin = await founder('Acceptance Admin', 'Acceptance Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  other = await founder('Other Admin', 'Other Org');
});

const editOf = (policy: PolicyRecord, changes: Partial<PolicyEdit> = {}): PolicyEdit => ({
  id: policy.id,
  version: policy.version,
  name: policy.name,
  description: '',
  owner: 'Ana',
  frameworks: ['iso27001'],
  reviewFrequency: '12',
  body: BODY,
  ...changes,
});

/** Submits and approves the policy as it stands. */
async function approve(policy: PolicyRecord): Promise<PolicyRecord> {
  const submitted = await submitPolicy(admin, policy.id, policy.version, TODAY);
  return approvePolicy(admin, submitted.id, submitted.version, TODAY);
}

/** A new approved policy of the admin's organization, at v1.0 with BODY. */
async function approvedPolicy(owner: Member = admin): Promise<PolicyRecord> {
  added += 1;
  const draft = await createPolicy(owner, {
    name: `Clean Desk ${added}`,
    description: '',
    framework: 'iso27001',
    owner: 'Ana',
    reviewFrequency: '12',
  });
  const written = await updatePolicy(owner, editOf(draft), TODAY);
  const submitted = await submitPolicy(owner, written.id, written.version, TODAY);
  return approvePolicy(owner, submitted.id, submitted.version, TODAY);
}

/** Starts and approves the next version of an approved policy. */
async function revise(policy: PolicyRecord, revision: 'minor' | 'major', body = `${BODY}\n\nRevised ${revision}.`) {
  return approve(await updatePolicy(admin, editOf(policy, { revision, body }), TODAY));
}

async function personWithoutLogin(owner: Member = admin, patch: { startDate?: string; endDate?: string } = {}) {
  added += 1;
  const made = await createPerson(owner, {
    name: `Employee ${added}`,
    email: `employee-${added}@example.com`,
    department: '',
    managerId: null,
    startDate: patch.startDate ?? '2024-01-15',
  });
  return made;
}

const statusOf = async (who: Member, policyId: string, personId: string) =>
  (await policyAcceptanceStatus(who, policyId))?.rows.find((row) => row.personId === personId)?.status;

describe('accepting in the product', () => {
  it('records the member acceptance of the approved text with its hash, origin and activity', async () => {
    const policy = await approvedPolicy();
    const before = await policyAcceptanceStatus(admin, policy.id);
    const mine = before!.myPersonId!;
    expect(before!.rows.find((row) => row.personId === mine)?.status).toEqual({ state: 'pending' });

    const accepted = await acceptPolicy(admin, policy.id, ORIGIN);
    expect(accepted).toMatchObject({ name: policy.name, versionLabel: 'v1.0' });

    const db = await getDb();
    const [row] = await db.select().from(policyAcceptances).where(eq(policyAcceptances.policyId, policy.id));
    expect(row).toMatchObject({
      personId: mine,
      versionLabel: 'v1.0',
      textSha256: createHash('sha256').update(BODY).digest('hex'),
      ipAddress: '203.0.113.7',
      via: 'in-product',
    });
    expect(row!.userAgent).toHaveLength(300);
    const history = await db
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.recordId, policy.id), eq(activity.action, 'policy.accepted')));
    expect(history).toEqual([{ summary: `${admin.displayName} accepted the policy ${policy.name} v1.0` }]);

    const after = await policyAcceptanceStatus(admin, policy.id);
    expect(after!.rows.find((entry) => entry.personId === mine)?.status).toEqual({ state: 'accepted', versionLabel: 'v1.0', day: TODAY });
    expect(after!.accepted).toBe(before!.accepted + 1);
  });

  it('lets a viewer accept for themselves, once per major version', async () => {
    const policy = await approvedPolicy();
    await acceptPolicy(viewer, policy.id, ORIGIN);
    expect((await refusal(acceptPolicy(viewer, policy.id, ORIGIN))).message).toMatch(/already accepted this policy \(v1\.0/);
  });

  it('keeps an acceptance through a minor edit and asks again after a major revision', async () => {
    let policy = await approvedPolicy();
    await acceptPolicy(member, policy.id, ORIGIN);
    const mine = (await policyAcceptanceStatus(member, policy.id))!.myPersonId!;
    policy = await revise(policy, 'minor');
    expect(policy.versionLabel).toBe('v1.1');
    expect(await statusOf(member, policy.id, mine)).toEqual({ state: 'accepted', versionLabel: 'v1.0', day: TODAY });
    policy = await revise(policy, 'major');
    expect(policy.versionLabel).toBe('v2.0');
    expect(await statusOf(member, policy.id, mine)).toEqual({ state: 'pending' });
    await acceptPolicy(member, policy.id, ORIGIN);
    expect(await statusOf(member, policy.id, mine)).toEqual({ state: 'accepted', versionLabel: 'v2.0', day: TODAY });
  });

  it('refuses a policy that is not approved, and has no status for it', async () => {
    const draft = await createPolicy(admin, {
      name: 'Draft only',
      description: '',
      framework: 'iso27001',
      owner: 'Ana',
      reviewFrequency: '12',
    });
    const refused = await refusal(acceptPolicy(admin, draft.id, ORIGIN));
    expect([refused.status, refused.message]).toEqual([422, NOT_APPROVED_MESSAGE]);
    expect(await policyAcceptanceStatus(admin, draft.id)).toBeNull();
  });

  it('refuses another organization policy as not found', async () => {
    const theirs = await approvedPolicy(other);
    expect((await refusal(acceptPolicy(admin, theirs.id, ORIGIN))).status).toBe(404);
    expect((await refusal(policyAcceptanceStatus(admin, theirs.id))).status).toBe(404);
    expect((await refusal(acceptPolicy(admin, UNKNOWN_ID, ORIGIN))).status).toBe(404);
    expect((await refusal(createAcceptanceLinks(admin, theirs.id))).status).toBe(404);
  });

  it('refuses a member who is not among the people', async () => {
    const policy = await approvedPolicy();
    const db = await getDb();
    const status = await policyAcceptanceStatus(member, policy.id);
    await db.update(people).set({ memberId: null }).where(eq(people.id, status!.myPersonId!));
    try {
      expect((await refusal(acceptPolicy(member, policy.id, ORIGIN))).message).toBe(NO_PERSON_MESSAGE);
    } finally {
      await db.update(people).set({ memberId: member.id }).where(eq(people.id, status!.myPersonId!));
    }
  });
});

describe('the roster', () => {
  it('lists only people employed today', async () => {
    const policy = await approvedPolicy();
    const future = await personWithoutLogin(admin, { startDate: '2999-01-01' });
    const current = await personWithoutLogin();
    const ids = (await policyAcceptanceStatus(admin, policy.id))!.rows.map((row) => row.personId);
    expect(ids).toContain(current.id);
    expect(ids).not.toContain(future.id);
  });
});

describe('the kept status', () => {
  it('is read again after an acceptance changes, however it was written', async () => {
    const policy = await approvedPolicy();
    const employee = await personWithoutLogin();
    const link = (await createAcceptanceLinks(admin, policy.id)).find((entry) => entry.personId === employee.id)!;
    expect(await statusOf(admin, policy.id, employee.id)).toEqual({ state: 'pending' });
    await acceptThroughLink(link.token, policy.id, ORIGIN);
    expect(await statusOf(admin, policy.id, employee.id)).toMatchObject({ state: 'accepted' });
    const db = await getDb();
    await db.execute(sql`delete from policy_acceptances where person_id = ${employee.id}`);
    expect(await statusOf(admin, policy.id, employee.id)).toEqual({ state: 'pending' });
  });
});

describe('acceptance links', () => {
  it('are made for pending people without a login only, and accept each policy once', async () => {
    const policy = await approvedPolicy();
    const employee = await personWithoutLogin();
    const links = await createAcceptanceLinks(member, policy.id);
    expect(links.every((link) => /^[\w-]{43}$/.test(link.token))).toBe(true);
    const link = links.find((entry) => entry.personId === employee.id)!;
    expect(link).toBeDefined();
    const status = await policyAcceptanceStatus(admin, policy.id);
    const withLogin = status!.rows.filter((row) => row.hasLogin).map((row) => row.personId);
    expect(links.some((entry) => withLogin.includes(entry.personId))).toBe(false);

    expect(await viewAcceptanceLink(link.token)).toMatchObject({
      state: 'ready',
      personName: employee.name,
      policies: [{ policyId: policy.id, name: policy.name, versionLabel: 'v1.0', problem: null }],
    });
    expect(await viewLinkedPolicy(link.token, policy.id)).toMatchObject({
      state: 'ready',
      personName: employee.name,
      text: { name: policy.name, versionLabel: 'v1.0', body: BODY },
    });
    await acceptThroughLink(link.token, policy.id, ORIGIN);
    expect(await statusOf(admin, policy.id, employee.id)).toEqual({ state: 'accepted', versionLabel: 'v1.0', day: TODAY });
    const db = await getDb();
    const [stored] = await db.select().from(policyAcceptances).where(eq(policyAcceptances.personId, employee.id));
    expect(stored).toMatchObject({ via: 'link', versionLabel: 'v1.0' });

    const twice = await refusal(acceptThroughLink(link.token, policy.id, ORIGIN));
    expect(twice.message).toBe(linkProblemMessages.accepted);
    expect(await viewLinkedPolicy(link.token, policy.id)).toEqual({ state: 'accepted', message: linkProblemMessages.accepted });
    expect(await viewAcceptanceLink(link.token)).toMatchObject({
      state: 'ready',
      policies: [{ policyId: policy.id, problem: 'accepted' }],
    });
    expect(await db.select().from(policyAcceptances).where(eq(policyAcceptances.personId, employee.id))).toHaveLength(1);

    const again = await createAcceptanceLinks(admin, policy.id);
    expect(again.some((entry) => entry.personId === employee.id)).toBe(false);
  });

  it('expire after 14 days', async () => {
    const policy = await approvedPolicy();
    const employee = await personWithoutLogin();
    const made = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    const link = (await createAcceptanceLinks(admin, policy.id, made)).find((entry) => entry.personId === employee.id)!;
    const refused = await refusal(acceptThroughLink(link.token, policy.id, ORIGIN));
    expect(refused.message).toBe(linkProblemMessages.expired);
    expect((await viewAcceptanceLink(link.token)).state).toBe('expired');
    expect((await viewLinkedPolicy(link.token, policy.id)).state).toBe('expired');
    expect(await statusOf(admin, policy.id, employee.id)).toEqual({ state: 'pending' });
  });

  it('survive a minor edit but not a major revision', async () => {
    let policy = await approvedPolicy();
    const employee = await personWithoutLogin();
    const first = (await createAcceptanceLinks(admin, policy.id)).find((entry) => entry.personId === employee.id)!;
    const second = (await createAcceptanceLinks(admin, policy.id)).find((entry) => entry.personId === employee.id)!;
    policy = await revise(policy, 'minor');
    await acceptThroughLink(first.token, policy.id, ORIGIN);
    expect(await statusOf(admin, policy.id, employee.id)).toEqual({ state: 'accepted', versionLabel: 'v1.1', day: TODAY });
    policy = await revise(policy, 'major');
    expect((await refusal(acceptThroughLink(second.token, policy.id, ORIGIN))).message).toBe(linkProblemMessages.changed);
    expect(await viewAcceptanceLink(second.token)).toMatchObject({ policies: [{ policyId: policy.id, problem: 'changed' }] });
    expect(await statusOf(admin, policy.id, employee.id)).toEqual({ state: 'pending' });
  });

  it('refuse an unknown or malformed token as not found', async () => {
    const policy = await approvedPolicy();
    for (const token of ['nope', 'A'.repeat(43), '../../etc/passwd']) {
      const refused = await refusal(acceptThroughLink(token, policy.id, ORIGIN));
      expect([refused.status, refused.message]).toEqual([404, linkProblemMessages['not-found']]);
      expect((await viewAcceptanceLink(token)).state).toBe('not-found');
    }
  });

  it('name their own person and organization: a token accepts for nobody else', async () => {
    const ours = await approvedPolicy();
    const theirs = await approvedPolicy(other);
    const employee = await personWithoutLogin();
    const outsider = await personWithoutLogin(other);
    const ourLink = (await createAcceptanceLinks(admin, ours.id)).find((entry) => entry.personId === employee.id)!;
    const theirLink = (await createAcceptanceLinks(other, theirs.id)).find((entry) => entry.personId === outsider.id)!;
    // Another organization's token opens none of our policies, and ours none of theirs.
    const theirTokenOurPolicy = await refusal(acceptThroughLink(theirLink.token, ours.id, ORIGIN));
    expect([theirTokenOurPolicy.status, theirTokenOurPolicy.message]).toEqual([404, linkProblemMessages['not-found']]);
    expect((await refusal(acceptThroughLink(ourLink.token, theirs.id, ORIGIN))).status).toBe(404);
    expect((await viewLinkedPolicy(ourLink.token, theirs.id)).state).toBe('not-found');
    await acceptThroughLink(theirLink.token, theirs.id, ORIGIN);
    expect(await statusOf(admin, ours.id, employee.id)).toEqual({ state: 'pending' });
    expect(await statusOf(other, theirs.id, outsider.id)).toMatchObject({ state: 'accepted' });
    await acceptThroughLink(ourLink.token, ours.id, ORIGIN);
    expect(await statusOf(admin, ours.id, employee.id)).toMatchObject({ state: 'accepted' });
  });

  it('open only the policies of their own organization, even when a link names another one', async () => {
    const theirs = await approvedPolicy(other);
    const employee = await personWithoutLogin();
    const db = await getDb();
    const [made] = await db.transaction((tx) =>
      storeAcceptanceLinks(
        tx,
        [{ organizationId: admin.organizationId, personId: employee.id, versions: { [theirs.id]: 'v1.0' } }],
        new Date(),
      ),
    );
    expect((await refusal(acceptThroughLink(made!.token, theirs.id, ORIGIN))).message).toBe(linkProblemMessages.changed);
    expect(await viewAcceptanceLink(made!.token)).toMatchObject({ state: 'ready', policies: [] });
    expect(await db.select().from(policyAcceptances).where(eq(policyAcceptances.personId, employee.id))).toEqual([]);
  });

  it('cannot be made by a viewer, nor for a policy that is not approved', async () => {
    const policy = await approvedPolicy();
    await personWithoutLogin();
    const refused = await refusal(createAcceptanceLinks(viewer, policy.id));
    expect([refused.status, refused.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    const draft = await createPolicy(admin, {
      name: 'Draft links',
      description: '',
      framework: 'iso27001',
      owner: 'Ana',
      reviewFrequency: '12',
    });
    expect((await refusal(createAcceptanceLinks(admin, draft.id))).status).toBe(422);
  });

  it('write an activity row when made and when used', async () => {
    const policy = await approvedPolicy();
    const employee = await personWithoutLogin();
    const link = (await createAcceptanceLinks(admin, policy.id)).find((entry) => entry.personId === employee.id)!;
    await acceptThroughLink(link.token, policy.id, ORIGIN);
    const db = await getDb();
    const rows = await db
      .select({ action: activity.action, summary: activity.summary, actor: activity.actorName })
      .from(activity)
      .where(eq(activity.recordId, policy.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'policy.acceptance-links',
          summary: expect.stringMatching(/^Created \d+ acceptance links? for the policy /),
        }),
        {
          action: 'policy.accepted',
          actor: employee.name,
          summary: `${employee.name} accepted the policy ${policy.name} v1.0 through an acceptance link`,
        },
      ]),
    );
  });
});
