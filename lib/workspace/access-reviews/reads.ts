import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { accessReviewAccounts, accessReviewCampaigns, accessReviewSystems, integrationAccountLists, members } from '@/lib/db/schema';
import { closeBlockers, reviewOrder, type MatchedPerson } from '@/lib/domain/access-reviews/rules';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { keptRead } from '../read-cache';
import { accountColumns, campaignColumns, matchedPeople, personOf, reviewerChoicesIn } from './records';

/** A campaign as the list shows it, with its accounts counted. */
export type CampaignSummary = Awaited<ReturnType<typeof listCampaigns>>[number];

/**
 * How many of the listed campaign's accounts meet `condition`. The campaign's id is named with its table: drizzle
 * writes a selected field's column bare, which inside the subquery would mean the account's own id.
 */
const accountsCounted = (condition: SQL) =>
  sql<number>`(select count(*)::int from ${accessReviewAccounts} a where a.campaign_id = ${accessReviewCampaigns}.${sql.identifier('id')}${condition})`;

/** The organization's campaigns, open ones first by due day, then closed ones newest first. */
export async function listCampaigns(member: Member) {
  assertCan(member, 'records.view');
  return keptRead(member, ['access-reviews'], async () => {
    const db = await getDb();
    return db
      .select({
        ...campaignColumns,
        accounts: accountsCounted(sql``),
        decided: accountsCounted(sql` and a.decision is not null`),
        revoked: accountsCounted(sql` and a.decision = 'revoke'`),
      })
      .from(accessReviewCampaigns)
      .where(eq(accessReviewCampaigns.organizationId, member.organizationId))
      .orderBy(
        desc(sql`${accessReviewCampaigns.status} = 'open'`),
        asc(accessReviewCampaigns.dueOn),
        desc(accessReviewCampaigns.createdAt),
      );
  });
}

/** An account as the campaign screen shows it: the person it matched (or null, "Unmatched") and its system. */
export type ReviewAccount = Awaited<ReturnType<typeof readAccounts>>[number];

async function readAccounts(member: Member, campaignId: string, today: string) {
  const db = await getDb();
  const rows = await db
    .select({ ...accountColumns, systemName: accessReviewSystems.name, source: accessReviewSystems.source })
    .from(accessReviewAccounts)
    .innerJoin(accessReviewSystems, eq(accessReviewSystems.id, accessReviewAccounts.systemId))
    .where(and(eq(accessReviewAccounts.organizationId, member.organizationId), eq(accessReviewAccounts.campaignId, campaignId)));
  const byEmail = await matchedPeople(
    db,
    member,
    rows.map((row) => row.email),
    today,
  );
  return reviewOrder(rows.map((row) => ({ ...row, person: personOf(row.email, byEmail) as (MatchedPerson & { email: string }) | null })));
}

/** One campaign: its systems with reviewer and owner, its accounts in review order, and why it cannot close yet. */
export async function readCampaign(member: Member, id: string, today: string) {
  assertCan(member, 'records.view');
  checkedId(id, 'The campaign');
  return keptRead(member, ['access-review', id, today], async () => {
    const db = await getDb();
    const [campaign] = await db
      .select(campaignColumns)
      .from(accessReviewCampaigns)
      .where(and(eq(accessReviewCampaigns.id, id), eq(accessReviewCampaigns.organizationId, member.organizationId)));
    if (!campaign) throw notFound('The campaign');
    const reviewer = alias(members, 'reviewer');
    const owner = alias(members, 'owner');
    const systems = await db
      .select({
        id: accessReviewSystems.id,
        source: accessReviewSystems.source,
        name: accessReviewSystems.name,
        listedAt: accessReviewSystems.listedAt,
        reviewerMemberId: accessReviewSystems.reviewerMemberId,
        reviewerName: reviewer.displayName,
        ownerName: owner.displayName,
      })
      .from(accessReviewSystems)
      .leftJoin(reviewer, eq(reviewer.id, accessReviewSystems.reviewerMemberId))
      .leftJoin(owner, eq(owner.id, accessReviewSystems.ownerMemberId))
      .where(and(eq(accessReviewSystems.organizationId, member.organizationId), eq(accessReviewSystems.campaignId, id)))
      .orderBy(asc(accessReviewSystems.name));
    const accounts = await readAccounts(member, id, today);
    return { campaign, systems, accounts, blockers: campaign.status === 'open' ? closeBlockers(accounts) : [] };
  });
}

export type CampaignDetail = Awaited<ReturnType<typeof readCampaign>>;

/** What a new campaign may cover: the providers whose accounts were listed, and the team to choose reviewers from. */
export async function campaignChoices(member: Member) {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [lists, team] = await Promise.all([
    db
      .select({
        provider: integrationAccountLists.provider,
        listedAt: integrationAccountLists.listedAt,
        accounts: sql<number>`jsonb_array_length(${integrationAccountLists.accounts})`,
      })
      .from(integrationAccountLists)
      .where(eq(integrationAccountLists.organizationId, member.organizationId))
      .orderBy(asc(integrationAccountLists.provider)),
    reviewerChoicesIn(db, member),
  ]);
  return {
    systems: lists as { provider: IntegrationProvider; listedAt: Date; accounts: number }[],
    team: team.map(({ id, name }) => ({ id, name })),
  };
}
