/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits, evidenceFiles } from '@/lib/db/schema';
import { ACCEPT_WITH_FLAGGED_EVIDENCE, NOT_AN_ITEM_OF_THE_REQUEST } from '@/lib/domain/audit-requests/evidence-review';
import { CLOSED_AUDIT_MESSAGE } from '@/lib/domain/audit-requests/request-permissions';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { FLAG_NEEDS_COMMENT } from '@/lib/schemas/audit-requests/evidence-reviews';
import { listGuestViews, withdrawAuditGuest } from '@/lib/workspace/audit-guests';
import {
  assignAuditRequest,
  attachRequestEvidence,
  auditRequestPackageFiles,
  decideAuditRequest,
  guestDecideRequest,
  guestRequestView,
  guestReviewEvidence,
  readAuditRequest,
  reviewRequestEvidence,
} from '@/lib/workspace/audit-requests';
import { auditHistory } from '@/lib/workspace/audits';
import { reviseEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { tasksOf } from '@/lib/workspace/tasks';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { pdfFile, uploads } from '../evidence/fixtures';
import { storedAudit, workingGuest } from '../audit-guests/fixtures';
import { submittedWithItem } from './fixtures';

withThrowAwayDatabase('audit-evidence-reviews');

const flag = (id: string, evidenceId: string, comment = 'The sign-off page is missing.') =>
  ({ id, evidenceId, decision: 'flag', comment }) as const;
const flagTasks = async (member: Member) => (await tasksOf(member)).filter((task) => task.kind === 'audit-evidence-flag');

describe('the auditor’s review of one evidence item', () => {
  it('flags an item with what is wrong: the team sees it, its uploader has a task, and the request is not accepted until the item is replaced', async () => {
    const admin = await founder('Review Admin');
    const uploader = await joinAs(admin, 'member');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id, 'Ada Auditor');
    const { id, version, item } = await submittedWithItem(uploader, audit.id, 'E-1');

    expect((await refusal(guestReviewEvidence(guest, { id, evidenceId: item.id, decision: 'flag', comment: ' ' }))).message).toBe(
      FLAG_NEEDS_COMMENT,
    );
    const flagged = await guestReviewEvidence(guest, flag(id, item.id));
    expect(flagged.state).toBe('flagged');

    const shown = (await readAuditRequest(admin, id)).request.evidence;
    expect(shown.map((entry) => [entry.name, entry.review?.state, entry.review?.comment, entry.review?.reviewedByName])).toEqual([
      ['Evidence E-1', 'flagged', 'The sign-off page is missing.', 'Ada Auditor (Ledger & Co)'],
    ]);
    expect((await flagTasks(uploader)).map((task) => [task.title, task.detail, task.href])).toEqual([
      [
        'Replace the evidence Evidence E-1 of the request E-1',
        'Flagged by the auditor: The sign-off page is missing.',
        `/manage/audits/${audit.id}/requests/${id}`,
      ],
    ]);
    expect(await flagTasks(admin)).toEqual([]);

    const refusedGuest = await refusal(guestDecideRequest(guest, { id, version, decision: 'accept', comment: '' }));
    expect([refusedGuest.status, refusedGuest.message]).toEqual([422, ACCEPT_WITH_FLAGGED_EVIDENCE]);
    const refusedMember = await refusal(decideAuditRequest(admin, { id, version, decision: 'accept', comment: '' }));
    expect(refusedMember.message).toBe(ACCEPT_WITH_FLAGGED_EVIDENCE);

    const history = (await auditHistory(admin, audit.id)).map((entry) => entry.summary);
    expect(history).toContain('Flagged the evidence Evidence E-1 of the request E-1: The sign-off page is missing.');
    expect((await listGuestViews(admin, audit.id)).map((view) => view.label)).toContain(
      'Flagged the evidence Evidence E-1 of the request E-1: The sign-off page is missing.',
    );
    const reviews = (await auditRequestPackageFiles(admin, audit.id)).find((file) => file.name === 'evidence-reviews.csv')!;
    expect(reviews.text).toContain('E-1,Evidence E-1,Flagged,The sign-off page is missing.,Ada Auditor (Ledger & Co),');

    // A new file of the item replaces what was flagged: the flag, its task and the refusal end.
    await reviseEvidence(uploader, 'replace', { id: item.id, version: item.version }, await uploads(pdfFile('E-1 signed.pdf')));
    expect((await readAuditRequest(admin, id)).request.evidence[0]!.review).toBeNull();
    expect(await flagTasks(uploader)).toEqual([]);
    expect((await guestDecideRequest(guest, { id, version, decision: 'accept', comment: '' })).status).toBe('accepted');
    expect((await refusal(guestReviewEvidence(guest, flag(id, item.id)))).status).toBe(422);
  });

  it('accepts an item, clears a flag, and gives the request owner the task of an item nobody of the team uploaded', async () => {
    const admin = await founder('Clear Admin');
    const owner = await joinAs(admin, 'member');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const { id, version, item } = await submittedWithItem(admin, audit.id, 'K-1');
    await (await getDb()).update(evidenceFiles).set({ uploadedByMemberId: null }).where(eq(evidenceFiles.evidenceId, item.id));
    await assignAuditRequest(admin, { id, version, ownerMemberId: owner.id, dueOn: '' });

    await guestReviewEvidence(guest, flag(id, item.id, 'Blurred scan.'));
    expect((await flagTasks(owner)).map((task) => task.title)).toEqual(['Replace the evidence Evidence K-1 of the request K-1']);
    expect((await guestReviewEvidence(guest, { id, evidenceId: item.id, decision: 'clear', comment: '' })).state).toBeNull();
    expect(await flagTasks(owner)).toEqual([]);
    expect((await readAuditRequest(admin, id)).request.evidence[0]!.review).toBeNull();

    await guestReviewEvidence(guest, { id, evidenceId: item.id, decision: 'accept', comment: '' });
    expect((await guestRequestView(guest, id)).request.evidence[0]!.review?.state).toBe('accepted');
    // Taking the item off the request ends its review too.
    await guestReviewEvidence(guest, flag(id, item.id, 'Wrong quarter.'));
    await attachRequestEvidence(admin, { id, version: version + 1, evidenceIds: [] });
    expect(await flagTasks(owner)).toEqual([]);
  });

  it('never reaches another audit’s or organization’s request, an item of another request, or an unknown id', async () => {
    const admin = await founder('Review Scope Admin');
    const audit = await storedAudit(admin);
    const other = await storedAudit(admin, { name: 'ISO 27001 surveillance' });
    const guest = await workingGuest(admin, audit.id);
    const own = await submittedWithItem(admin, audit.id, 'A-1');
    const second = await submittedWithItem(admin, audit.id, 'A-2');
    const otherAudits = await submittedWithItem(admin, other.id, 'B-1');
    const stranger = await founder('Review Scope Stranger');
    const strangers = await submittedWithItem(stranger, (await storedAudit(stranger)).id, 'Z-1');

    for (const [requestId, evidenceId] of [
      [otherAudits.id, otherAudits.item.id],
      [strangers.id, strangers.item.id],
      [UNKNOWN_ID, own.item.id],
      ['not-an-id', own.item.id],
    ] as const) {
      expect((await refusal(guestReviewEvidence(guest, flag(requestId, evidenceId)))).status).toBe(404);
    }
    for (const evidenceId of [second.item.id, strangers.item.id, UNKNOWN_ID, 'not-an-id']) {
      const refused = await refusal(guestReviewEvidence(guest, flag(own.id, evidenceId)));
      expect([refused.status, refused.message]).toEqual([404, NOT_AN_ITEM_OF_THE_REQUEST]);
    }
    expect((await refusal(reviewRequestEvidence(stranger, flag(own.id, own.item.id)))).status).toBe(404);
    expect((await readAuditRequest(admin, own.id)).request.evidence[0]!.review).toBeNull();
    expect((await readAuditRequest(admin, otherAudits.id)).request.evidence[0]!.review).toBeNull();
  });

  it('refuses a viewer, a withdrawn guest and an ended audit', async () => {
    const admin = await founder('Review Refusal Admin');
    const viewer = await joinAs(admin, 'viewer');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const { id, item } = await submittedWithItem(admin, audit.id, 'R-1');

    const byViewer = await refusal(reviewRequestEvidence(viewer, flag(id, item.id)));
    expect([byViewer.status, byViewer.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    await (await getDb()).update(audits).set({ status: 'completed' }).where(eq(audits.id, audit.id));
    const ended = await refusal(guestReviewEvidence(guest, flag(id, item.id)));
    expect([ended.status, ended.message]).toEqual([409, CLOSED_AUDIT_MESSAGE]);
    expect((await refusal(reviewRequestEvidence(admin, flag(id, item.id)))).status).toBe(409);
    await (await getDb()).update(audits).set({ status: 'scheduled' }).where(eq(audits.id, audit.id));
    await withdrawAuditGuest(admin, audit.id, guest.guestId);
    expect((await refusal(guestReviewEvidence(guest, flag(id, item.id)))).status).toBe(404);
    expect((await readAuditRequest(admin, id)).request.evidence[0]!.review).toBeNull();
  });
});
