/** @jest-environment node */
import { and, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, evidence, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { OUT_OF_SCOPE_MESSAGE } from '@/lib/domain/policies/acceptance';
import { policyScopeSchema } from '@/lib/schemas/policies/acceptance';
import { readEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { createPerson } from '@/lib/workspace/people';
import {
  acceptPolicy,
  acceptThroughLink,
  archivePolicy,
  createAcceptanceLinks,
  getPolicy,
  policyAcceptanceStatus,
  setAcceptanceScope,
  unknownDepartmentMessage,
} from '@/lib/workspace/policies';
import { approvedPolicy } from './fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('policy-scope');

const TODAY = dayOf(new Date());
const ORIGIN = { ip: '203.0.113.9', userAgent: 'Jest' };
let added = 0;

async function addPerson(owner: Member, department: string) {
  added += 1;
  return createPerson(owner, {
    name: `Person ${added}`,
    email: `person-${added}@example.com`,
    department,
    managerId: null,
    startDate: '2024-01-01',
  });
}

/** The organization's own people (its founder, members) get `department`. */
async function placeMembers(owner: Member, department: string) {
  const db = await getDb();
  await db.update(people).set({ department }).where(eq(people.organizationId, owner.organizationId));
}

const scope = (id: string, version: number, departments: string[], everyone?: string) =>
  policyScopeSchema.parse({ id, version: String(version), departments, ...(everyone ? { everyone } : {}) });

async function filedAcceptances(owner: Member) {
  const db = await getDb();
  return db
    .select({ id: evidence.id, name: evidence.name })
    .from(evidence)
    .where(and(eq(evidence.organizationId, owner.organizationId), like(evidence.name, 'Acceptance of %')));
}

describe('the scope form', () => {
  it('reads Everyone as no department, and names each department once, sorted', () => {
    expect(scope('p', 1, ['Sales', 'Engineering', 'Sales']).departments).toEqual(['Engineering', 'Sales']);
    expect(scope('p', 1, ['Sales'], 'on').departments).toEqual([]);
    expect(scope('p', 1, []).departments).toEqual([]);
    expect(policyScopeSchema.safeParse({ id: 'p', version: '1', departments: ['x'.repeat(81)] }).success).toBe(false);
  });
});

describe('setAcceptanceScope', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await founder('Scope Admin');
    await placeMembers(admin, 'Engineering');
  });

  it('keeps the chosen departments, counts only their people, and writes an activity row', async () => {
    const policy = await approvedPolicy(admin);
    const sales = await addPerson(admin, 'Sales');
    await addPerson(admin, 'Engineering');
    expect((await policyAcceptanceStatus(admin, policy.id))!.total).toBe(3);

    const saved = await setAcceptanceScope(admin, scope(policy.id, policy.version, ['Sales']));
    expect(saved).toEqual({ departments: ['Sales'], version: policy.version + 1 });
    expect((await getPolicy(admin, policy.id)).acceptanceDepartments).toEqual(['Sales']);
    const roster = (await policyAcceptanceStatus(admin, policy.id))!;
    expect(roster.rows.map((row) => row.personId)).toEqual([sales.id]);
    expect(roster).toMatchObject({ total: 1, accepted: 0, scope: ['Sales'] });

    const db = await getDb();
    const rows = await db
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.recordId, policy.id), eq(activity.action, 'policy.scope')));
    expect(rows).toEqual([{ summary: `Set who accepts the policy ${policy.name}: Sales` }]);

    await setAcceptanceScope(admin, scope(policy.id, saved.version, ['Sales'], 'on'));
    expect((await policyAcceptanceStatus(admin, policy.id))!.total).toBe(3);
  });

  it('refuses a department no person has, a stale version, an archived policy, a viewer and another organization', async () => {
    const policy = await approvedPolicy(admin);
    expect((await refusal(setAcceptanceScope(admin, scope(policy.id, policy.version, ['Legal'])))).message).toBe(
      unknownDepartmentMessage('Legal'),
    );
    expect((await refusal(setAcceptanceScope(admin, scope(policy.id, policy.version + 5, [])))).kind).toBe('conflict');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(setAcceptanceScope(viewer, scope(policy.id, policy.version, [])))).kind).toBe('forbidden');
    const stranger = await founder('Scope Stranger');
    expect((await refusal(setAcceptanceScope(stranger, scope(policy.id, policy.version, [])))).kind).toBe('not-found');
    expect((await refusal(setAcceptanceScope(admin, scope(UNKNOWN_ID, 1, [])))).kind).toBe('not-found');
    const archived = await archivePolicy(admin, policy.id, policy.version, TODAY);
    expect((await refusal(setAcceptanceScope(admin, scope(policy.id, archived.version, [])))).kind).toBe('invalid');
    expect((await getPolicy(admin, policy.id)).acceptanceDepartments).toEqual([]);
  });

  it('lets a member who may edit the policy set it', async () => {
    const policy = await approvedPolicy(admin);
    const member = await joinAs(admin, 'member');
    await placeMembers(admin, 'Engineering');
    expect(await setAcceptanceScope(member, scope(policy.id, policy.version, ['Engineering']))).toMatchObject({
      departments: ['Engineering'],
    });
  });
});

describe('accepting a scoped policy', () => {
  let admin: Member;
  beforeEach(async () => {
    admin = await founder('Scoped Admin');
    await placeMembers(admin, 'Engineering');
  });

  it('refuses a member outside the scope with a clear message, and stores nothing', async () => {
    const policy = await approvedPolicy(admin);
    await addPerson(admin, 'Sales');
    await setAcceptanceScope(admin, scope(policy.id, policy.version, ['Sales']));
    const refused = await refusal(acceptPolicy(admin, policy.id, ORIGIN));
    expect(refused).toMatchObject({ kind: 'invalid', message: OUT_OF_SCOPE_MESSAGE });
    expect(refused.status).toBe(422);
    expect((await policyAcceptanceStatus(admin, policy.id))!.accepted).toBe(0);
  });

  it('makes links only for people in scope, and refuses a link whose person the scope has since left out', async () => {
    const policy = await approvedPolicy(admin);
    const sales = await addPerson(admin, 'Sales');
    const ops = await addPerson(admin, 'Ops');
    const current = await setAcceptanceScope(admin, scope(policy.id, policy.version, ['Sales', 'Ops']));
    const links = await createAcceptanceLinks(admin, policy.id);
    expect(links.map((link) => link.personId).sort()).toEqual([sales.id, ops.id].sort());
    await setAcceptanceScope(admin, scope(policy.id, current.version, ['Sales']));
    const opsLink = links.find((link) => link.personId === ops.id)!;
    expect((await refusal(acceptThroughLink(opsLink.token, policy.id, ORIGIN))).message).toBe(OUT_OF_SCOPE_MESSAGE);
    // The refusal used nothing: the link works again once the scope asks Ops.
    const latest = await getPolicy(admin, policy.id);
    await setAcceptanceScope(admin, scope(policy.id, latest.version, ['Sales', 'Ops']));
    await expect(acceptThroughLink(opsLink.token, policy.id, ORIGIN)).resolves.toMatchObject({ versionLabel: 'v1.0' });
  });
});

describe('acceptances filed as evidence', () => {
  it('files one item, with every acceptance and the controls, once everyone in scope has accepted, and never twice', async () => {
    const admin = await founder('Filing Admin');
    await placeMembers(admin, 'Engineering');
    const policy = await approvedPolicy(admin);
    const linked = await addPerson(admin, 'Engineering');
    await addPerson(admin, 'Sales');
    await setAcceptanceScope(admin, scope(policy.id, policy.version, ['Engineering']));

    await acceptPolicy(admin, policy.id, ORIGIN);
    expect(await filedAcceptances(admin)).toEqual([]);
    const [link] = await createAcceptanceLinks(admin, policy.id);
    expect(link!.personId).toBe(linked.id);
    await acceptThroughLink(link!.token, policy.id, ORIGIN);

    const filed = await filedAcceptances(admin);
    expect(filed).toEqual([{ id: expect.any(String), name: `Acceptance of ${policy.name} v1.0: 2 of 2 people` }]);
    const item = await readEvidence(admin, filed[0]!.id);
    expect(item.controls.map((control) => control.id).sort()).toEqual(['HR-02', 'HR-03']);
    const file = await readEvidenceFile(admin, filed[0]!.id, item.files[0]!.id);
    const kept = JSON.parse(new TextDecoder().decode(file.bytes));
    expect(kept).toMatchObject({ policy: policy.name, version: 'v1.0', scope: ['Engineering'] });
    expect(kept.acceptances).toHaveLength(2);
    expect(kept.acceptances).toContainEqual(
      expect.objectContaining({ email: linked.email, version: 'v1.0', via: 'link', textSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    );
    expect(kept.acceptances).toContainEqual(expect.objectContaining({ person: admin.displayName, via: 'in-product' }));

    // Someone joins and accepts later: the version was filed already.
    const late = await addPerson(admin, 'Engineering');
    const [lateLink] = await createAcceptanceLinks(admin, policy.id);
    expect(lateLink!.personId).toBe(late.id);
    await acceptThroughLink(lateLink!.token, policy.id, ORIGIN);
    expect(await filedAcceptances(admin)).toHaveLength(1);
  });

  it('files nothing while someone in scope is still pending, and nothing in another organization', async () => {
    const admin = await founder('Pending Admin');
    const other = await founder('Pending Other');
    const policy = await approvedPolicy(admin);
    await addPerson(admin, '');
    await acceptPolicy(admin, policy.id, ORIGIN);
    expect(await filedAcceptances(admin)).toEqual([]);
    expect(await filedAcceptances(other)).toEqual([]);
  });
});
