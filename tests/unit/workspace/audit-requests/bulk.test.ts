/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import { CLOSED_AUDIT_MESSAGE } from '@/lib/domain/audit-requests/request-permissions';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { bulkAcceptSchema, MAX_BULK_REQUESTS } from '@/lib/schemas/audit-requests/evidence-reviews';
import { listGuestViews, withdrawAuditGuest } from '@/lib/workspace/audit-guests';
import {
  acceptAuditRequests,
  addAuditRequest,
  guestAcceptRequests,
  guestReviewEvidence,
  listAuditRequests,
  readAuditRequest,
  submitAuditRequests,
} from '@/lib/workspace/audit-requests';
import { auditHistory } from '@/lib/workspace/audits';
import { createEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { storedAudit, workingGuest } from '../audit-guests/fixtures';

withThrowAwayDatabase('audit-requests-bulk');

async function requestsOf(member: Member, auditId: string, references: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const reference of references)
    ids.push((await addAuditRequest(member, { auditId, reference, text: `Provide ${reference}.`, dueOn: '' })).id);
  return ids;
}

const evidenceOf = async (member: Member, name: string) =>
  createEvidence(member, { ...upload, name }, await uploads(pdfFile(`${name}.pdf`)));
const statuses = async (member: Member, auditId: string) =>
  (await listAuditRequests(member, auditId)).map((request) => [request.reference, request.status]);

describe('several requests at once', () => {
  it('submits the chosen open requests with one evidence item, then the auditor accepts those submitted without a flagged item', async () => {
    const admin = await founder('Bulk Admin');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id, 'Ada Auditor');
    const ids = await requestsOf(admin, audit.id, ['B-1', 'B-2', 'B-3', 'B-4']);
    const policy = await evidenceOf(admin, 'Access policy');

    const submitted = await submitAuditRequests(admin, { auditId: audit.id, requestIds: ids.slice(0, 3), evidenceId: policy.id });
    expect(submitted).toEqual({ moved: ['B-1', 'B-2', 'B-3'], skipped: [] });
    const again = await submitAuditRequests(admin, { auditId: audit.id, requestIds: ids.slice(0, 2), evidenceId: policy.id });
    expect(again).toEqual({
      moved: [],
      skipped: [
        { reference: 'B-1', reason: 'already submitted' },
        { reference: 'B-2', reason: 'already submitted' },
      ],
    });
    const first = await readAuditRequest(admin, ids[0]!);
    expect([first.request.evidence.map((item) => item.name), first.thread.map((entry) => entry.kind)]).toEqual([
      ['Access policy'],
      ['submitted'],
    ]);

    await guestReviewEvidence(guest, { id: ids[1]!, evidenceId: policy.id, decision: 'flag', comment: 'Not signed.' });
    const accepted = await guestAcceptRequests(guest, { auditId: audit.id, requestIds: ids });
    expect(accepted).toEqual({
      moved: ['B-1', 'B-3'],
      skipped: [
        { reference: 'B-2', reason: 'one evidence item is flagged' },
        { reference: 'B-4', reason: 'not submitted yet' },
      ],
    });
    expect(await statuses(admin, audit.id)).toEqual([
      ['B-1', 'accepted'],
      ['B-2', 'submitted'],
      ['B-3', 'accepted'],
      ['B-4', 'open'],
    ]);
    expect((await readAuditRequest(admin, ids[0]!)).thread.map((entry) => [entry.kind, entry.authorName])).toEqual([
      ['submitted', admin.displayName],
      ['accepted', 'Ada Auditor (Ledger & Co)'],
    ]);
    const history = (await auditHistory(admin, audit.id)).map((entry) => entry.summary);
    expect(history).toEqual(
      expect.arrayContaining(['The request B-1 is now accepted', 'The request B-3 is now accepted', 'The request B-2 is now submitted']),
    );
    expect((await listGuestViews(admin, audit.id)).map((view) => view.label)).toContain('Accepted 2 requests at once, 2 skipped');

    await guestReviewEvidence(guest, { id: ids[1]!, evidenceId: policy.id, decision: 'clear', comment: '' });
    expect(await acceptAuditRequests(admin, { auditId: audit.id, requestIds: [ids[1]!, ids[0]!] })).toEqual({
      moved: ['B-2'],
      skipped: [{ reference: 'B-1', reason: 'already accepted' }],
    });
  });

  it('bounds the count and keeps to one audit of the organization: any other id refuses the whole action', async () => {
    const admin = await founder('Bulk Scope Admin');
    const audit = await storedAudit(admin);
    const other = await storedAudit(admin, { name: 'ISO 27001 surveillance' });
    const guest = await workingGuest(admin, audit.id);
    const [own] = await requestsOf(admin, audit.id, ['S-1']);
    const [otherAudits] = await requestsOf(admin, other.id, ['S-2']);
    const stranger = await founder('Bulk Scope Stranger');
    const strangersAudit = await storedAudit(stranger);
    const [strangers] = await requestsOf(stranger, strangersAudit.id, ['S-3']);
    const item = await evidenceOf(admin, 'Scope item');
    const strangersItem = await evidenceOf(stranger, 'Their item');

    const tooMany = bulkAcceptSchema.safeParse({ auditId: audit.id, requestIds: Array.from({ length: MAX_BULK_REQUESTS + 1 }, () => own) });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([`Choose at most ${MAX_BULK_REQUESTS} requests at a time.`]);
    expect(bulkAcceptSchema.safeParse({ auditId: audit.id, requestIds: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one request.',
    );

    for (const requestId of [otherAudits!, strangers!, UNKNOWN_ID, 'not-an-id']) {
      const requestIds = [own!, requestId];
      expect((await refusal(submitAuditRequests(admin, { auditId: audit.id, requestIds, evidenceId: item.id }))).status).toBe(404);
      expect((await refusal(acceptAuditRequests(admin, { auditId: audit.id, requestIds }))).status).toBe(404);
      expect((await refusal(guestAcceptRequests(guest, { auditId: audit.id, requestIds }))).status).toBe(404);
    }
    for (const auditId of [other.id, strangersAudit.id, UNKNOWN_ID]) {
      expect((await refusal(guestAcceptRequests(guest, { auditId, requestIds: [own!] }))).status).toBe(404);
    }
    expect(
      (await refusal(submitAuditRequests(stranger, { auditId: audit.id, requestIds: [own!], evidenceId: strangersItem.id }))).status,
    ).toBe(404);
    const foreignItem = await refusal(submitAuditRequests(admin, { auditId: audit.id, requestIds: [own!], evidenceId: strangersItem.id }));
    expect([foreignItem.status, foreignItem.message]).toEqual([422, 'Choose evidence from your organization’s library.']);
    expect((await refusal(submitAuditRequests(admin, { auditId: audit.id, requestIds: [own!], evidenceId: 'not-an-id' }))).status).toBe(
      404,
    );
    expect(await statuses(admin, audit.id)).toEqual([['S-1', 'open']]);
    expect(await statuses(admin, other.id)).toEqual([['S-2', 'open']]);
  });

  it('refuses a viewer, a withdrawn guest and an ended audit', async () => {
    const admin = await founder('Bulk Refusal Admin');
    const viewer = await joinAs(admin, 'viewer');
    const audit = await storedAudit(admin);
    const guest = await workingGuest(admin, audit.id);
    const ids = await requestsOf(admin, audit.id, ['V-1', 'V-2']);
    const item = await evidenceOf(admin, 'Viewer item');

    for (const write of [
      submitAuditRequests(viewer, { auditId: audit.id, requestIds: ids, evidenceId: item.id }),
      acceptAuditRequests(viewer, { auditId: audit.id, requestIds: ids }),
    ]) {
      const refused = await refusal(write);
      expect([refused.status, refused.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    }
    await submitAuditRequests(admin, { auditId: audit.id, requestIds: ids, evidenceId: item.id });
    await (await getDb()).update(audits).set({ status: 'completed' }).where(eq(audits.id, audit.id));
    const ended = await refusal(guestAcceptRequests(guest, { auditId: audit.id, requestIds: ids }));
    expect([ended.status, ended.message]).toEqual([409, CLOSED_AUDIT_MESSAGE]);
    expect((await refusal(acceptAuditRequests(admin, { auditId: audit.id, requestIds: ids }))).status).toBe(409);
    expect((await refusal(submitAuditRequests(admin, { auditId: audit.id, requestIds: ids, evidenceId: item.id }))).status).toBe(409);

    await (await getDb()).update(audits).set({ status: 'scheduled' }).where(eq(audits.id, audit.id));
    await withdrawAuditGuest(admin, audit.id, guest.guestId);
    expect((await refusal(guestAcceptRequests(guest, { auditId: audit.id, requestIds: ids }))).status).toBe(404);
    expect(await statuses(admin, audit.id)).toEqual([
      ['V-1', 'submitted'],
      ['V-2', 'submitted'],
    ]);
  });
});
