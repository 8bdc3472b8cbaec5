/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

import { addDays } from '@/lib/domain/calendar-days';
import { CLOSE_NEEDS_CAUSE_AND_ACTION } from '@/lib/domain/isms/rules';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';

import { reviewInputKeys } from '@/lib/schemas/isms/records';
import {
  addFinding,
  addReviewDecision,
  createInternalAudit,
  createManagementReview,
  createObjective,
  deleteFinding,
  deleteInternalAudit,
  ismsSummary,
  listInternalAudits,
  managementReviewMinutes,
  OWNER_MESSAGE,
  planNonconformity,
  readInternalAudit,
  readManagementReview,
  removeReviewDecision,
  saveScope,
  stepNonconformity,
  updateInternalAudit,
  updateManagementReview,
} from '@/lib/workspace/isms';
import { recordHistory } from '@/lib/workspace/activity';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { removeMember } from '@/lib/workspace/organization';
import { tasksOf } from '@/lib/workspace/tasks';
import { activityOf, auditInput, objectiveInput, reviewInput, scopeInput, today } from './fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-isms-audits');

describe('internal audits and nonconformities', () => {
  it('plans an audit, records a nonconformity and takes it to verified', async () => {
    const admin = await founder('Audits');
    const member = await joinAs(admin, 'member');
    const audit = await createInternalAudit(member, auditInput);
    expect(audit).toMatchObject({ state: 'planned', performedDate: null, reportSummary: '' });

    const finding = await addFinding(member, { auditId: audit.id, reference: 'A.5.15', description: 'Stale accounts', kind: 'minor' });
    expect(finding).toMatchObject({ state: 'open', cause: '' });
    const observation = await addFinding(member, {
      auditId: audit.id,
      reference: '9.1',
      description: 'Metrics informal',
      kind: 'observation',
    });
    expect(observation.state).toBeNull();

    expect((await refusal(stepNonconformity(member, { id: finding.id, version: 1, step: 'verify' }))).kind).toBe('invalid');
    expect((await refusal(stepNonconformity(member, { id: finding.id, version: 1, step: 'done' }))).kind).toBe('invalid');
    const plan = {
      id: finding.id,
      version: 1,
      cause: 'No leaver process',
      correctiveAction: 'Offboarding checklist',
      ownerMemberId: member.id,
      dueDate: today,
    };
    const planned = await planNonconformity(member, plan);
    expect(planned).toMatchObject({ state: 'action-planned', ownerName: member.displayName, dueDate: today, version: 2 });
    expect((await refusal(planNonconformity(member, plan))).message).toBe(STALE_MESSAGE);
    const done = await stepNonconformity(member, { id: finding.id, version: 2, step: 'done' });
    expect(done.state).toBe('action-done');
    const verified = await stepNonconformity(admin, { id: finding.id, version: 3, step: 'verify' });
    expect(verified).toMatchObject({ state: 'verified', verifiedByName: admin.displayName });
    expect(verified.verifiedAt).toBeInstanceOf(Date);
    const reopened = await stepNonconformity(member, { id: finding.id, version: 4, step: 'reopen' });
    expect(reopened).toMatchObject({ state: 'open', verifiedByName: null, verifiedAt: null, cause: 'No leaver process' });

    expect((await refusal(stepNonconformity(member, { id: observation.id, version: 1, step: 'done' }))).kind).toBe('invalid');
    expect((await readInternalAudit(member, audit.id)).findings.map((row) => row.reference)).toEqual(['A.5.15', '9.1']);
    expect(await listInternalAudits(member)).toEqual([expect.objectContaining({ id: audit.id, findingCount: 2, openNonconformities: 1 })]);
    expect((await recordHistory(member, audit.id)).map((entry) => [entry.action, entry.summary])).toEqual([
      ['audit-finding.changed', 'Open: nonconformity A.5.15'],
      ['audit-finding.changed', 'Verified effective: nonconformity A.5.15'],
      ['audit-finding.changed', 'Action done: nonconformity A.5.15'],
      ['audit-finding.changed', `Planned the corrective action due ${today}: nonconformity A.5.15`],
      ['audit-finding.created', `Recorded an observation (9.1) in the internal audit ${auditInput.title}`],
      ['audit-finding.created', `Recorded a minor nonconformity (A.5.15) in the internal audit ${auditInput.title}`],
      ['internal-audit.created', `Planned the internal audit ${auditInput.title} for ${auditInput.plannedDate}`],
    ]);
  });

  it('tells a deleted finding in its internal audit’s history, and only in its own organization’s', async () => {
    const admin = await founder('Audit history');
    const audit = await createInternalAudit(admin, auditInput);
    const finding = await addFinding(admin, { auditId: audit.id, reference: '8.1', description: 'No change log', kind: 'major' });
    await deleteFinding(admin, finding.id, finding.version);
    expect((await recordHistory(admin, audit.id)).map((entry) => entry.summary)).toEqual([
      'Deleted the finding 8.1',
      `Recorded a major nonconformity (8.1) in the internal audit ${auditInput.title}`,
      `Planned the internal audit ${auditInput.title} for ${auditInput.plannedDate}`,
    ]);
    expect(await recordHistory(await founder('Audit history elsewhere'), audit.id)).toEqual([]);
  });

  it('cannot close a nonconformity whose cause or action is missing, even when stored so', async () => {
    const admin = await founder('Closing');
    const audit = await createInternalAudit(admin, auditInput);
    const finding = await addFinding(admin, { auditId: audit.id, reference: '10.2', description: 'No RCA', kind: 'major' });
    const { auditFindings } = await import('@/lib/db/schema');
    await (
      await getDb()
    )
      .update(auditFindings)
      .set({ state: 'action-done', cause: '', correctiveAction: 'Something' })
      .where(eq(auditFindings.id, finding.id));
    const refused = await refusal(stepNonconformity(admin, { id: finding.id, version: 1, step: 'verify' }));
    expect(refused.message).toBe(CLOSE_NEEDS_CAUSE_AND_ACTION);
    expect((await readInternalAudit(admin, audit.id)).findings[0]?.state).toBe('action-done');
  });

  it('completes an audit only with its report summary, and refuses stale edits', async () => {
    const admin = await founder('Completing');
    const audit = await createInternalAudit(admin, auditInput);
    const edit = { ...auditInput, id: audit.id, version: 1, state: 'completed' as const, performedDate: today, reportSummary: '' };
    expect((await refusal(updateInternalAudit(admin, edit))).message).toBe('A completed audit needs its report summary.');
    const completed = await updateInternalAudit(admin, { ...edit, reportSummary: 'One minor nonconformity' });
    expect(completed).toMatchObject({ state: 'completed', version: 2 });
    expect((await refusal(updateInternalAudit(admin, { ...edit, reportSummary: 'Again' }))).message).toBe(STALE_MESSAGE);
  });

  it("refuses viewers' writes and another organization's audits and findings", async () => {
    const admin = await founder('Audit owners');
    const other = await founder('Audit others');
    const viewer = await joinAs(admin, 'viewer');
    const audit = await createInternalAudit(admin, auditInput);
    const finding = await addFinding(admin, { auditId: audit.id, reference: '7.2', description: 'Training gaps', kind: 'minor' });
    const plan = { id: finding.id, version: 1, cause: 'c', correctiveAction: 'a', ownerMemberId: null, dueDate: today };

    expect((await refusal(createInternalAudit(viewer, auditInput))).message).toBe(FORBIDDEN_MESSAGE);
    expect((await refusal(addFinding(viewer, { auditId: audit.id, reference: 'x', description: 'y', kind: 'minor' }))).kind).toBe(
      'forbidden',
    );
    expect((await refusal(planNonconformity(viewer, plan))).kind).toBe('forbidden');
    expect((await refusal(stepNonconformity(viewer, { id: finding.id, version: 1, step: 'reopen' }))).kind).toBe('forbidden');

    expect((await refusal(readInternalAudit(other, audit.id))).kind).toBe('not-found');
    expect((await refusal(addFinding(other, { auditId: audit.id, reference: 'x', description: 'y', kind: 'minor' }))).kind).toBe(
      'not-found',
    );
    expect((await refusal(planNonconformity(other, plan))).kind).toBe('not-found');
    expect((await refusal(deleteFinding(other, finding.id, 1))).kind).toBe('not-found');
    expect((await refusal(deleteInternalAudit(other, audit.id, 1))).kind).toBe('not-found');
    expect((await refusal(planNonconformity(admin, { ...plan, ownerMemberId: other.id }))).message).toBe(OWNER_MESSAGE);
    expect(await listInternalAudits(other)).toEqual([]);

    await deleteFinding(admin, finding.id, 1);
    await deleteInternalAudit(admin, audit.id, 1);
    expect(await listInternalAudits(viewer)).toEqual([]);
  });
});

describe('management reviews', () => {
  it('records a review, edits it, adds and removes decisions, and gives its minutes', async () => {
    const admin = await founder('Reviews');
    const member = await joinAs(admin, 'member');
    const review = await createManagementReview(member, reviewInput);
    expect(review).toMatchObject({ attendees: ['Ann', 'Bo'], decisions: [], version: 1 });
    expect(Object.keys(review.inputs)).toEqual([...reviewInputKeys]);

    const decided = await addReviewDecision(member, { id: review.id, version: 1, decision: 'Buy a SIEM', owner: 'Bo', dueDate: today });
    expect(decided.decisions).toEqual([{ id: expect.any(String), decision: 'Buy a SIEM', owner: 'Bo', dueDate: today }]);
    expect(
      (await refusal(addReviewDecision(member, { id: review.id, version: 1, decision: 'x', owner: 'y', dueDate: today }))).message,
    ).toBe(STALE_MESSAGE);
    const edited = await updateManagementReview(member, { ...reviewInput, id: review.id, version: 2, attendees: ['Ann'] });
    expect(edited).toMatchObject({ attendees: ['Ann'], version: 3 });
    expect(edited.decisions).toHaveLength(1);

    const minutes = await managementReviewMinutes(admin);
    expect(minutes).toEqual([expect.objectContaining({ title: 'Q4 management review', attendees: ['Ann'], decisions: decided.decisions })]);
    expect(minutes[0]?.inputs.risks).toBe('Two new risks');

    const cleared = await removeReviewDecision(member, review.id, 3, decided.decisions[0]!.id);
    expect(cleared.decisions).toEqual([]);
    expect((await refusal(removeReviewDecision(member, review.id, 4, UNKNOWN_ID))).kind).toBe('not-found');
    expect((await activityOf(member, review.id)).map((row) => row.action)).toEqual([
      'management-review.created',
      'management-review.updated',
      'management-review.updated',
      'management-review.updated',
    ]);
  });

  it("refuses viewers' writes and another organization's reviews", async () => {
    const admin = await founder('Review owners');
    const other = await founder('Review others');
    const viewer = await joinAs(admin, 'viewer');
    const review = await createManagementReview(admin, reviewInput);
    expect((await refusal(createManagementReview(viewer, reviewInput))).message).toBe(FORBIDDEN_MESSAGE);
    expect((await refusal(updateManagementReview(viewer, { ...reviewInput, id: review.id, version: 1 }))).kind).toBe('forbidden');
    expect((await refusal(readManagementReview(other, review.id))).kind).toBe('not-found');
    expect((await refusal(updateManagementReview(other, { ...reviewInput, id: review.id, version: 1 }))).kind).toBe('not-found');
    expect(await managementReviewMinutes(other)).toEqual([]);
    expect((await readManagementReview(viewer, review.id)).title).toBe('Q4 management review');
  });
});

describe('the ISMS summary', () => {
  it('gives the scope, the objectives with their status and the audits with findings', async () => {
    const admin = await founder('Summary');
    await saveScope(admin, scopeInput(0));
    await createObjective(admin, { ...objectiveInput(), targetDate: addDays(today, -1) });
    const audit = await createInternalAudit(admin, auditInput);
    await addFinding(admin, { auditId: audit.id, reference: '6.2', description: 'No targets', kind: 'observation' });
    const summary = await ismsSummary(admin, today);
    expect(summary.scope?.statement).toBe(scopeInput(0).statement);
    expect(summary.objectives.map((objective) => objective.status)).toEqual(['missed']);
    expect(summary.audits).toEqual([expect.objectContaining({ id: audit.id, findings: [expect.objectContaining({ reference: '6.2' })] })]);
    expect(await ismsSummary(await founder('Summary other'), today)).toEqual({ scope: null, objectives: [], audits: [] });
  });
});

describe('corrective action tasks', () => {
  async function nonconformity(admin: Member, ownerMemberId: string | null, dueDate: string, reference = 'A.8.8') {
    const audit = await createInternalAudit(admin, { ...auditInput, title: `Audit ${reference}` });
    const finding = await addFinding(admin, { auditId: audit.id, reference, description: 'Gap', kind: 'major' });
    return planNonconformity(admin, { id: finding.id, version: 1, cause: 'c', correctiveAction: 'a', ownerMemberId, dueDate });
  }
  const taskKeys = async (who: Member) =>
    (await tasksOf(who, today)).filter((task) => task.kind === 'corrective-action').map((task) => task.key);

  it('goes to the owner when due within 14 days or overdue, and to the admins when nobody owns it', async () => {
    const admin = await founder('Tasks');
    const owner = await joinAs(admin, 'member');
    const overdue = await nonconformity(admin, owner.id, addDays(today, -3), 'overdue');
    const soon = await nonconformity(admin, owner.id, addDays(today, 14), 'soon');
    await nonconformity(admin, owner.id, addDays(today, 15), 'later');
    const ownerless = await nonconformity(admin, null, today, 'ownerless');

    expect((await taskKeys(owner)).sort()).toEqual([`corrective-action:${overdue.id}`, `corrective-action:${soon.id}`].sort());
    expect(await taskKeys(admin)).toEqual([`corrective-action:${ownerless.id}`]);
    const [task] = (await tasksOf(owner, today)).filter((found) => found.key === `corrective-action:${overdue.id}`);
    expect(task).toMatchObject({ overdue: true, href: `/manage/isms/audits/${overdue.auditId}`, title: 'Corrective action for overdue' });
    expect(await taskKeys(await founder('Tasks other'))).toEqual([]);
  });

  it('ends once verified, and passes to the admins when the owner leaves', async () => {
    const admin = await founder('Task ends');
    const owner = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    const finding = await nonconformity(admin, owner.id, today);
    expect(await taskKeys(owner)).toHaveLength(1);
    expect(await taskKeys(viewer)).toEqual([]);
    await removeMember(admin, owner.id);
    expect(await taskKeys(admin)).toEqual([`corrective-action:${finding.id}`]);
    await stepNonconformity(admin, { id: finding.id, version: 2, step: 'done' });
    await stepNonconformity(admin, { id: finding.id, version: 3, step: 'verify' });
    expect(await taskKeys(admin)).toEqual([]);
  });
});
