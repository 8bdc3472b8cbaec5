import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { VendorReportReading } from '@/lib/schemas/assistant';
import { members, vendorReviews, vendors } from '@/lib/db/schema';
import { nextReviewDue } from '@/lib/domain/vendors/rules';
import { vendorReviewConclusionLabels, type VendorDetail, type VendorReview, type VendorReviewInput } from '@/lib/schemas/vendors/records';
import { recordActivity } from '../activity';
import { confirmDraftIn, draftedSummary, type FromDraft } from '../drafted';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';
import { documentsOf } from './documents';
import { assertTeamMember, teamOf, vendorOf, type Reader } from './records';
import { guardedWrite } from '../guarded-write';

export const REVIEWER_MESSAGE = 'Choose the reviewer from the members of your organization.';
export const FUTURE_REVIEW_MESSAGE = 'The review date cannot be in the future.';
export const CONCLUDED_MESSAGE = 'This review was already concluded. Reload to see the latest.';

/** The latest questionnaire link of each review: when it expires, and whether it was used. */
const latestLink = (column: 'expires_at' | 'used_at') =>
  sql.raw(
    `(select l.${column} from vendor_questionnaire_links l where l.review_id = vendor_reviews.id order by l.created_at desc limit 1)`,
  );

/** A review's questionnaire at `now`: none sent, waiting, answered, or expired unanswered. */
function questionnaireOf(
  link: { expiresAt: string | Date | null; usedAt: string | Date | null },
  now: Date,
): VendorReview['questionnaire'] {
  if (link.expiresAt === null) return 'none';
  if (link.usedAt !== null) return 'answered';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'sent';
}

/** A vendor's reviews, newest first, with the reviewer's name and the questionnaire's state at `now`. */
export async function reviewsOf(reader: Reader, member: Member, vendorId: string, now = new Date()): Promise<VendorReview[]> {
  const rows = await reader
    .select({
      id: vendorReviews.id,
      reviewedOn: vendorReviews.reviewedOn,
      reviewerMemberId: vendorReviews.reviewerMemberId,
      reviewerName: members.displayName,
      conclusion: vendorReviews.conclusion,
      notes: vendorReviews.notes,
      response: vendorReviews.answers,
      answeredAt: vendorReviews.answeredAt,
      linkExpiresAt: sql<string | null>`${latestLink('expires_at')}`,
      linkUsedAt: sql<string | null>`${latestLink('used_at')}`,
      createdAt: vendorReviews.createdAt,
    })
    .from(vendorReviews)
    .leftJoin(members, eq(members.id, vendorReviews.reviewerMemberId))
    .where(and(eq(vendorReviews.organizationId, member.organizationId), eq(vendorReviews.vendorId, vendorId)))
    .orderBy(desc(vendorReviews.createdAt), desc(vendorReviews.id));
  return rows.map(({ linkExpiresAt, linkUsedAt, ...row }) => ({
    ...row,
    questionnaire: questionnaireOf({ expiresAt: linkExpiresAt, usedAt: linkUsedAt }, now),
  }));
}

/** A vendor's page: the vendor, its documents, its reviews and the members who may own or review it. */
export function readVendor(member: Member, id: string, now = new Date()): Promise<VendorDetail> {
  assertCan(member, 'records.view');
  // A link expires with time, not with a change of the records: the minute is part of the key.
  return keptRead(member, ['vendor', id, Math.floor(now.getTime() / 60_000)], async () => {
    const db = await getDb();
    const vendor = await vendorOf(db, member, id);
    const [documents, reviews, team] = await Promise.all([
      documentsOf(db, member, vendor.id),
      reviewsOf(db, member, vendor.id, now),
      teamOf(db, member),
    ]);
    return { vendor, documents, reviews, team };
  });
}

/** Keeps the vendor's last review and next due day in step with a review concluded on `reviewedOn`. */
async function moveNextReview(tx: Tx, vendorId: string, reviewedOn: string): Promise<void> {
  const [row] = await tx
    .select({ criticality: vendors.criticality, lastReviewedOn: vendors.lastReviewedOn, addedOn: vendors.addedOn })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  if (!row) return;
  const last = row.lastReviewedOn !== null && row.lastReviewedOn > reviewedOn ? row.lastReviewedOn : reviewedOn;
  await tx
    .update(vendors)
    .set({ lastReviewedOn: last, nextReviewOn: nextReviewDue({ ...row, lastReviewedOn: last }) })
    .where(eq(vendors.id, vendorId));
}

/**
 * Records a vendor review (members and admins): the day (not in the future), the reviewer (a member), the
 * conclusion and notes. With `reviewId` it concludes the open review a questionnaire was sent for, keeping its
 * answers. The vendor's next review is due one cadence after its latest review.
 */
export const recordVendorReview = guardedWrite(
  'records.edit',
  async (
    member: Member,
    input: VendorReviewInput,
    today: string,
    draft?: FromDraft & { reportReading: VendorReportReading },
  ): Promise<VendorReview> => {
    if (input.reviewedOn > today) throw new WorkspaceError('invalid', FUTURE_REVIEW_MESSAGE);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const vendor = await vendorOf(tx, member, input.vendorId);
      await assertTeamMember(tx, member, input.reviewerMemberId, REVIEWER_MESSAGE);
      const values = {
        reviewedOn: input.reviewedOn,
        reviewerMemberId: input.reviewerMemberId,
        conclusion: input.conclusion,
        notes: input.notes,
        ...(draft ? { reportReading: draft.reportReading } : {}),
      };
      let reviewId: string;
      if (input.reviewId !== null) {
        checkedId(input.reviewId, 'The review');
        const [open] = await tx
          .select({ id: vendorReviews.id, conclusion: vendorReviews.conclusion })
          .from(vendorReviews)
          .where(
            and(
              eq(vendorReviews.id, input.reviewId),
              eq(vendorReviews.vendorId, vendor.id),
              eq(vendorReviews.organizationId, member.organizationId),
            ),
          );
        if (!open) throw notFound('The review');
        const [concluded] = await tx
          .update(vendorReviews)
          .set(values)
          .where(and(eq(vendorReviews.id, open.id), isNull(vendorReviews.conclusion)))
          .returning({ id: vendorReviews.id });
        if (!concluded) throw new WorkspaceError('conflict', CONCLUDED_MESSAGE);
        reviewId = concluded.id;
      } else {
        const [created] = await tx
          .insert(vendorReviews)
          .values({ organizationId: member.organizationId, vendorId: vendor.id, ...values })
          .returning({ id: vendorReviews.id });
        if (!created) throw new Error('The review was not recorded');
        reviewId = created.id;
      }
      await moveNextReview(tx, vendor.id, input.reviewedOn);
      await recordActivity(tx, member, {
        action: 'vendor.reviewed',
        recordType: 'vendor',
        recordId: vendor.id,
        summary: draftedSummary(
          `Reviewed the vendor ${vendor.name} on ${input.reviewedOn}: ${vendorReviewConclusionLabels[input.conclusion]}`,
          draft,
        ),
      });
      await confirmDraftIn(tx, draft, reviewId);
      const review = (await reviewsOf(tx, member, vendor.id)).find((row) => row.id === reviewId);
      if (!review) throw new Error('The review was not recorded');
      return review;
    });
  },
);
