import 'server-only';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { accessReviewAccounts, accessReviewCampaigns, accessReviewSystems, members } from '@/lib/db/schema';
import { revokeVerificationLabels } from '@/lib/schemas/access-reviews/records';
import type { Member } from '../member';
import type { TaskSource } from './source';

/**
 * The systems whose tasks are the member's: those they are named for, and, for an administrator, those with nobody
 * (or a removed member) named, so no revoke is nobody's.
 */
function namedFor(member: Member, column: PgColumn): SQL {
  const nobody = sql`(${column} is null or exists (select 1 from ${members} m where m.id = ${column} and m.removed_at is not null))`;
  return member.role === 'admin' ? or(eq(column, member.id), nobody)! : eq(column, member.id);
}

const openCampaign = eq(accessReviewCampaigns.status, 'open');

/** A system of an open campaign the member reviews, with accounts still undecided. */
export const accessReviewTasks: TaskSource = {
  kind: 'access-review',
  permission: 'records.edit',
  read: async (member) => {
    const db = await getDb();
    const rows = await db
      .select({
        id: accessReviewSystems.id,
        name: accessReviewSystems.name,
        campaignId: accessReviewCampaigns.id,
        campaignName: accessReviewCampaigns.name,
        dueOn: accessReviewCampaigns.dueOn,
        undecided: count(accessReviewAccounts.id),
      })
      .from(accessReviewSystems)
      .innerJoin(accessReviewCampaigns, eq(accessReviewCampaigns.id, accessReviewSystems.campaignId))
      .innerJoin(
        accessReviewAccounts,
        and(eq(accessReviewAccounts.systemId, accessReviewSystems.id), isNull(accessReviewAccounts.decision)),
      )
      .where(
        and(
          eq(accessReviewSystems.organizationId, member.organizationId),
          openCampaign,
          namedFor(member, accessReviewSystems.reviewerMemberId),
        ),
      )
      .groupBy(accessReviewSystems.id, accessReviewCampaigns.id)
      .orderBy(asc(accessReviewCampaigns.dueOn), asc(accessReviewSystems.name));
    return rows.map((row) => ({
      kind: 'access-review',
      recordId: row.id,
      title: `Review access to ${row.name}`,
      detail: `${row.undecided} ${row.undecided === 1 ? 'account' : 'accounts'} to decide in ${row.campaignName}`,
      href: `/manage/access-reviews/${row.campaignId}`,
      dueOn: row.dueOn,
    }));
  },
};

/** A revoked account of an open campaign's system the member owns, not yet verified gone. */
export const accessRevokeTasks: TaskSource = {
  kind: 'access-revoke',
  permission: 'records.edit',
  read: async (member) => {
    const db = await getDb();
    const rows = await db
      .select({
        id: accessReviewAccounts.id,
        name: accessReviewAccounts.name,
        email: accessReviewAccounts.email,
        verification: accessReviewAccounts.verification,
        systemName: accessReviewSystems.name,
        campaignId: accessReviewCampaigns.id,
        dueOn: accessReviewCampaigns.dueOn,
      })
      .from(accessReviewAccounts)
      .innerJoin(accessReviewSystems, eq(accessReviewSystems.id, accessReviewAccounts.systemId))
      .innerJoin(accessReviewCampaigns, eq(accessReviewCampaigns.id, accessReviewAccounts.campaignId))
      .where(
        and(
          eq(accessReviewAccounts.organizationId, member.organizationId),
          openCampaign,
          eq(accessReviewAccounts.decision, 'revoke'),
          inArray(accessReviewAccounts.verification, ['pending', 'flagged']),
          namedFor(member, accessReviewSystems.ownerMemberId),
        ),
      )
      .orderBy(asc(accessReviewCampaigns.dueOn), asc(accessReviewAccounts.name));
    return rows.map((row) => ({
      kind: 'access-revoke',
      recordId: row.id,
      title: `Remove ${row.name}${row.email ? ` (${row.email})` : ''} from ${row.systemName}`,
      detail: row.verification ? revokeVerificationLabels[row.verification] : 'Revoked',
      href: `/manage/access-reviews/${row.campaignId}`,
      dueOn: row.dueOn,
    }));
  },
};
