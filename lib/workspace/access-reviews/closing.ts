import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { accessReviewAccounts, accessReviewSystems, members } from '@/lib/db/schema';
import { closeBlockers, nextCampaignName, nextDueOn } from '@/lib/domain/access-reviews/rules';
import { dayOf } from '@/lib/domain/calendar-days';
import { accessReviewControlIds, campaignRecordDocument } from '@/lib/reports/access-review';
import { renderReport } from '@/lib/reports/render';
import { trackedFrameworkCodes, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { createEvidence } from '../evidence';
import { followedFrameworkIds } from '../followed-frameworks';
import { guardedWrite } from '../guarded-write';
import { checkedId, staleRecord, WorkspaceError, type Member, type Tx } from '../member';
import { recordActivity } from '../activity';
import { addSystemIn, insertCampaign, lastListsIn } from './campaigns';
import { accountColumns, campaignRecord, matchedPeople, openCampaignIn, personOf } from './records';

/** The campaign's systems and accounts as its record names them. */
async function recordContent(tx: Tx, member: Member, campaignId: string, today: string) {
  const reviewer = alias(members, 'reviewer');
  const owner = alias(members, 'owner');
  const systems = await tx
    .select({
      id: accessReviewSystems.id,
      source: accessReviewSystems.source,
      name: accessReviewSystems.name,
      listedAt: accessReviewSystems.listedAt,
      reviewerMemberId: accessReviewSystems.reviewerMemberId,
      ownerMemberId: accessReviewSystems.ownerMemberId,
      reviewerName: reviewer.displayName,
      ownerName: owner.displayName,
    })
    .from(accessReviewSystems)
    .leftJoin(reviewer, eq(reviewer.id, accessReviewSystems.reviewerMemberId))
    .leftJoin(owner, eq(owner.id, accessReviewSystems.ownerMemberId))
    .where(and(eq(accessReviewSystems.organizationId, member.organizationId), eq(accessReviewSystems.campaignId, campaignId)))
    .orderBy(asc(accessReviewSystems.name));
  const rows = await tx
    .select({ ...accountColumns, systemName: accessReviewSystems.name })
    .from(accessReviewAccounts)
    .innerJoin(accessReviewSystems, eq(accessReviewSystems.id, accessReviewAccounts.systemId))
    .where(and(eq(accessReviewAccounts.organizationId, member.organizationId), eq(accessReviewAccounts.campaignId, campaignId)))
    .orderBy(asc(accessReviewSystems.name), asc(accessReviewAccounts.name));
  const byEmail = await matchedPeople(
    tx,
    member,
    rows.map((row) => row.email),
    today,
  );
  const accounts = rows.map((row) => ({ ...row, personName: personOf(row.email, byEmail)?.name ?? null }));
  return { systems, accounts };
}

/** The next quarter's campaign, with the same systems, reviewers and owners; integrations' accounts as last listed. */
async function scheduleNext(
  tx: Tx,
  member: Member,
  campaign: { name: string; dueOn: string; recurrence: 'quarterly' | 'none' },
  systems: Awaited<ReturnType<typeof recordContent>>['systems'],
  now: Date,
) {
  const dueOn = nextDueOn(campaign.recurrence, campaign.dueOn);
  if (!dueOn) return null;
  const next = await insertCampaign(
    tx,
    member,
    { name: nextCampaignName(campaign.name, dueOn), dueOn, recurrence: campaign.recurrence },
    now,
  );
  const providers = systems.flatMap((system) => (system.source === 'csv' ? [] : [system.source]));
  const lists = await lastListsIn(tx, member, providers);
  for (const system of systems) {
    const list = system.source === 'csv' ? null : lists.get(system.source);
    // A CSV system starts empty: its owner uploads the quarter's list.
    await addSystemIn(
      tx,
      member,
      next.id,
      { source: system.source, name: system.name, reviewerMemberId: system.reviewerMemberId, ownerMemberId: system.ownerMemberId },
      list?.accounts ?? [],
      list?.listedAt ?? now,
    );
  }
  await recordActivity(tx, member, {
    action: 'access-review.scheduled',
    recordType: 'access-review',
    recordId: next.id,
    summary: `Scheduled the access review ${next.name}, due ${next.dueOn}`,
  });
  return next;
}

/** The framework the record is filed under: the first the organization follows that the evidence list tracks. */
async function frameworkOf(member: Member): Promise<TrackedFramework> {
  const followed = await followedFrameworkIds(member);
  return (trackedFrameworkCodes.find((code) => followed.includes(code)) ?? 'soc2') as TrackedFramework;
}

/**
 * Close campaign (members and admins): refused while an account is undecided or a revoke is not verified (each reason
 * said). Files the campaign's record (PDF and XLSX) as an evidence item linked to the library's access review
 * controls, closes the campaign on the version read, and, for a quarterly campaign, schedules the next one, all in
 * the evidence item's transaction.
 */
export const closeCampaign = guardedWrite('records.edit', async (member: Member, id: string, version: number, now: Date = new Date()) => {
  checkedId(id, 'The campaign');
  const db = await getDb();
  const today = dayOf(now);
  const { campaign, content } = await db.transaction(async (tx) => {
    const campaign = await openCampaignIn(tx, member, id);
    if (campaign.version !== version) throw staleRecord();
    return { campaign, content: await recordContent(tx, member, id, today) };
  });
  const blockers = closeBlockers(content.accounts);
  if (blockers.length > 0) throw new WorkspaceError('invalid', `This campaign cannot close yet. ${blockers.join(' ')}`);
  const document = campaignRecordDocument({
    organizationName: member.organizationName,
    campaign,
    closedByName: member.displayName,
    closedAt: now,
    systems: content.systems,
    accounts: content.accounts,
  });
  const [pdf, xlsx] = await Promise.all([renderReport(document, 'pdf'), renderReport(document, 'excel')]);
  const fileBase = `access-review-${today}`;
  let closed: Awaited<ReturnType<typeof campaignRecord.update>> | null = null;
  let next: { id: string; name: string } | null = null;
  // Filed as the product's record, not the closer's own upload, so any member may verify it.
  const collector: Member = { ...member, id: '', subject: 'access-reviews', displayName: 'Access reviews' };
  await createEvidence(
    collector,
    {
      name: `Access review ${campaign.name}`,
      description: `The closed access review ${campaign.name}: who reviewed each system, every decision with its reason, and the verification of each revoke.`,
      type: 'system-log',
      framework: await frameworkOf(member),
      expiresOn: null,
    },
    [
      { name: `${fileBase}.pdf`, bytes: pdf.bytes, contentType: pdf.contentType },
      { name: `${fileBase}.xlsx`, bytes: xlsx.bytes, contentType: xlsx.contentType },
    ],
    now,
    {
      controlIds: accessReviewControlIds,
      then: async (tx, evidenceId) => {
        // Decided again inside the transaction: a decision made since the read above keeps the campaign open.
        const fresh = await recordContent(tx, member, id, today);
        if (closeBlockers(fresh.accounts).length > 0 || fresh.accounts.length !== content.accounts.length) throw staleRecord();
        closed = await campaignRecord.update(tx, member, {
          id,
          version,
          change: () => ({ status: 'closed' as const, closedAt: now, closedByName: member.displayName, evidenceId, updatedAt: now }),
          activity: (saved) => ({
            action: 'access-review.closed',
            recordType: 'access-review',
            recordId: saved.id,
            summary: `Closed the access review ${saved.name}; its record is filed as evidence`,
          }),
        });
        next = await scheduleNext(tx, member, campaign, content.systems, now);
      },
    },
  );
  return { campaign: closed!, next: next as { id: string; name: string } | null };
});
