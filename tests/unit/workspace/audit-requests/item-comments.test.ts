/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits, evidenceFiles } from '@/lib/db/schema';
import { NOT_AN_ITEM_OF_THE_REQUEST } from '@/lib/domain/audit-requests/evidence-review';
import { CLOSED_AUDIT_MESSAGE } from '@/lib/domain/audit-requests/request-permissions';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { itemCommentSchema } from '@/lib/schemas/audit-requests/evidence-reviews';
import { listGuestViews, withdrawAuditGuest } from '@/lib/workspace/audit-guests';
import {
  assignAuditRequest,
  auditRequestPackageFiles,
  commentOnRequestItem,
  guestCommentOnItem,
  guestRequestView,
  guestReviewEvidence,
  readAuditRequest,
} from '@/lib/workspace/audit-requests';
import { auditHistory } from '@/lib/workspace/audits';
import type { Member } from '@/lib/workspace/member';
import { tasksOf } from '@/lib/workspace/tasks';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { storedAudit, workingGuest } from '../audit-guests/fixtures';
import { submittedWithItem } from './fixtures';

withThrowAwayDatabase('audit-item-comments');

const commentTasks = async (member: Member) => (await tasksOf(member)).filter((task) => task.kind === 'audit-item-comment');
const threadOf = (
  view: { itemThreads: Record<string, { kind: string; byAuditor: boolean; authorName: string; body: string }[]> },
  id: string,
) => (view.itemThreads[id] ?? []).map((entry) => [entry.kind, entry.byAuditor, entry.authorName, entry.body]);

describe('the thread of one evidence item of a request', () => {
  it('opens with the flag’s comment, carries the team’s answer and the auditor’s reply, and ends with the acceptance', async () => {
    const admin = await founder('Thread Admin');
    const uploader = await joinAs(admin, 'member');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id, 'Ada Auditor');
    const { id, item } = await submittedWithItem(uploader, audit.id, 'T-1');
    const auditor = 'Ada Auditor (Ledger & Co)';

    await guestReviewEvidence(guest, { id, evidenceId: item.id, decision: 'flag', comment: 'The Q2 export is the wrong quarter.' });
    await commentOnRequestItem(uploader, { id, evidenceId: item.id, body: '  Replaced with the Q3 export.  ' });
    // The team's answer reaches the auditor on their next view of the request.
    expect(threadOf(await guestRequestView(guest, id), item.id)).toEqual([
      ['flagged', true, auditor, 'The Q2 export is the wrong quarter.'],
      ['comment', false, uploader.displayName, 'Replaced with the Q3 export.'],
    ]);

    await guestCommentOnItem(guest, { id, evidenceId: item.id, body: 'Which system is it exported from?' });
    expect((await commentTasks(uploader)).map((task) => [task.title, task.detail, task.href])).toEqual([
      [
        'Answer the auditor on the evidence Evidence T-1 of the request T-1',
        'The auditor commented: Which system is it exported from?',
        `/manage/audits/${audit.id}/requests/${id}`,
      ],
    ]);
    expect(await commentTasks(admin)).toEqual([]);
    await commentOnRequestItem(uploader, { id, evidenceId: item.id, body: 'From the HR system.' });
    expect(await commentTasks(uploader)).toEqual([]);

    await guestReviewEvidence(guest, { id, evidenceId: item.id, decision: 'accept', comment: '' });
    const view = await readAuditRequest(admin, id);
    expect(threadOf(view, item.id)).toEqual([
      ['flagged', true, auditor, 'The Q2 export is the wrong quarter.'],
      ['comment', false, uploader.displayName, 'Replaced with the Q3 export.'],
      ['comment', true, auditor, 'Which system is it exported from?'],
      ['comment', false, uploader.displayName, 'From the HR system.'],
      ['accepted', true, auditor, ''],
    ]);

    const history = (await auditHistory(admin, audit.id)).map((entry) => entry.summary);
    expect(history.filter((summary) => summary === 'Commented on the evidence Evidence T-1 of the request T-1')).toHaveLength(3);
    expect((await listGuestViews(admin, audit.id)).map((entry) => entry.label)).toContain(
      'Commented on the evidence Evidence T-1 of the request T-1',
    );
    const file = (await auditRequestPackageFiles(admin, audit.id)).find((entry) => entry.name === 'evidence-item-comments.csv')!;
    expect(file.text.split('\r\n')[0] ?? file.text.split('\n')[0]).toContain('Reference,Evidence,At,Author,Side,Kind,Comment');
    expect(file.text).toContain(`,${auditor},Auditor,flagged,The Q2 export is the wrong quarter.`);
    expect(file.text).toContain(`,${uploader.displayName},Team,comment,Replaced with the Q3 export.`);
  });

  it('gives the request’s owner the task of an item nobody of the team uploaded', async () => {
    const admin = await founder('Thread Owner Admin');
    const owner = await joinAs(admin, 'member');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const { id, version, item } = await submittedWithItem(admin, audit.id, 'O-1');
    await (await getDb()).update(evidenceFiles).set({ uploadedByMemberId: null }).where(eq(evidenceFiles.evidenceId, item.id));
    await assignAuditRequest(admin, { id, version, ownerMemberId: owner.id, dueOn: '' });

    await guestCommentOnItem(guest, { id, evidenceId: item.id, body: 'Is this the signed copy?' });
    expect((await commentTasks(owner)).map((task) => task.title)).toEqual([
      'Answer the auditor on the evidence Evidence O-1 of the request O-1',
    ]);
    // An ended audit asks nothing more of the team.
    await (await getDb()).update(audits).set({ status: 'completed' }).where(eq(audits.id, audit.id));
    expect(await commentTasks(owner)).toEqual([]);
  });

  it('refuses an empty or too long comment with a sentence', async () => {
    const admin = await founder('Thread Bounds Admin');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const { id, item } = await submittedWithItem(admin, audit.id, 'L-1');

    const empty = itemCommentSchema.safeParse({ id, evidenceId: item.id, body: '   ' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['Enter the comment.']);
    const long = itemCommentSchema.safeParse({ id, evidenceId: item.id, body: 'x'.repeat(4001) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(['The comment can be at most 4000 characters.']);
    for (const refused of [
      await refusal(guestCommentOnItem(guest, { id, evidenceId: item.id, body: ' ' })),
      await refusal(commentOnRequestItem(admin, { id, evidenceId: item.id, body: '' })),
    ]) {
      expect([refused.status, refused.message]).toEqual([422, 'Enter the comment.']);
    }
    expect((await readAuditRequest(admin, id)).itemThreads).toEqual({});
  });

  it('never reaches another audit’s or organization’s request, an item of another request, or an unknown id', async () => {
    const admin = await founder('Thread Scope Admin');
    const audit = await storedAudit(admin);
    const other = await storedAudit(admin, { name: 'ISO 27001 surveillance' });
    const guest = await workingGuest(admin, audit.id);
    const own = await submittedWithItem(admin, audit.id, 'S-1');
    const second = await submittedWithItem(admin, audit.id, 'S-2');
    const otherAudits = await submittedWithItem(admin, other.id, 'S-3');
    const stranger = await founder('Thread Scope Stranger');
    const strangers = await submittedWithItem(stranger, (await storedAudit(stranger)).id, 'Z-1');
    const body = 'Out of scope?';

    for (const [requestId, evidenceId] of [
      [otherAudits.id, otherAudits.item.id],
      [strangers.id, strangers.item.id],
      [UNKNOWN_ID, own.item.id],
      ['not-an-id', own.item.id],
    ] as const) {
      expect((await refusal(guestCommentOnItem(guest, { id: requestId, evidenceId, body }))).status).toBe(404);
    }
    for (const evidenceId of [second.item.id, strangers.item.id, UNKNOWN_ID, 'not-an-id']) {
      const refused = await refusal(guestCommentOnItem(guest, { id: own.id, evidenceId, body }));
      expect([refused.status, refused.message]).toEqual([404, NOT_AN_ITEM_OF_THE_REQUEST]);
      expect((await refusal(commentOnRequestItem(admin, { id: own.id, evidenceId, body }))).status).toBe(404);
    }
    expect((await refusal(commentOnRequestItem(stranger, { id: own.id, evidenceId: own.item.id, body }))).status).toBe(404);
    expect((await refusal(readAuditRequest(stranger, own.id))).status).toBe(404);
    expect((await readAuditRequest(admin, own.id)).itemThreads).toEqual({});
    expect((await readAuditRequest(admin, otherAudits.id)).itemThreads).toEqual({});
  });

  it('lets a viewer read but not write, and refuses a withdrawn guest and an ended audit', async () => {
    const admin = await founder('Thread Refusal Admin');
    const viewer = await joinAs(admin, 'viewer');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const { id, item } = await submittedWithItem(admin, audit.id, 'R-1');
    await guestCommentOnItem(guest, { id, evidenceId: item.id, body: 'Please add the approval.' });

    expect(threadOf(await readAuditRequest(viewer, id), item.id).map((entry) => entry[3])).toEqual(['Please add the approval.']);
    const byViewer = await refusal(commentOnRequestItem(viewer, { id, evidenceId: item.id, body: 'Noted.' }));
    expect([byViewer.status, byViewer.message]).toEqual([403, FORBIDDEN_MESSAGE]);

    await (await getDb()).update(audits).set({ status: 'completed' }).where(eq(audits.id, audit.id));
    const ended = await refusal(guestCommentOnItem(guest, { id, evidenceId: item.id, body: 'One more thing.' }));
    expect([ended.status, ended.message]).toEqual([409, CLOSED_AUDIT_MESSAGE]);
    expect((await refusal(commentOnRequestItem(admin, { id, evidenceId: item.id, body: 'Done.' }))).status).toBe(409);
    expect((await guestRequestView(guest, id)).open).toBe(false);
    // A cancelled (withdrawn) audit is refused to the team, and its guest no longer reaches it at all.
    await (await getDb()).update(audits).set({ status: 'cancelled' }).where(eq(audits.id, audit.id));
    expect((await refusal(commentOnRequestItem(admin, { id, evidenceId: item.id, body: 'Done.' }))).status).toBe(409);
    expect((await refusal(guestCommentOnItem(guest, { id, evidenceId: item.id, body: 'Done?' }))).status).toBe(404);

    await (await getDb()).update(audits).set({ status: 'scheduled' }).where(eq(audits.id, audit.id));
    expect((await guestRequestView(guest, id)).open).toBe(true);
    await withdrawAuditGuest(admin, audit.id, guest.guestId);
    expect((await refusal(guestCommentOnItem(guest, { id, evidenceId: item.id, body: 'Still here?' }))).status).toBe(404);
    expect((await readAuditRequest(admin, id)).itemThreads[item.id]).toHaveLength(1);
  });
});
