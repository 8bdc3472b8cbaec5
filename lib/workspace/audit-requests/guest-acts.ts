import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { auditGuests, auditGuestViews, auditRequests, audits } from '@/lib/db/schema';
import { guestStanding } from '@/lib/domain/audit-guests/rules';
import { dayOf } from '@/lib/domain/calendar-days';
import { requestActAllowed, requestWriteRefusal, type RequestAct } from '@/lib/domain/audit-requests/request-permissions';
import type {
  AuditRequest,
  AuditSample,
  RequestAdd,
  RequestCommentInput,
  RequestDecision,
  RequestImport,
  SampleDraw,
} from '@/lib/schemas/audit-requests/records';
import type { EvidenceReviewInput, ItemCommentInput } from '@/lib/schemas/audit-requests/evidence-reviews';
import { recordActivity } from '../activity';
import { notFound, staleRecord, WorkspaceError, type Tx } from '../member';
import { decisionActivity, decisionChange, storeRequestComment } from './changes';
import { storeEvidenceReview, type EvidenceReviewResult } from './evidence-reviews';
import { requestListFile, type RequestListExport } from './export';
import { readRequestList, storeAuditRequest, storeRequestList, type RequestListFile } from './import';
import { storeItemComment, type ItemCommentResult } from './item-comments';
import { itemThreadsOf } from './item-thread-rows';
import {
  auditIn,
  requestOf,
  requestRowsOf,
  requestThreadOf,
  shownRequests,
  type RequestRow,
  type RequestView,
  type RequestWriter,
} from './records';
import { populationSizesOf, samplesOf, storeSample } from './samples';

/**
 * The auditor invited to one audit, as the request list knows them (an AuditorGuest of lib/workspace/audit-guests
 * is one): never a member, so every act is checked by `requestActAllowed` against their own audit.
 */
export type RequestGuest = { guestId: string; auditId: string; organizationId: string; name: string; firm: string; subject: string };

export const GUEST_ACT_FORBIDDEN = 'Owners, controls and evidence are chosen by the organization, not by its auditor.';

type GuestLogKind = (typeof auditGuestViews.$inferInsert)['kind'];

const writerOf = (guest: RequestGuest): RequestWriter => ({
  organizationId: guest.organizationId,
  displayName: `${guest.name} (${guest.firm})`,
  subject: guest.subject,
  memberId: null,
});

/** Refuses an act on the audit `auditId`: another audit's is not found (its existence is not told), an act kept for the team is forbidden. */
export function assertGuestAct(guest: RequestGuest, act: RequestAct, auditId: string): void {
  if (requestActAllowed({ guestOfAuditId: guest.auditId }, act, auditId)) return;
  if (auditId !== guest.auditId) throw notFound('The audit');
  throw new WorkspaceError('forbidden', GUEST_ACT_FORBIDDEN);
}

/** A request of the guest's own audit; any other (another audit's, organization's, a malformed id) is not found. */
export async function guestRequestOf(db: Db | Tx, guest: RequestGuest, id: string): Promise<RequestRow> {
  const row = await requestOf(db, guest, id);
  if (row.auditId !== guest.auditId) throw notFound('The request');
  return row;
}

/**
 * Refuses (404) a guest who no longer stands when the act is taken (withdrawn, or past the audit's access end),
 * read again here so a value read before a withdrawal acts no more.
 */
export async function assertStanding(db: Db | Tx, guest: RequestGuest): Promise<void> {
  const [row] = await db
    .select({ guest: auditGuests, audit: audits })
    .from(auditGuests)
    .innerJoin(audits, and(eq(audits.id, auditGuests.auditId), eq(audits.organizationId, auditGuests.organizationId)))
    .where(
      and(
        eq(auditGuests.id, guest.guestId),
        eq(auditGuests.organizationId, guest.organizationId),
        eq(auditGuests.auditId, guest.auditId),
        eq(auditGuests.subject, guest.subject),
      ),
    );
  if (!row || guestStanding(row.guest, row.audit, dayOf(new Date())) !== 'active') throw notFound('The audit');
}

/** Adds the guest's act or view to the log the organization's admins read, inside the caller's transaction. */
async function logGuest(db: Db | Tx, guest: RequestGuest, kind: GuestLogKind, recordId: string | null, label: string) {
  await db.insert(auditGuestViews).values({
    organizationId: guest.organizationId,
    auditId: guest.auditId,
    guestId: guest.guestId,
    kind,
    recordId,
    label,
    viewedAt: new Date(),
  });
}

/** Runs a write of the guest in one transaction with its log row. */
export async function guestWrite<R>(
  guest: RequestGuest,
  work: (tx: Tx, writer: RequestWriter) => Promise<R>,
  label: (record: R) => string,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertStanding(tx, guest);
    const record = await work(tx, writerOf(guest));
    await logGuest(tx, guest, 'request-action', null, label(record));
    return record;
  });
}

/** The request list of the guest's audit: statuses, owners' names and due days (no member's e-mail address). */
export async function guestRequestList(guest: RequestGuest): Promise<AuditRequest[]> {
  assertGuestAct(guest, 'view', guest.auditId);
  const db = await getDb();
  await assertStanding(db, guest);
  const audit = await auditIn(db, guest, guest.auditId);
  return shownRequests(db, guest, await requestRowsOf(db, guest, audit.id));
}

/**
 * One request of the guest's audit with its thread and its items' threads, oldest first, and whether the audit is
 * still open (an ended audit is read only); the opening is logged.
 */
export async function guestRequestView(guest: RequestGuest, id: string): Promise<RequestView & { open: boolean }> {
  const db = await getDb();
  await assertStanding(db, guest);
  const row = await guestRequestOf(db, guest, id);
  assertGuestAct(guest, 'view', row.auditId);
  const [[request], thread, itemThreads, audit] = await Promise.all([
    shownRequests(db, guest, [row]),
    requestThreadOf(db, guest, row.id),
    itemThreadsOf(db, guest, row.id),
    auditIn(db, guest, row.auditId),
  ]);
  await logGuest(db, guest, 'request', row.id, `Request ${row.reference}`);
  return { request: request!, thread, itemThreads, open: requestWriteRefusal(audit.status) === null };
}

/** The samples of the guest's audit, newest first. */
export async function guestSamples(guest: RequestGuest): Promise<AuditSample[]> {
  assertGuestAct(guest, 'view', guest.auditId);
  const db = await getDb();
  await assertStanding(db, guest);
  return samplesOf(db, guest, guest.auditId);
}

/** How many items each population has in the guest's audit's observation period (null without one). */
export async function guestPopulationSizes(guest: RequestGuest) {
  assertGuestAct(guest, 'view', guest.auditId);
  const db = await getDb();
  await assertStanding(db, guest);
  return populationSizesOf(db, guest, guest.auditId);
}

/** The request list's export, as members download it; the download is logged. */
export async function guestRequestExport(guest: RequestGuest, auditId: string, now = new Date()): Promise<RequestListExport> {
  assertGuestAct(guest, 'view', auditId);
  const db = await getDb();
  await assertStanding(db, guest);
  const file = await requestListFile(guest, auditId, now);
  await logGuest(db, guest, 'request-export', null, `Downloaded the request list ${file.fileName}`);
  return file;
}

/** Adds one request to the guest's open audit. */
export async function guestAddRequest(guest: RequestGuest, input: RequestAdd) {
  assertGuestAct(guest, 'ask', input.auditId);
  return guestWrite(
    guest,
    (tx, writer) => storeAuditRequest(tx, writer, input),
    () => `Added the request ${input.reference}`,
  );
}

/** Imports the auditor's request list into their open audit, as members import one. */
export async function guestImportRequestList(guest: RequestGuest, input: RequestImport, file: RequestListFile | undefined) {
  assertGuestAct(guest, 'ask', input.auditId);
  const list = await readRequestList(input, file);
  return guestWrite(
    guest,
    (tx, writer) => storeRequestList(tx, writer, input.auditId, list),
    (record) => `Imported ${record.count} requests from ${list.fileName}`,
  );
}

/** Draws a sample of the guest's open audit: the same seeded draw as members'. */
export async function guestDrawSample(guest: RequestGuest, input: SampleDraw): Promise<AuditSample> {
  assertGuestAct(guest, 'ask', input.auditId);
  return guestWrite(
    guest,
    (tx, writer) => storeSample(tx, writer, input),
    (sample) => `Drew ${sample.size} items with seed ${sample.seed}`,
  );
}

/** Accepts or returns (with a comment) a submitted request of the guest's open audit; submitting stays the team's. */
export async function guestDecideRequest(guest: RequestGuest, input: RequestDecision): Promise<RequestRow> {
  return guestWrite(
    guest,
    async (tx, writer) => {
      const current = await guestRequestOf(tx, guest, input.id);
      assertGuestAct(guest, input.decision === 'submit' ? 'prepare' : 'decide', current.auditId);
      if (current.version !== input.version) throw staleRecord();
      const change = await decisionChange(tx, writer, current, input);
      const [changed] = await tx
        .update(auditRequests)
        .set({ ...change, version: input.version + 1 })
        .where(
          and(
            eq(auditRequests.id, current.id),
            eq(auditRequests.organizationId, guest.organizationId),
            eq(auditRequests.version, input.version),
          ),
        )
        .returning({ id: auditRequests.id });
      if (!changed) throw staleRecord();
      const saved = await requestOf(tx, guest, current.id);
      await recordActivity(tx, writer, decisionActivity(saved));
      return saved;
    },
    (saved) => `The request ${saved.reference} is now ${saved.status}`,
  );
}

/** Writes the guest's comment in the thread of a request of their open audit. */
export async function guestCommentOnRequest(guest: RequestGuest, input: RequestCommentInput) {
  return guestWrite(
    guest,
    async (tx, writer) => {
      const request = await guestRequestOf(tx, guest, input.id);
      assertGuestAct(guest, 'comment', request.auditId);
      return { ...(await storeRequestComment(tx, writer, request, input.body)), reference: request.reference };
    },
    (record) => `Commented on the request ${record.reference}`,
  );
}

/** Accepts, flags (with what is wrong) or clears the review of one evidence item of a request of the guest's open audit. */
export async function guestReviewEvidence(guest: RequestGuest, input: EvidenceReviewInput): Promise<EvidenceReviewResult> {
  return guestWrite(
    guest,
    async (tx, writer) => {
      const request = await guestRequestOf(tx, guest, input.id);
      assertGuestAct(guest, 'decide', request.auditId);
      return storeEvidenceReview(tx, writer, request, input);
    },
    (record) => record.summary,
  );
}

/** Writes the guest's comment in the thread of one evidence item of a request of their open audit. */
export async function guestCommentOnItem(guest: RequestGuest, input: ItemCommentInput): Promise<ItemCommentResult> {
  return guestWrite(
    guest,
    async (tx, writer) => {
      const request = await guestRequestOf(tx, guest, input.id);
      assertGuestAct(guest, 'comment', request.auditId);
      return storeItemComment(tx, writer, request, input);
    },
    (record) => record.summary,
  );
}
