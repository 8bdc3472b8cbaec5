/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import { CLOSED_AUDIT_MESSAGE } from '@/lib/domain/audit-requests/request-permissions';
import { withdrawAuditGuest } from '@/lib/workspace/audit-guests';
import {
  addAuditRequest,
  GUEST_ACT_FORBIDDEN,
  guestFindingList,
  guestRaiseFinding,
  guestStepFinding,
  listRequestFindings,
  planRequestFinding,
  raiseRequestFinding,
  stepRequestFinding,
} from '@/lib/workspace/audit-requests';
import { auditHistory } from '@/lib/workspace/audits';
import { tasksOf } from '@/lib/workspace/tasks';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { storedAudit, workingGuest } from '../audit-guests/fixtures';

withThrowAwayDatabase('audit-request-findings');

const raise = (requestId: string, title = 'Access review incomplete') => ({
  requestId,
  title,
  severity: 'minor' as const,
  description: 'Two leavers kept access after the Q2 review.',
});

async function auditWithRequest(admin: Member, reference = 'R-1') {
  const audit = await storedAudit(admin);
  const request = await addAuditRequest(admin, { auditId: audit.id, reference, text: `Provide ${reference}.`, dueOn: '' });
  return { audit, requestId: request.id };
}

const findingTasks = async (member: Member) => (await tasksOf(member)).filter((task) => task.kind === 'audit-finding');

describe('a finding raised on an audit request', () => {
  it('is raised by the auditor, remedied by its owner, closed by the auditor, each step in the audit history', async () => {
    const admin = await founder('Finding Flow Admin');
    const owner = await joinAs(admin, 'member');
    const { audit, requestId } = await auditWithRequest(admin);
    const guest = await workingGuest(admin, audit.id, 'Ada Auditor');

    const raised = await guestRaiseFinding(guest, raise(requestId));
    expect([raised.state, raised.raisedByName, raised.requestReference, raised.ownerMemberId]).toEqual([
      'open',
      'Ada Auditor (Ledger & Co)',
      'R-1',
      null,
    ]);
    const planned = await planRequestFinding(admin, {
      id: raised.id,
      version: 1,
      ownerMemberId: owner.id,
      dueOn: '2026-08-15',
      correctiveAction: 'Remove the access and automate the leaver check.',
    });
    expect([planned.state, planned.dueOn]).toEqual(['action-planned', '2026-08-15']);
    expect((await findingTasks(owner)).map((task) => [task.title, task.dueOn, task.href])).toEqual([
      ['Remedy the finding Access review incomplete', '2026-08-15', `/manage/audits/${audit.id}#findings`],
    ]);
    expect(await findingTasks(admin)).toEqual([]);

    await stepRequestFinding(owner, { id: raised.id, version: 2, step: 'done' });
    const closed = await guestStepFinding(guest, { id: raised.id, version: 3, step: 'close' });
    expect([closed.state, closed.closedByName]).toEqual(['closed', 'Ada Auditor (Ledger & Co)']);
    expect(await findingTasks(owner)).toEqual([]);

    const shown = await guestFindingList(guest);
    expect(shown.map((finding) => [finding.title, finding.ownerName, finding.state])).toEqual([
      ['Access review incomplete', owner.displayName, 'closed'],
    ]);
    expect(JSON.stringify(shown)).not.toContain(owner.email);
    expect((await listRequestFindings(admin, audit.id)).map((finding) => finding.id)).toEqual([raised.id]);
    const history = (await auditHistory(admin, audit.id)).map((entry) => entry.summary);
    const about = 'finding "Access review incomplete" on the request R-1';
    expect(history).toEqual(
      expect.arrayContaining([
        `Raised minor nonconformity: ${about}`,
        `Planned the corrective action due 2026-08-15: ${about}`,
        `Marked the corrective action done: ${about}`,
        `Closed: ${about}`,
      ]),
    );
  });

  it('is raised by a member on the auditor’s behalf, and reopened after its closure', async () => {
    const admin = await founder('Finding Member Admin');
    const { audit, requestId } = await auditWithRequest(admin);
    const raised = await raiseRequestFinding(admin, { ...raise(requestId), severity: 'major' });
    expect([raised.severity, raised.raisedByName]).toEqual(['major', admin.displayName]);
    expect((await refusal(stepRequestFinding(admin, { id: raised.id, version: 1, step: 'done' }))).status).toBe(422);
    await planRequestFinding(admin, { id: raised.id, version: 1, ownerMemberId: admin.id, dueOn: '2026-09-01', correctiveAction: 'Fix.' });
    await stepRequestFinding(admin, { id: raised.id, version: 2, step: 'done' });
    await stepRequestFinding(admin, { id: raised.id, version: 3, step: 'close' });
    const reopened = await stepRequestFinding(admin, { id: raised.id, version: 4, step: 'reopen' });
    expect([reopened.state, reopened.closedByName, reopened.closedAt]).toEqual(['open', null, null]);
    expect((await findingTasks(admin)).map((task) => task.key)).toEqual([`audit-finding:${raised.id}`]);
    expect((await auditHistory(admin, audit.id)).map((entry) => entry.summary)).toContain(
      'Reopened: finding "Access review incomplete" on the request R-1',
    );
  });
});

describe('who may raise and remedy a finding', () => {
  it('refuses the guest the remedy, and keeps the guest to their own audit', async () => {
    const admin = await founder('Finding Scope Admin');
    const { audit, requestId } = await auditWithRequest(admin);
    const guest = await workingGuest(admin, audit.id);
    const other = await auditWithRequest(admin, 'X-1');
    const othersFinding = await raiseRequestFinding(admin, raise(other.requestId));
    const stranger = await founder('Finding Scope Stranger');
    const strangers = await auditWithRequest(stranger, 'Z-1');
    const strangersFinding = await raiseRequestFinding(stranger, raise(strangers.requestId));

    const own = await guestRaiseFinding(guest, raise(requestId));
    const remedy = await refusal(guestStepFinding(guest, { id: own.id, version: 1, step: 'done' }));
    expect([remedy.status, remedy.message]).toEqual([403, GUEST_ACT_FORBIDDEN]);

    for (const id of [other.requestId, strangers.requestId, UNKNOWN_ID, 'not-an-id']) {
      expect((await refusal(guestRaiseFinding(guest, raise(id)))).status).toBe(404);
    }
    for (const id of [othersFinding.id, strangersFinding.id, UNKNOWN_ID]) {
      expect((await refusal(guestStepFinding(guest, { id, version: 1, step: 'close' }))).status).toBe(404);
    }
    expect((await guestFindingList(guest)).map((finding) => finding.id)).toEqual([own.id]);
    expect(await listRequestFindings(stranger, strangers.audit.id)).toHaveLength(1);
  });

  it('keeps members to their organization’s requests, findings and team', async () => {
    const admin = await founder('Finding Org Admin');
    const { audit, requestId } = await auditWithRequest(admin);
    const finding = await raiseRequestFinding(admin, raise(requestId));
    const stranger = await founder('Finding Org Stranger');

    expect((await refusal(raiseRequestFinding(stranger, raise(requestId)))).status).toBe(404);
    expect((await refusal(stepRequestFinding(stranger, { id: finding.id, version: 1, step: 'reopen' }))).status).toBe(404);
    const plan = { id: finding.id, version: 1, ownerMemberId: stranger.id, dueOn: '2026-09-01', correctiveAction: 'Fix.' };
    expect((await refusal(planRequestFinding(stranger, plan))).status).toBe(404);
    expect((await refusal(planRequestFinding(admin, plan))).status).toBe(422);
    expect((await refusal(listRequestFindings(stranger, audit.id))).status).toBe(404);
    expect((await listRequestFindings(admin, audit.id)).map((shown) => shown.state)).toEqual(['open']);
  });

  it('lets viewers read the findings and write none', async () => {
    const admin = await founder('Finding Viewer Admin');
    const viewer = await joinAs(admin, 'viewer');
    const { audit, requestId } = await auditWithRequest(admin);
    const finding = await raiseRequestFinding(admin, raise(requestId));

    expect((await refusal(raiseRequestFinding(viewer, raise(requestId)))).status).toBe(403);
    const plan = { id: finding.id, version: 1, ownerMemberId: viewer.id, dueOn: '2026-09-01', correctiveAction: 'Fix.' };
    expect((await refusal(planRequestFinding(viewer, plan))).status).toBe(403);
    expect((await refusal(stepRequestFinding(viewer, { id: finding.id, version: 1, step: 'close' }))).status).toBe(403);
    expect((await listRequestFindings(viewer, audit.id)).map((shown) => shown.version)).toEqual([1]);
  });

  it('refuses a withdrawn guest every read and write', async () => {
    const admin = await founder('Finding Withdrawn Admin');
    const { audit, requestId } = await auditWithRequest(admin);
    const guest = await workingGuest(admin, audit.id);
    const finding = await guestRaiseFinding(guest, raise(requestId));
    await withdrawAuditGuest(admin, audit.id, guest.guestId);

    expect((await refusal(guestFindingList(guest))).status).toBe(404);
    expect((await refusal(guestRaiseFinding(guest, raise(requestId, 'Second')))).status).toBe(404);
    expect((await refusal(guestStepFinding(guest, { id: finding.id, version: 1, step: 'close' }))).status).toBe(404);
    expect((await listRequestFindings(admin, audit.id)).map((shown) => shown.title)).toEqual(['Access review incomplete']);
  });

  it.each(['completed', 'cancelled'] as const)('keeps the findings of a %s audit as they were', async (status) => {
    const admin = await founder(`Finding ${status} Admin`);
    const { audit, requestId } = await auditWithRequest(admin);
    const guest = await workingGuest(admin, audit.id);
    const finding = await raiseRequestFinding(admin, raise(requestId));
    await (await getDb()).update(audits).set({ status }).where(eq(audits.id, audit.id));

    for (const write of [
      raiseRequestFinding(admin, raise(requestId, 'Late')),
      planRequestFinding(admin, { id: finding.id, version: 1, ownerMemberId: admin.id, dueOn: '2026-09-01', correctiveAction: 'Fix.' }),
      stepRequestFinding(admin, { id: finding.id, version: 1, step: 'reopen' }),
    ]) {
      const refused = await refusal(write);
      expect([refused.status, refused.message]).toEqual([409, CLOSED_AUDIT_MESSAGE]);
    }
    // A completed audit's guest still reads until the access end; a cancelled audit's access ends at once.
    const guestStatus = status === 'completed' ? 409 : 404;
    expect((await refusal(guestRaiseFinding(guest, raise(requestId, 'Late')))).status).toBe(guestStatus);
    expect((await listRequestFindings(admin, audit.id)).map((shown) => [shown.title, shown.state])).toEqual([
      ['Access review incomplete', 'open'],
    ]);
  });
});
