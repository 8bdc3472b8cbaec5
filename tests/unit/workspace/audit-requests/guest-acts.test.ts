/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits, people } from '@/lib/db/schema';
import { CLOSED_AUDIT_MESSAGE } from '@/lib/domain/audit-requests/request-permissions';
import { listGuestViews, withdrawAuditGuest } from '@/lib/workspace/audit-guests';
import {
  addAuditRequest,
  assignAuditRequest,
  attachRequestEvidence,
  commentOnAuditRequest,
  decideAuditRequest,
  drawAuditSample,
  GUEST_ACT_FORBIDDEN,
  guestAddRequest,
  guestCommentOnRequest,
  guestDecideRequest,
  guestDrawSample,
  guestImportRequestList,
  guestRequestExport,
  guestRequestList,
  guestRequestView,
  guestSamples,
  importRequestList,
  ownedOpenRequests,
  readAuditRequest,
} from '@/lib/workspace/audit-requests';
import { createEvidence } from '@/lib/workspace/evidence';
import { tasksOf } from '@/lib/workspace/tasks';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { storedAudit, workingGuest } from '../audit-guests/fixtures';
import { csvOf, guessed, LIST_ROWS } from './fixtures';

withThrowAwayDatabase('audit-guest-acts');

/** A request of the audit answered with evidence and submitted by the team, as the auditor finds it. */
async function submittedRequest(admin: Member, auditId: string, reference: string) {
  const { id } = await addAuditRequest(admin, { auditId, reference, text: `Provide ${reference}.`, dueOn: '2026-07-10' });
  const evidence = await createEvidence(admin, { ...upload, name: `Evidence ${reference}` }, await uploads(pdfFile(`${reference}.pdf`)));
  await attachRequestEvidence(admin, { id, version: 1, evidenceIds: [evidence.id] });
  await decideAuditRequest(admin, { id, version: 2, decision: 'submit', comment: '' });
  return id;
}

describe('the auditor guest on the request list', () => {
  it('imports and adds requests, accepts and returns submitted ones, comments, and every act is logged', async () => {
    const admin = await founder('Guest Act Admin');
    const owner = await joinAs(admin, 'member');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id, 'Ada Auditor');

    expect(await guestImportRequestList(guest, guessed(audit.id), { name: 'pbc.csv', bytes: csvOf(LIST_ROWS) })).toEqual({
      auditId: audit.id,
      count: 3,
    });
    await guestAddRequest(guest, { auditId: audit.id, reference: '9.01', text: 'Provide the incident log.', dueOn: '' });
    const list = await guestRequestList(guest);
    expect(list.map((request) => [request.reference, request.status])).toEqual([
      ['1.01', 'open'],
      ['1.02', 'open'],
      ['1.03', 'open'],
      ['9.01', 'open'],
    ]);

    const first = list[0]!;
    await assignAuditRequest(admin, { id: first.id, version: 1, ownerMemberId: owner.id, dueOn: '2026-07-05' });
    const evidence = await createEvidence(admin, { ...upload, name: 'Access review' }, await uploads(pdfFile('review.pdf')));
    await attachRequestEvidence(owner, { id: first.id, version: 2, evidenceIds: [evidence.id] });
    await decideAuditRequest(owner, { id: first.id, version: 3, decision: 'submit', comment: '' });
    const shown = (await guestRequestList(guest))[0]!;
    expect([shown.ownerName, shown.status, shown.evidence.map((item) => item.name)]).toEqual([
      owner.displayName,
      'submitted',
      ['Access review'],
    ]);
    expect(JSON.stringify(await guestRequestList(guest))).not.toContain(owner.email);

    const noComment = await refusal(guestDecideRequest(guest, { id: first.id, version: 4, decision: 'return', comment: ' ' }));
    expect(noComment.status).toBe(422);
    const returned = await guestDecideRequest(guest, { id: first.id, version: 4, decision: 'return', comment: 'Q2 is missing.' });
    expect(returned.status).toBe('returned');
    expect((await ownedOpenRequests(owner)).map((request) => [request.reference, request.status, request.auditorCommented])).toEqual([
      ['1.01', 'returned', false],
    ]);

    await guestCommentOnRequest(guest, { id: first.id, body: 'Please add the sign-off too.' });
    await attachRequestEvidence(owner, { id: first.id, version: 5, evidenceIds: [evidence.id] });
    await decideAuditRequest(owner, { id: first.id, version: 6, decision: 'submit', comment: 'Both quarters.' });
    expect((await guestDecideRequest(guest, { id: first.id, version: 7, decision: 'accept', comment: '' })).status).toBe('accepted');

    const { thread } = await guestRequestView(guest, first.id);
    expect(thread.map((entry) => [entry.kind, entry.authorName, entry.body])).toEqual([
      ['submitted', owner.displayName, ''],
      ['returned', 'Ada Auditor (Ledger & Co)', 'Q2 is missing.'],
      ['comment', 'Ada Auditor (Ledger & Co)', 'Please add the sign-off too.'],
      ['submitted', owner.displayName, 'Both quarters.'],
      ['accepted', 'Ada Auditor (Ledger & Co)', ''],
    ]);
    expect((await readAuditRequest(admin, first.id)).request.status).toBe('accepted');

    const file = await guestRequestExport(guest, audit.id, new Date('2026-07-03T10:00:00Z'));
    expect(file.fileName).toBe('pbc 2026-07-03.csv');
    const labels = (await listGuestViews(admin, audit.id)).map((view) => view.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Imported 3 requests from pbc.csv',
        'Added the request 9.01',
        'The request 1.01 is now returned',
        'Commented on the request 1.01',
        'The request 1.01 is now accepted',
        'Request 1.01',
        'Downloaded the request list pbc 2026-07-03.csv',
      ]),
    );
  });

  it('never submits, and never reaches another audit, another organization or an unknown id', async () => {
    const admin = await founder('Guest Scope Admin');
    const audit = await storedAudit(admin);
    const other = await storedAudit(admin, { name: 'ISO 27001 surveillance' });
    const guest = await workingGuest(admin, audit.id);
    const ownRequest = await addAuditRequest(admin, { auditId: audit.id, reference: 'O-1', text: 'Provide it.', dueOn: '' });
    const otherRequest = await submittedRequest(admin, other.id, 'X-1');
    const stranger = await founder('Guest Scope Stranger');
    const strangersAudit = await storedAudit(stranger);
    const strangersRequest = await submittedRequest(stranger, strangersAudit.id, 'Z-1');

    const submit = await refusal(guestDecideRequest(guest, { id: ownRequest.id, version: 1, decision: 'submit', comment: '' }));
    expect([submit.status, submit.message]).toEqual([403, GUEST_ACT_FORBIDDEN]);

    for (const requestId of [otherRequest, strangersRequest, UNKNOWN_ID, 'not-an-id']) {
      expect((await refusal(guestRequestView(guest, requestId))).status).toBe(404);
      expect((await refusal(guestDecideRequest(guest, { id: requestId, version: 2, decision: 'accept', comment: '' }))).status).toBe(404);
      expect((await refusal(guestCommentOnRequest(guest, { id: requestId, body: 'Hello' }))).status).toBe(404);
    }
    for (const auditId of [other.id, strangersAudit.id, UNKNOWN_ID]) {
      expect((await refusal(guestAddRequest(guest, { auditId, reference: 'N', text: 'n', dueOn: '' }))).status).toBe(404);
      const csv = { name: 'pbc.csv', bytes: csvOf(LIST_ROWS) };
      expect((await refusal(guestImportRequestList(guest, guessed(auditId), csv))).status).toBe(404);
      expect((await refusal(guestDrawSample(guest, { auditId, population: 'joiners', size: 1, seed: '1' }))).status).toBe(404);
      expect((await refusal(guestRequestExport(guest, auditId))).status).toBe(404);
    }
    expect((await readAuditRequest(admin, otherRequest)).request.status).toBe('submitted');
    expect((await readAuditRequest(stranger, strangersRequest)).thread.map((entry) => entry.kind)).toEqual(['submitted']);
  });

  it('draws the same sample as members with one seed', async () => {
    const admin = await founder('Guest Sample Admin');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    await (await getDb()).insert(people).values(
      Array.from({ length: 10 }, (_, index) => ({
        organizationId: admin.organizationId,
        name: `Joiner ${index + 1}`,
        email: `guest-joiner-${index + 1}@example.com`,
        startDate: `2026-0${1 + (index % 6)}-1${index}`,
        source: 'manual' as const,
      })),
    );
    const byGuest = await guestDrawSample(guest, { auditId: audit.id, population: 'joiners', size: 3, seed: '99' });
    const again = await guestDrawSample(guest, { auditId: audit.id, population: 'joiners', size: 3, seed: '99' });
    const byMember = await drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 3, seed: '99' });
    expect(again.items).toEqual(byGuest.items);
    expect(byMember.items).toEqual(byGuest.items);
    expect(byGuest.drawnByName).toBe('Auditor (Ledger & Co)');
    expect((await guestSamples(guest)).map((sample) => sample.seed)).toEqual(['99', '99', '99']);
  });

  it('puts the auditor’s comment in the owner’s tasks until the team answers it', async () => {
    const admin = await founder('Guest Comment Admin');
    const owner = await joinAs(admin, 'member');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const id = await submittedRequest(admin, audit.id, 'T-1');
    await assignAuditRequest(admin, { id, version: 3, ownerMemberId: owner.id, dueOn: '2026-07-10' });
    await guestDecideRequest(guest, { id, version: 4, decision: 'accept', comment: '' });
    const requestTasks = async (member: Member) => (await tasksOf(member)).filter((task) => task.key === `audit-request:${id}`);
    expect(await requestTasks(owner)).toEqual([]);

    await guestCommentOnRequest(guest, { id, body: 'One more question on T-1.' });
    const tasks = await requestTasks(owner);
    expect(tasks.map((task) => [task.title, task.detail])).toEqual([
      ['Answer the request T-1', `The auditor commented: audit ${audit.name}`],
    ]);
    expect(await requestTasks(admin)).toEqual([]);

    await commentOnAuditRequest(owner, { id, body: 'Answered in the evidence note.' });
    expect(await requestTasks(owner)).toEqual([]);
  });

  it('acts no more once withdrawn', async () => {
    const admin = await founder('Guest Withdrawn Admin');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const request = await submittedRequest(admin, audit.id, 'W-1');
    await withdrawAuditGuest(admin, audit.id, guest.guestId);

    expect((await refusal(guestRequestList(guest))).status).toBe(404);
    expect((await refusal(guestDecideRequest(guest, { id: request, version: 3, decision: 'accept', comment: '' }))).status).toBe(404);
    expect((await refusal(guestCommentOnRequest(guest, { id: request, body: 'Still here?' }))).status).toBe(404);
    expect((await refusal(guestAddRequest(guest, { auditId: audit.id, reference: 'W-2', text: 'w', dueOn: '' }))).status).toBe(404);
    expect((await readAuditRequest(admin, request)).request.status).toBe('submitted');
  });
});

describe('an ended audit’s request list', () => {
  it.each(['completed', 'cancelled'] as const)('refuses every write of members and guests once %s', async (status) => {
    const admin = await founder(`Closed ${status} Admin`);
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const request = await submittedRequest(admin, audit.id, 'C-1');
    await (await getDb()).update(audits).set({ status }).where(eq(audits.id, audit.id));

    const memberWrites = [
      addAuditRequest(admin, { auditId: audit.id, reference: 'C-2', text: 'c', dueOn: '' }),
      importRequestList(admin, guessed(audit.id), { name: 'pbc.csv', bytes: csvOf(LIST_ROWS) }),
      assignAuditRequest(admin, { id: request, version: 3, ownerMemberId: '', dueOn: '' }),
      decideAuditRequest(admin, { id: request, version: 3, decision: 'accept', comment: '' }),
      commentOnAuditRequest(admin, { id: request, body: 'Late note' }),
      drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 1, seed: '1' }),
    ];
    for (const write of memberWrites) {
      const refused = await refusal(write);
      expect([refused.status, refused.message]).toEqual([409, CLOSED_AUDIT_MESSAGE]);
    }
    // A completed audit's guest still reads until the access end; a cancelled audit's access ends at once.
    const guestStatus = status === 'completed' ? 409 : 404;
    for (const write of [
      guestAddRequest(guest, { auditId: audit.id, reference: 'C-3', text: 'c', dueOn: '' }),
      guestDecideRequest(guest, { id: request, version: 3, decision: 'accept', comment: '' }),
      guestCommentOnRequest(guest, { id: request, body: 'Late note' }),
      guestDrawSample(guest, { auditId: audit.id, population: 'joiners', size: 1, seed: '1' }),
    ]) {
      expect((await refusal(write)).status).toBe(guestStatus);
    }
    const { request: kept, thread } = await readAuditRequest(admin, request);
    expect([kept.status, thread.length]).toEqual(['submitted', 1]);
  });
});
