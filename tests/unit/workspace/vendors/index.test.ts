/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { questionnaireLinkMessages } from '@/lib/domain/vendors/rules';
import type { QuestionnaireResponse, VendorCreate } from '@/lib/schemas/vendors/records';
import { readEvidence } from '@/lib/workspace/evidence';
import { addFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { removeMember } from '@/lib/workspace/organization';
import { tasksOf } from '@/lib/workspace/tasks';
import {
  answerQuestionnaire,
  createQuestionnaireLink,
  createVendor,
  EXPIRED_DOCUMENT_MESSAGE,
  FUTURE_REVIEW_MESSAGE,
  listVendors,
  ONE_FILE_MESSAGE,
  OWNER_MESSAGE,
  readVendor,
  recordVendorReview,
  removeVendorDocument,
  REVIEWER_MESSAGE,
  updateVendor,
  uploadVendorDocument,
  vendorStats,
  viewQuestionnaireLink,
  type VendorListQuery,
} from '@/lib/workspace/vendors';
import { pdfFile, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-vendors');

const now = new Date();
const today = dayOf(now);

const vendor = (overrides: Partial<VendorCreate> = {}): VendorCreate => ({
  name: 'Acme Cloud',
  service: 'Hosting',
  category: 'cloud-infrastructure',
  criticality: 'high',
  dataKinds: ['customer-personal'],
  subprocessor: true,
  countries: ['US', 'DE'],
  contractStart: null,
  contractEnd: null,
  ownerMemberId: null,
  ...overrides,
});

const query = (filters: Partial<VendorListQuery['filters']> = {}, q = ''): VendorListQuery => ({
  q,
  page: 1,
  filters: { criticality: '', category: '', subprocessor: '', review: '', ...filters },
});

const response: QuestionnaireResponse = {
  respondent: 'Dana of Acme',
  answers: vendorQuestionnaire.map((question) => ({ questionId: question.id, answer: 'yes', comment: '' })),
};

const tokenOf = (path: string) => path.split('/').pop()!;
const soc2 = (vendorId: string, expiresOn: string | null) => ({
  vendorId,
  kind: 'soc2' as const,
  expiresOn,
  periodStart: '2025-10-01',
  periodEnd: '2026-09-30',
});

let admin: Member;
let member: Member;
let viewer: Member;
let outsider: Member;

beforeAll(async () => {
  admin = await founder('Vendor Admin');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  outsider = await founder('Other Admin');
}, 60_000);

describe('vendors', () => {
  it('adds a vendor whose first review is due one cadence after it was added, and lists it', async () => {
    const created = await createVendor(member, vendor({ name: 'Listed Hosting', ownerMemberId: member.id }), now);
    expect(created).toMatchObject({ addedOn: today, lastReviewedOn: null, ownerName: member.displayName, countries: ['US', 'DE'] });
    expect(created.nextReviewOn).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace('-02-29', '-02-28'));
    const page = await listVendors(viewer, query({}, 'listed hosting'), today);
    expect(page.rows.map((row) => row.id)).toEqual([created.id]);
  });

  it('filters by criticality, category, subprocessor and review standing in SQL', async () => {
    const low = await createVendor(
      member,
      vendor({ name: 'Filter Low', criticality: 'low', category: 'payments', subprocessor: false }),
      now,
    );
    const names = async (filters: Partial<VendorListQuery['filters']>, on = today) =>
      (await listVendors(member, query(filters, 'filter'), on)).rows.map((row) => row.name);
    await createVendor(member, vendor({ name: 'Filter Critical', criticality: 'critical' }), now);
    expect(await names({ criticality: 'low' })).toEqual(['Filter Low']);
    expect(await names({ category: 'payments' })).toEqual(['Filter Low']);
    expect(await names({ subprocessor: 'no' })).toEqual(['Filter Low']);
    expect(await names({ subprocessor: 'yes' })).toEqual(['Filter Critical']);
    // Six months on, the critical vendor's review is due; three years and a day on, both are overdue.
    const critical = (await listVendors(member, query({ criticality: 'critical' }, 'filter'), today)).rows[0]!;
    expect(await names({ review: 'due-soon' }, critical.nextReviewOn)).toEqual(['Filter Critical']);
    expect(await names({ review: 'overdue' }, addDays(low.nextReviewOn, 1))).toEqual(['Filter Critical', 'Filter Low']);
    expect(await names({ review: 'on-track' })).toEqual(['Filter Critical', 'Filter Low']);
    expect((await vendorStats(member, addDays(critical.nextReviewOn, 1))).reviewsOverdue).toBeGreaterThanOrEqual(1);
  });

  it('refuses a viewer’s writes', async () => {
    const created = await createVendor(member, vendor({ name: 'Viewer Target' }), now);
    expect((await refusal(createVendor(viewer, vendor()))).kind).toBe('forbidden');
    expect((await refusal(updateVendor(viewer, { ...vendor(), id: created.id, version: created.version }))).kind).toBe('forbidden');
    expect((await refusal(uploadVendorDocument(viewer, soc2(created.id, null), await uploads(pdfFile('r.pdf'))))).kind).toBe('forbidden');
    const review = {
      vendorId: created.id,
      reviewId: null,
      reviewedOn: today,
      reviewerMemberId: viewer.id,
      conclusion: 'approved' as const,
      notes: '',
    };
    expect((await refusal(recordVendorReview(viewer, review, today))).kind).toBe('forbidden');
    expect((await refusal(createQuestionnaireLink(viewer, { vendorId: created.id, contactEmail: null }))).kind).toBe('forbidden');
    expect((await readVendor(viewer, created.id)).vendor.name).toBe('Viewer Target');
  });

  it('does not find another organization’s vendor, nor take its members as owner or reviewer', async () => {
    const created = await createVendor(member, vendor({ name: 'Private Vendor' }), now);
    expect((await refusal(readVendor(outsider, created.id))).kind).toBe('not-found');
    expect((await refusal(readVendor(member, UNKNOWN_ID))).kind).toBe('not-found');
    expect((await refusal(readVendor(member, 'not-a-uuid'))).kind).toBe('not-found');
    expect((await refusal(updateVendor(outsider, { ...vendor(), id: created.id, version: created.version }))).kind).toBe('not-found');
    expect((await refusal(uploadVendorDocument(outsider, soc2(created.id, null), await uploads(pdfFile('r.pdf'))))).kind).toBe('not-found');
    expect((await refusal(createQuestionnaireLink(outsider, { vendorId: created.id, contactEmail: null }))).kind).toBe('not-found');
    expect((await listVendors(outsider, query({}, 'private vendor'), today)).total).toBe(0);
    expect((await refusal(createVendor(member, vendor({ ownerMemberId: outsider.id })))).message).toBe(OWNER_MESSAGE);
    const review = {
      vendorId: created.id,
      reviewId: null,
      reviewedOn: today,
      reviewerMemberId: outsider.id,
      conclusion: 'approved' as const,
      notes: '',
    };
    expect((await refusal(recordVendorReview(member, review, today))).message).toBe(REVIEWER_MESSAGE);
  });

  it('refuses a stale edit, and moves the next review with the criticality', async () => {
    const created = await createVendor(member, vendor({ name: 'Edited Vendor', criticality: 'high' }), now);
    const edited = await updateVendor(member, {
      ...vendor({ name: 'Edited Vendor', criticality: 'critical' }),
      id: created.id,
      version: created.version,
    });
    expect(edited.version).toBe(created.version + 1);
    expect(edited.nextReviewOn < created.nextReviewOn).toBe(true);
    const stale = await refusal(updateVendor(admin, { ...vendor({ name: 'Lost Edit' }), id: created.id, version: created.version }));
    expect(stale.kind).toBe('conflict');
    expect((await readVendor(member, created.id)).vendor.name).toBe('Edited Vendor');
  });
});

describe('vendor documents', () => {
  it('stores a SOC 2 report as evidence of the vendor controls, with its period and expiry', async () => {
    const created = await createVendor(member, vendor({ name: 'Documented Vendor' }), now);
    const expiresOn = addDays(today, 10);
    const document = await uploadVendorDocument(member, soc2(created.id, expiresOn), await uploads(pdfFile('soc2-report.pdf')), now);
    expect(document).toMatchObject({
      kind: 'soc2',
      fileName: 'soc2-report.pdf',
      contentType: 'application/pdf',
      periodStart: '2025-10-01',
      expiresOn,
    });
    expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
    const item = await readEvidence(member, document.evidenceId!);
    expect(item.controls.map((control) => control.id).sort()).toEqual(['VEN-01', 'VEN-03']);
    expect(item.files.map((file) => file.id)).toContain(document.evidenceFileId);
    expect((await readVendor(viewer, created.id)).documents.map((row) => row.id)).toEqual([document.id]);

    await removeVendorDocument(member, { vendorId: created.id, documentId: document.id });
    expect((await readVendor(member, created.id)).documents).toEqual([]);
    expect((await readEvidence(member, document.evidenceId!)).record.archivedAt).toBeInstanceOf(Date);
    expect((await refusal(removeVendorDocument(member, { vendorId: created.id, documentId: document.id }))).kind).toBe('not-found');
  });

  it('asks for exactly one file and refuses a document that already expired', async () => {
    const created = await createVendor(member, vendor({ name: 'Picky Vendor' }), now);
    expect((await refusal(uploadVendorDocument(member, soc2(created.id, null), []))).message).toBe(ONE_FILE_MESSAGE);
    const two = await uploads(pdfFile('a.pdf'), pdfFile('b.pdf'));
    expect((await refusal(uploadVendorDocument(member, soc2(created.id, null), two))).message).toBe(ONE_FILE_MESSAGE);
    const expired = soc2(created.id, addDays(today, -1));
    expect((await refusal(uploadVendorDocument(member, expired, await uploads(pdfFile('old.pdf'))))).message).toBe(
      EXPIRED_DOCUMENT_MESSAGE,
    );
  });

  it('files the evidence under the framework the organization follows, PCI DSS by its one id', async () => {
    const cardAdmin = await founder('Card Admin');
    await addFrameworks(cardAdmin, ['pci-dss']);
    const created = await createVendor(cardAdmin, vendor({ name: 'Card Processor' }), now);
    const document = await uploadVendorDocument(cardAdmin, soc2(created.id, null), await uploads(pdfFile('aoc.pdf')), now);
    expect((await readEvidence(cardAdmin, document.evidenceId!)).record.framework).toBe('pci-dss');
  });

  it('does not remove another organization’s document', async () => {
    const created = await createVendor(member, vendor({ name: 'Guarded Vendor' }), now);
    const document = await uploadVendorDocument(member, { ...soc2(created.id, null), kind: 'dpa' }, await uploads(pdfFile('dpa.pdf')));
    expect((await refusal(removeVendorDocument(outsider, { vendorId: created.id, documentId: document.id }))).kind).toBe('not-found');
    expect((await refusal(removeVendorDocument(viewer, { vendorId: created.id, documentId: document.id }))).kind).toBe('forbidden');
  });
});

describe('vendor reviews and questionnaire links', () => {
  it('records a review, which moves the next review one cadence after it; a future day is refused', async () => {
    const created = await createVendor(member, vendor({ name: 'Reviewed Vendor', criticality: 'medium' }), now);
    const input = {
      vendorId: created.id,
      reviewId: null,
      reviewedOn: '2026-01-15',
      reviewerMemberId: admin.id,
      conclusion: 'approved' as const,
      notes: 'Fine.',
    };
    const review = await recordVendorReview(member, input, '2026-11-26');
    expect(review).toMatchObject({
      reviewedOn: '2026-01-15',
      reviewerName: admin.displayName,
      conclusion: 'approved',
      questionnaire: 'none',
    });
    expect((await readVendor(member, created.id)).vendor).toMatchObject({ lastReviewedOn: '2026-01-15', nextReviewOn: '2028-01-15' });
    // An older review does not move the last review back.
    await recordVendorReview(member, { ...input, reviewedOn: '2025-06-01' }, '2026-11-26');
    expect((await readVendor(member, created.id)).vendor.lastReviewedOn).toBe('2026-01-15');
    expect((await refusal(recordVendorReview(member, { ...input, reviewedOn: '2026-11-27' }, '2026-11-26'))).message).toBe(
      FUTURE_REVIEW_MESSAGE,
    );
  });

  it('sends a questionnaire whose link is answered once, and the answers attach to the review', async () => {
    const created = await createVendor(member, vendor({ name: 'Questioned Vendor' }), now);
    const link = await createQuestionnaireLink(member, { vendorId: created.id, contactEmail: 'security@questioned.example' }, now);
    expect(link.path).toMatch(/^\/vendor-questionnaire\/[\w-]{43}$/);
    expect(link.expiresAt.getTime() - now.getTime()).toBe(14 * 86_400_000);
    const db = await getDb();
    const letters = await db.select().from(mailQueue).where(eq(mailQueue.recipient, 'security@questioned.example'));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.body).toContain(link.path);

    const token = tokenOf(link.path);
    expect(await viewQuestionnaireLink(token)).toMatchObject({
      state: 'ready',
      vendorName: 'Questioned Vendor',
      organizationName: admin.organizationName,
    });
    let reviews = (await readVendor(member, created.id)).reviews;
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ id: link.reviewId, conclusion: null, questionnaire: 'sent', response: null });

    await answerQuestionnaire(token, response);
    reviews = (await readVendor(viewer, created.id)).reviews;
    expect(reviews[0]).toMatchObject({ questionnaire: 'answered', response });

    const again = await refusal(answerQuestionnaire(token, response));
    expect(again.message).toBe(questionnaireLinkMessages.used);
    expect(await viewQuestionnaireLink(token)).toMatchObject({ state: 'used' });

    // The open review is concluded, keeping its answers.
    const concluded = await recordVendorReview(
      member,
      {
        vendorId: created.id,
        reviewId: link.reviewId,
        reviewedOn: today,
        reviewerMemberId: member.id,
        conclusion: 'approved-with-conditions',
        notes: '',
      },
      today,
    );
    expect(concluded).toMatchObject({ id: link.reviewId, conclusion: 'approved-with-conditions', response });
    const twice = {
      vendorId: created.id,
      reviewId: link.reviewId,
      reviewedOn: today,
      reviewerMemberId: member.id,
      conclusion: 'approved' as const,
      notes: '',
    };
    expect((await refusal(recordVendorReview(member, twice, today))).kind).toBe('conflict');
  });

  it('refuses an expired link and an unknown token with a clear message, and queues no letter without an email', async () => {
    const created = await createVendor(member, vendor({ name: 'Late Vendor' }), now);
    const longAgo = new Date(now.getTime() - 15 * 86_400_000);
    const link = await createQuestionnaireLink(member, { vendorId: created.id, contactEmail: null }, longAgo);
    expect(link.mailedTo).toBeNull();
    const token = tokenOf(link.path);
    expect(await viewQuestionnaireLink(token)).toEqual({ state: 'expired', message: questionnaireLinkMessages.expired });
    expect((await refusal(answerQuestionnaire(token, response))).message).toBe(questionnaireLinkMessages.expired);
    expect((await readVendor(member, created.id)).reviews[0]).toMatchObject({ conclusion: null, questionnaire: 'expired', response: null });
    expect(await viewQuestionnaireLink('x'.repeat(43))).toEqual({ state: 'not-found', message: questionnaireLinkMessages['not-found'] });
    expect(await viewQuestionnaireLink('../../etc')).toMatchObject({ state: 'not-found' });
    expect((await refusal(answerQuestionnaire('y'.repeat(43), response))).kind).toBe('not-found');
    const db = await getDb();
    const letters = await db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.organizationId, admin.organizationId),
          eq(mailQueue.subject, `${admin.organizationName} asks Late Vendor to answer a security questionnaire`),
        ),
      );
    expect(letters).toHaveLength(0);
  });
});

describe('vendor tasks', () => {
  it('gives the owner an expiring document and a due review; an ownerless vendor’s go to admins', async () => {
    const owned = await createVendor(member, vendor({ name: 'Task Owned', criticality: 'critical', ownerMemberId: member.id }), now);
    const ownerless = await createVendor(member, vendor({ name: 'Task Ownerless' }), now);
    const expiring = await uploadVendorDocument(member, soc2(owned.id, addDays(today, 20)), await uploads(pdfFile('soon.pdf')), now);
    const later = await uploadVendorDocument(member, soc2(ownerless.id, addDays(today, 31)), await uploads(pdfFile('later.pdf')), now);

    const keys = async (who: Member, on = today) =>
      (await tasksOf(who, on)).filter((task) => task.kind.startsWith('vendor-')).map((task) => task.key);
    expect(await keys(member)).toContain(`vendor-document:${expiring.id}`);
    expect(await keys(member)).not.toContain(`vendor-document:${later.id}`);
    expect(await keys(admin)).not.toContain(`vendor-document:${expiring.id}`);
    expect(await keys(viewer)).toEqual([]);

    // 31 days on the second document is expiring too (the admin's, for the vendor has no owner), and the first expired.
    const on = addDays(today, 21);
    expect(await keys(admin, on)).toContain(`vendor-document:${later.id}`);
    const expired = (await tasksOf(member, on)).find((task) => task.key === `vendor-document:${expiring.id}`);
    expect(expired).toMatchObject({ overdue: true, href: `/manage/vendors/${owned.id}`, title: 'Task Owned: SOC 2 report' });
    expect(expired!.detail).toMatch(/^Expired 1 day ago/);

    // The critical vendor's review is due in six months: a task from 14 days before.
    expect(await keys(member, addDays(owned.nextReviewOn, -15))).not.toContain(`vendor-review:${owned.id}`);
    expect(await keys(member, addDays(owned.nextReviewOn, -14))).toContain(`vendor-review:${owned.id}`);
    expect(await keys(admin, addDays(ownerless.nextReviewOn, 1))).toContain(`vendor-review:${ownerless.id}`);
    expect(await keys(admin, addDays(owned.nextReviewOn, 1))).not.toContain(`vendor-review:${owned.id}`);

    // Once the owner is removed, the vendor's tasks are the admins'.
    await removeMember(admin, member.id);
    expect(await keys(admin, addDays(owned.nextReviewOn, 1))).toContain(`vendor-review:${owned.id}`);
  });
});
