/** @jest-environment node */
import { recordHistory } from '@/lib/workspace/activity';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { createPolicy, getPolicy } from '@/lib/workspace/policies';
import {
  approvePolicy,
  archivePolicy,
  commentOnPolicy,
  deletePolicy,
  renewPolicy,
  returnPolicy,
  submitPolicy,
  updatePolicy,
} from '@/lib/workspace/policies';
import type { PolicyState, PolicyStep } from '@/lib/domain/policies/lifecycle';
import type { PolicyEdit } from '@/lib/schemas/policies/records';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('policies-lifecycle');

const TODAY = '2026-11-23';

let admin: Member;
let member: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Lifecycle Admin', 'Lifecycle Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
});

const newDraft = (name = 'Clean Desk Policy') =>
  createPolicy(admin, { name, description: 'Desks and screens.', framework: 'iso27001', owner: 'Ana', reviewFrequency: '12' });

const editOf = (policy: { id: string; version: number }, changes: Partial<PolicyEdit> = {}): PolicyEdit => ({
  id: policy.id,
  version: policy.version,
  name: 'Clean Desk Policy',
  description: 'Desks and screens.',
  owner: 'Ana',
  frameworks: ['iso27001'],
  reviewFrequency: '12',
  body: '## Purpose\n\nKeep desks clear.',
  ...changes,
});

/** A new policy brought to `state` through the lifecycle itself. */
async function policyIn(state: PolicyState) {
  let policy = await newDraft(`Policy in ${state} ${Math.random().toString(36).slice(2, 8)}`);
  if (state === 'draft') return policy;
  policy = await submitPolicy(admin, policy.id, policy.version, TODAY);
  if (state === 'review') return policy;
  // Approved long ago for Expired: its review fell due a year after 2020-01-01.
  policy = await approvePolicy(admin, policy.id, policy.version, state === 'expired' ? '2020-01-01' : TODAY);
  if (state === 'approved' || state === 'expired') return policy;
  return archivePolicy(admin, policy.id, policy.version, TODAY);
}

const run: Record<PolicyStep, (actor: Member, policy: { id: string; version: number; name: string }) => Promise<unknown>> = {
  edit: (actor, policy) => updatePolicy(actor, editOf(policy, { name: policy.name, revision: 'minor' }), TODAY),
  submit: (actor, policy) => submitPolicy(actor, policy.id, policy.version, TODAY),
  approve: (actor, policy) => approvePolicy(actor, policy.id, policy.version, TODAY),
  return: (actor, policy) => returnPolicy(actor, policy.id, policy.version, 'Tighten statement 2.', TODAY),
  renew: (actor, policy) => renewPolicy(actor, policy.id, policy.version, TODAY),
  archive: (actor, policy) => archivePolicy(actor, policy.id, policy.version, TODAY),
  delete: (actor, policy) => deletePolicy(actor, policy.id, policy.version, TODAY),
  comment: (actor, policy) => commentOnPolicy(actor, policy.id, policy.version, 'Looks good.', TODAY),
};

/** Where each allowed step leads, as the policy then reads ('gone' once deleted); every other step is refused. */
const allowed: Record<PolicyState, Partial<Record<PolicyStep, string>>> = {
  draft: { edit: 'draft', submit: 'review', delete: 'gone' },
  review: { approve: 'approved', return: 'draft', comment: 'review' },
  approved: { edit: 'draft', archive: 'archived' },
  expired: { edit: 'draft', renew: 'review', archive: 'archived' },
  archived: {},
};

const steps = Object.keys(run) as PolicyStep[];
const cases = (Object.keys(allowed) as PolicyState[]).flatMap((state) => steps.map((step) => [state, step] as const));

async function readState(id: string): Promise<string> {
  const found = await getPolicy(admin, id, TODAY).catch(() => null);
  if (!found) return 'gone';
  return found.archivedAt ? 'archived' : found.status;
}

describe('every lifecycle transition, enforced by the server', () => {
  it.each(cases)('%s: %s', async (state, step) => {
    const policy = await policyIn(state);
    const expected = allowed[state][step];
    if (expected) {
      await run[step](admin, policy);
      expect(await readState(policy.id)).toBe(expected);
    } else {
      const error = await refusal(run[step](admin, policy));
      expect(error.kind).toBe('invalid');
      expect(error.status).toBe(422);
      expect(error.message.length).toBeGreaterThan(10);
      const after = await getPolicy(admin, policy.id, TODAY);
      expect(after.version).toBe(policy.version);
      expect(await readState(policy.id)).toBe(state);
    }
  });
});

describe('roles', () => {
  it('refuses a viewer every write, before anything else', async () => {
    const draft = await newDraft('Viewer Target');
    for (const step of steps) expect([step, (await refusal(run[step](viewer, draft))).kind]).toEqual([step, 'forbidden']);
    expect((await getPolicy(admin, draft.id)).version).toBe(draft.version);
  });

  it('lets only an administrator approve, return and delete; a member submits, comments, renews and archives', async () => {
    const draft = await newDraft('Member Target');
    expect((await refusal(run.delete(member, draft))).kind).toBe('forbidden');
    const review = await submitPolicy(member, draft.id, draft.version, TODAY);
    expect((await refusal(run.approve(member, review))).kind).toBe('forbidden');
    expect((await refusal(run.return(member, review))).kind).toBe('forbidden');
    await commentOnPolicy(member, review.id, review.version, 'Please add screens.', TODAY);
    const approved = await approvePolicy(admin, review.id, review.version, TODAY);
    expect(approved.status).toBe('approved');
    await archivePolicy(member, approved.id, approved.version, TODAY);
  });
});

describe('a policy of another organization, an unknown id, a stale version', () => {
  it('answers not found for another organization and for unknown ids, changing nothing', async () => {
    const stranger = await founder('Stranger');
    const draft = await newDraft('Private Policy');
    for (const step of steps) expect([step, (await refusal(run[step](stranger, draft))).kind]).toEqual([step, 'not-found']);
    expect((await refusal(run.submit(admin, { ...draft, id: UNKNOWN_ID }))).kind).toBe('not-found');
    expect((await refusal(run.submit(admin, { ...draft, id: '1; drop table policies' }))).kind).toBe('not-found');
    expect((await getPolicy(admin, draft.id)).version).toBe(draft.version);
  });

  it('refuses a stale version with the stale message, changing nothing', async () => {
    const draft = await newDraft('Stale Policy');
    const saved = await updatePolicy(admin, editOf(draft, { name: 'Stale Policy', body: 'First' }), TODAY);
    const error = await refusal(updatePolicy(admin, editOf(draft, { name: 'Stale Policy', body: 'Second' }), TODAY));
    expect([error.kind, error.message]).toEqual(['conflict', STALE_MESSAGE]);
    expect((await refusal(submitPolicy(admin, draft.id, draft.version, TODAY))).message).toBe(STALE_MESSAGE);
    expect((await refusal(deletePolicy(admin, draft.id, draft.version, TODAY))).message).toBe(STALE_MESSAGE);
    const after = await getPolicy(admin, draft.id);
    expect([after.body, after.status, after.version]).toEqual(['First', 'draft', saved.version]);
  });
});

describe('versions', () => {
  it('keeps a draft label on save, bumps an approved one by a minor edit or a major revision, and keeps every approved text', async () => {
    const draft = await newDraft('Versioned Policy');
    let policy = await updatePolicy(admin, editOf(draft, { name: 'Versioned Policy', body: 'Text one' }), TODAY);
    expect(policy).toMatchObject({ versionLabel: 'v1.0', status: 'draft' });
    policy = await submitPolicy(admin, policy.id, policy.version, TODAY);
    const now = new Date('2026-11-23T10:00:00Z');
    policy = await approvePolicy(admin, policy.id, policy.version, TODAY, now);
    expect(policy).toMatchObject({ status: 'approved', versionLabel: 'v1.0', reviewDueOn: '2027-11-23' });
    let detail = await getPolicy(admin, policy.id, TODAY);
    expect(detail).toMatchObject({ approvedAt: now, approvedByName: admin.displayName });

    // An approved text needs the choice of a minor edit or a major revision.
    expect((await refusal(updatePolicy(admin, editOf(policy, { name: 'Versioned Policy', body: 'Text two' }), TODAY))).message).toBe(
      'Choose a minor edit or a major revision.',
    );
    policy = await updatePolicy(admin, editOf(policy, { name: 'Versioned Policy', body: 'Text two', revision: 'minor' }), TODAY);
    expect(policy).toMatchObject({ versionLabel: 'v1.1', status: 'draft', reviewDueOn: null });
    detail = await getPolicy(admin, policy.id, TODAY);
    expect(detail.versions.map((version) => [version.label, version.body, version.approvedByName])).toEqual([
      ['v1.0', 'Text one', admin.displayName],
    ]);

    policy = await submitPolicy(admin, policy.id, policy.version, TODAY);
    policy = await approvePolicy(admin, policy.id, policy.version, TODAY);
    policy = await updatePolicy(admin, editOf(policy, { name: 'Versioned Policy', body: 'Text three', revision: 'major' }), TODAY);
    expect(policy.versionLabel).toBe('v2.0');
    detail = await getPolicy(admin, policy.id, TODAY);
    expect(detail.versions.map((version) => [version.label, version.body]).sort()).toEqual([
      ['v1.0', 'Text one'],
      ['v1.1', 'Text two'],
    ]);
    expect(detail.body).toBe('Text three');
  });

  it('renews an expired policy with the same text and label, and sets a new review due day once approved', async () => {
    let policy = await policyIn('expired');
    expect((await getPolicy(admin, policy.id, TODAY)).status).toBe('expired');
    policy = await renewPolicy(admin, policy.id, policy.version, TODAY);
    expect(policy).toMatchObject({ status: 'review', versionLabel: 'v1.0' });
    policy = await approvePolicy(admin, policy.id, policy.version, TODAY);
    const detail = await getPolicy(admin, policy.id, TODAY);
    expect(detail).toMatchObject({ status: 'approved', versionLabel: 'v1.0', reviewDueOn: '2027-11-23' });
    expect(detail.versions.map((version) => version.label)).toEqual(['v1.0']);
  });

  it('moves a returned renewal to the next minor version when edited, so the approved text stays as approved', async () => {
    let policy = await policyIn('expired');
    policy = await renewPolicy(admin, policy.id, policy.version, TODAY);
    policy = await returnPolicy(admin, policy.id, policy.version, 'Update the scope.', TODAY);
    policy = await updatePolicy(admin, editOf(policy, { name: policy.name, body: 'New scope' }), TODAY);
    expect(policy.versionLabel).toBe('v1.1');
  });

  it('computes Expired on read: approved on the due day, expired the day after', async () => {
    const policy = await policyIn('approved');
    const due = (await getPolicy(admin, policy.id, TODAY)).reviewDueOn!;
    expect(due).toBe('2027-11-23');
    expect((await getPolicy(admin, policy.id, '2027-11-22')).status).toBe('approved');
    expect((await getPolicy(admin, policy.id, '2027-11-23')).status).toBe('approved');
    expect((await getPolicy(admin, policy.id, '2027-11-24')).status).toBe('expired');
  });
});

describe('comments and history', () => {
  it('requires a comment to return a policy, lists comments with their author, and writes the history of every change', async () => {
    let policy = await newDraft('Commented Policy');
    policy = await submitPolicy(admin, policy.id, policy.version, TODAY);
    expect((await refusal(returnPolicy(admin, policy.id, policy.version, '   ', TODAY))).kind).toBe('invalid');
    expect((await refusal(commentOnPolicy(member, policy.id, policy.version, '', TODAY))).kind).toBe('invalid');
    await commentOnPolicy(member, policy.id, policy.version, 'Mention screens.', TODAY);
    policy = await returnPolicy(admin, policy.id, policy.version, 'Add a section on screens.', TODAY);
    const detail = await getPolicy(admin, policy.id, TODAY);
    expect(detail.status).toBe('draft');
    expect(detail.comments.map((comment) => [comment.authorName, comment.body, comment.kind])).toEqual([
      [member.displayName, 'Mention screens.', 'comment'],
      [admin.displayName, 'Add a section on screens.', 'returned'],
    ]);
    const history = (await recordHistory(admin, policy.id)).map((entry) => entry.action);
    expect(history).toEqual(['policy.returned', 'policy.commented', 'policy.submitted', 'policy.created']);
  });

  it('deletes a draft with its activity row', async () => {
    const draft = await newDraft('Deleted Policy');
    await deletePolicy(admin, draft.id, draft.version, TODAY);
    expect((await refusal(getPolicy(admin, draft.id))).kind).toBe('not-found');
    expect((await recordHistory(admin, draft.id)).map((entry) => entry.summary)[0]).toBe('Deleted the draft policy Deleted Policy');
  });
});
