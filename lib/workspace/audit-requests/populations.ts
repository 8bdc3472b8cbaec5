import 'server-only';
import { and, eq, gte, isNotNull, lt, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  accessReviewAccounts,
  accessReviewCampaigns,
  accessReviewSystems,
  evidence,
  people,
  vendorReviews,
  vendors,
} from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import type { SampleItem, SamplePopulation } from '@/lib/schemas/audit-requests/records';
import type { Member, Tx } from '../member';

export type Period = { start: string; end: string };

type Reader = (db: Db | Tx, member: Pick<Member, 'organizationId'>, period: Period) => Promise<SampleItem[]>;

/**
 * Each population the product records, read over the audit's period: people who joined and who left (People's
 * start and end days), vendor reviews concluded (their review day), access review decisions (each account decided in a
 * campaign, on its UTC day) and evidence collected (its collection day, archived items included, as they were
 * collected then). The product records no incidents or change tickets.
 */
const readers: Record<SamplePopulation, Reader> = {
  joiners: async (db, member, period) =>
    (
      await db
        .select({ id: people.id, name: people.name, department: people.department, day: people.startDate })
        .from(people)
        .where(
          and(eq(people.organizationId, member.organizationId), gte(people.startDate, period.start), lte(people.startDate, period.end)),
        )
    ).map((row) => ({ id: row.id, label: `${row.name}${row.department ? `, ${row.department}` : ''}, joined ${row.day}`, day: row.day })),
  leavers: async (db, member, period) =>
    (
      await db
        .select({ id: people.id, name: people.name, department: people.department, day: people.endDate })
        .from(people)
        .where(and(eq(people.organizationId, member.organizationId), gte(people.endDate, period.start), lte(people.endDate, period.end)))
    ).map((row) => ({ id: row.id, label: `${row.name}${row.department ? `, ${row.department}` : ''}, left ${row.day}`, day: row.day! })),
  'vendor-reviews': async (db, member, period) =>
    (
      await db
        .select({ id: vendorReviews.id, vendor: vendors.name, day: vendorReviews.reviewedOn, conclusion: vendorReviews.conclusion })
        .from(vendorReviews)
        .innerJoin(vendors, and(eq(vendors.id, vendorReviews.vendorId), eq(vendors.organizationId, vendorReviews.organizationId)))
        .where(
          and(
            eq(vendorReviews.organizationId, member.organizationId),
            isNotNull(vendorReviews.conclusion),
            gte(vendorReviews.reviewedOn, period.start),
            lte(vendorReviews.reviewedOn, period.end),
          ),
        )
    ).map((row) => ({ id: row.id, label: `Review of ${row.vendor} on ${row.day} (${row.conclusion})`, day: row.day! })),
  'access-review-decisions': async (db, member, period) =>
    (
      await db
        .select({
          id: accessReviewAccounts.id,
          account: accessReviewAccounts.name,
          decision: accessReviewAccounts.decision,
          decidedAt: accessReviewAccounts.decidedAt,
          system: accessReviewSystems.name,
          campaign: accessReviewCampaigns.name,
        })
        .from(accessReviewAccounts)
        .innerJoin(accessReviewSystems, eq(accessReviewSystems.id, accessReviewAccounts.systemId))
        .innerJoin(accessReviewCampaigns, eq(accessReviewCampaigns.id, accessReviewAccounts.campaignId))
        .where(
          and(
            eq(accessReviewAccounts.organizationId, member.organizationId),
            isNotNull(accessReviewAccounts.decision),
            gte(accessReviewAccounts.decidedAt, new Date(`${period.start}T00:00:00Z`)),
            lt(accessReviewAccounts.decidedAt, new Date(`${addDays(period.end, 1)}T00:00:00Z`)),
          ),
        )
    ).map((row) => {
      const day = dayOf(row.decidedAt!);
      return { id: row.id, label: `${row.account} in ${row.system} (${row.campaign}): ${row.decision} on ${day}`, day };
    }),
  evidence: async (db, member, period) =>
    (
      await db
        .select({ id: evidence.id, name: evidence.name, day: evidence.collectedOn })
        .from(evidence)
        .where(
          and(
            eq(evidence.organizationId, member.organizationId),
            gte(evidence.collectedOn, period.start),
            lte(evidence.collectedOn, period.end),
          ),
        )
    ).map((row) => ({ id: row.id, label: `${row.name}, collected ${row.day}`, day: row.day })),
};

/** The items of a population within the period, of the member's organization only. */
export function populationItems(
  db: Db | Tx,
  member: Pick<Member, 'organizationId'>,
  population: SamplePopulation,
  period: Period,
): Promise<SampleItem[]> {
  return readers[population](db, member, period);
}
