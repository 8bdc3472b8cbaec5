import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accessReviewAccounts, accessReviewCampaigns, accessReviewSystems, integrationAccountLists } from '@/lib/db/schema';
import { readAccountsCsv, refusalMessage } from '@/lib/domain/access-reviews/csv';
import { isUnread } from '@/lib/domain/access-reviews/listing';
import { providerListing } from '@/lib/domain/access-reviews/provider-accounts';
import { verificationAfterListing } from '@/lib/domain/access-reviews/rules';
import type { CsvRelist, SystemAccount } from '@/lib/schemas/access-reviews/records';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { checkedId, WorkspaceError, type Member, type Tx } from '../member';
import { lastListsIn } from './campaigns';
import { openCampaignIn, systemOf } from './records';

/** How many revokes a listing verified and flagged. */
export type Verified = { verified: number; flagged: number };

/**
 * Checks the revokes of open campaigns' `systemIds` decided before `listedAt` against the accounts listed then: an
 * account gone is verified, one still listed is flagged (and checked again on the next list). A revoke in a part the
 * list could not read (`unread` external-id prefixes) stays as it was.
 */
async function verifyRevokesIn(
  tx: Tx,
  member: Member,
  systemIds: readonly string[],
  listed: readonly SystemAccount[],
  listedAt: Date,
  unread: readonly string[] = [],
): Promise<Verified> {
  const result: Verified = { verified: 0, flagged: 0 };
  if (systemIds.length === 0) return result;
  await tx
    .update(accessReviewSystems)
    .set({ listedAt, version: sql`${accessReviewSystems.version} + 1` })
    .where(and(eq(accessReviewSystems.organizationId, member.organizationId), inArray(accessReviewSystems.id, [...systemIds])));
  const revokes = await tx
    .select({
      id: accessReviewAccounts.id,
      externalId: accessReviewAccounts.externalId,
      email: accessReviewAccounts.email,
      name: accessReviewAccounts.name,
      campaignId: accessReviewAccounts.campaignId,
    })
    .from(accessReviewAccounts)
    .where(
      and(
        eq(accessReviewAccounts.organizationId, member.organizationId),
        inArray(accessReviewAccounts.systemId, [...systemIds]),
        eq(accessReviewAccounts.decision, 'revoke'),
        inArray(accessReviewAccounts.verification, ['pending', 'flagged']),
        lt(accessReviewAccounts.decidedAt, listedAt),
      ),
    );
  const ids = new Set(listed.map((account) => account.externalId));
  const emails = new Set(listed.map((account) => account.email).filter(Boolean));
  for (const revoke of revokes.filter((candidate) => !isUnread(unread, candidate.externalId))) {
    const verification = verificationAfterListing(ids.has(revoke.externalId) || (revoke.email !== '' && emails.has(revoke.email)));
    await tx
      .update(accessReviewAccounts)
      .set({ verification, verifiedAt: listedAt, version: sql`${accessReviewAccounts.version} + 1` })
      .where(eq(accessReviewAccounts.id, revoke.id));
    result[verification === 'verified' ? 'verified' : 'flagged'] += 1;
    await recordActivity(tx, member, {
      action: `access-review.revoke-${verification}`,
      recordType: 'access-review',
      recordId: revoke.campaignId,
      summary:
        verification === 'verified'
          ? `Verified the revoke of ${revoke.name}: the account is no longer listed`
          : `Flagged the revoke of ${revoke.name}: the account is still listed`,
    });
  }
  return result;
}

/** The systems of open campaigns with this source. */
async function openSystemsOf(tx: Tx, member: Member, source: IntegrationProvider): Promise<string[]> {
  const rows = await tx
    .select({ id: accessReviewSystems.id })
    .from(accessReviewSystems)
    .innerJoin(accessReviewCampaigns, eq(accessReviewCampaigns.id, accessReviewSystems.campaignId))
    .where(
      and(
        eq(accessReviewSystems.organizationId, member.organizationId),
        eq(accessReviewSystems.source, source),
        eq(accessReviewCampaigns.status, 'open'),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * After a sync of `provider` (run by the integration, as `member`): keeps the accounts it listed for the next
 * campaign, and verifies the open campaigns' revokes of that system against them. A provider whose accounts could not
 * be read changes nothing (answers null), so a refused list never verifies a revoke; a part of the list that could
 * not be read (a refused project) keeps its accounts as last listed and verifies none of its revokes.
 */
export async function keepIntegrationAccounts(
  member: Member,
  provider: IntegrationProvider,
  facts: unknown,
  now: Date,
): Promise<Verified | null> {
  const listing = providerListing(provider, facts);
  if (!listing) return null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const previous = listing.unread.length > 0 ? (await lastListsIn(tx, member, [provider])).get(provider) : undefined;
    const accounts = [...listing.accounts, ...(previous?.accounts ?? []).filter((account) => isUnread(listing.unread, account.externalId))];
    await tx
      .insert(integrationAccountLists)
      .values({ organizationId: member.organizationId, provider, accounts, listedAt: now })
      .onConflictDoUpdate({
        target: [integrationAccountLists.organizationId, integrationAccountLists.provider],
        set: { accounts, listedAt: now },
      });
    return verifyRevokesIn(tx, member, await openSystemsOf(tx, member, provider), listing.accounts, now, listing.unread);
  });
}

/**
 * Upload a CSV system's list again (members and admins): verifies its revokes as a sync does. Every line must be
 * good, or nothing changes and the refused lines are named.
 */
export const relistCsvSystem = guardedWrite(
  'records.edit',
  async (member: Member, input: CsvRelist, now: Date = new Date()): Promise<Verified> => {
    const systemId = checkedId(input.systemId, 'The system');
    const reading = readAccountsCsv(input.csv);
    if ('problem' in reading) throw new WorkspaceError('invalid', reading.problem);
    if (reading.refused.length > 0) throw new WorkspaceError('invalid', refusalMessage(reading.refused));
    const db = await getDb();
    return db.transaction(async (tx) => {
      const system = await systemOf(tx, member, systemId);
      if (system.source !== 'csv')
        throw new WorkspaceError('invalid', `${system.name} is verified by its integration's next sync, not by a CSV file.`);
      await openCampaignIn(tx, member, system.campaignId);
      const verified = await verifyRevokesIn(tx, member, [system.id], reading.accounts, now);
      await recordActivity(tx, member, {
        action: 'access-review.relisted',
        recordType: 'access-review',
        recordId: system.campaignId,
        summary: `Uploaded the accounts of ${system.name} again: ${verified.verified} revokes verified, ${verified.flagged} still listed`,
      });
      return verified;
    });
  },
);
