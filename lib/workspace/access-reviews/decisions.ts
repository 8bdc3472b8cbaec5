import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accessReviewAccounts } from '@/lib/db/schema';
import { reviewsSystem, type Decider } from '@/lib/domain/access-reviews/account-filters';
import { dayOf } from '@/lib/domain/calendar-days';
import { decisionProblem, isOwnAccount, SELF_REVIEW_MESSAGE } from '@/lib/domain/access-reviews/rules';
import {
  accessDecisionLabels,
  type AccessDecision,
  type BulkDecisionInput,
  type DecisionInput,
} from '@/lib/schemas/access-reviews/records';
import { recordActivity, type ActivityInput } from '../activity';
import { batchesOf } from '../batches';
import { guardedWrite } from '../guarded-write';
import { checkedId, staleRecord, WorkspaceError, type Member, type Tx } from '../member';
import type { ColumnsRow } from '../versioned-write';
import { accountColumns, accountRecord, matchedPeople, openCampaignIn, personOf, systemOf } from './records';

const NOT_REVIEWER_MESSAGE = "Only the system's reviewer or an administrator decides on its accounts.";
const NOT_IN_CAMPAIGN_MESSAGE = 'The account was not found in this campaign.';

/** The member as a decider of accounts. */
export const deciderOf = (member: Member): Decider => ({ id: member.id, email: member.email, admin: member.role === 'admin' });

type Decision = { decision: AccessDecision; reason: string };
type Account = { id: string; systemId: string; email: string; name: string };
type DecidedAccount = { name: string; email: string; externalId: string; campaignId: string; reason: string | null };

/**
 * Refuses the member a decision on any of `accounts`: the decider must be the system's reviewer (or an admin) and
 * never the account's own person. Reads each system and the people the accounts name once, whatever their number.
 */
async function assertMayDecide(tx: Tx, member: Member, accounts: readonly Account[], now: Date) {
  for (const systemId of new Set(accounts.map((account) => account.systemId))) {
    const system = await systemOf(tx, member, systemId);
    if (!reviewsSystem(deciderOf(member), system.reviewerMemberId)) throw new WorkspaceError('forbidden', NOT_REVIEWER_MESSAGE);
  }
  const people = await matchedPeople(
    tx,
    member,
    accounts.map((account) => account.email),
    dayOf(now),
  );
  for (const account of accounts) {
    if (isOwnAccount({ email: account.email, person: personOf(account.email, people) }, member)) {
      throw new WorkspaceError('forbidden', `${SELF_REVIEW_MESSAGE} (${account.name})`);
    }
  }
}

/** The values a decision sets on an account; a revoke waits for the system's next list to verify it. */
function decidedValues(member: Member, { decision, reason }: Decision, now: Date) {
  const problem = decisionProblem(decision, reason);
  if (problem) throw new WorkspaceError('invalid', problem);
  return {
    decision,
    reason: reason.trim(),
    decidedByName: member.displayName,
    decidedAt: now,
    verification: decision === 'revoke' ? ('pending' as const) : null,
    verifiedAt: null,
  };
}

function decidedActivity(decision: AccessDecision, saved: DecidedAccount): ActivityInput {
  return {
    action: 'access-review.decided',
    recordType: 'access-review',
    recordId: saved.campaignId,
    summary: `${accessDecisionLabels[decision]}: ${saved.name} (${saved.email || saved.externalId})${saved.reason ? `, because ${saved.reason}` : ''}`,
  };
}

/** Decide on one account (members and admins), on the version the screen read; the campaign must be open. */
export const decideAccount = guardedWrite('records.edit', async (member: Member, input: DecisionInput, now: Date = new Date()) => {
  checkedId(input.id, 'The account');
  const values = decidedValues(member, input, now);
  const db = await getDb();
  return db.transaction((tx) =>
    accountRecord.update(tx, member, {
      id: input.id,
      version: input.version,
      change: async (current) => {
        await openCampaignIn(tx, member, current.campaignId);
        await assertMayDecide(tx, member, [current], now);
        return values;
      },
      activity: (saved) => decidedActivity(input.decision, saved),
    }),
  );
});

/**
 * The same decision on every account of the filtered list (members and admins), in one transaction: one account
 * refused (another campaign's, one's own, stale) refuses them all, so a bulk decision is never half made. The accounts
 * are read, locked, checked and written a batch of rows per statement, not one by one: a campaign has thousands.
 */
export const decideAccounts = guardedWrite('records.edit', async (member: Member, input: BulkDecisionInput, now: Date = new Date()) => {
  const campaignId = checkedId(input.campaignId, 'The campaign');
  const values = decidedValues(member, input, now);
  const versions = new Map(input.accounts.map((account) => [checkedId(account.id, 'The account'), account.version]));
  const inOrganization = eq(accessReviewAccounts.organizationId, member.organizationId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await openCampaignIn(tx, member, campaignId);
    const read: ColumnsRow<typeof accountColumns>[] = [];
    for (const ids of batchesOf([...versions.keys()])) {
      read.push(
        ...(await tx
          .select(accountColumns)
          .from(accessReviewAccounts)
          .where(and(inOrganization, inArray(accessReviewAccounts.id, ids)))
          .for('update')),
      );
    }
    const byId = new Map(read.map((account) => [account.id, account]));
    const accounts = [...versions].map(([id, version]) => {
      const account = byId.get(id);
      if (!account || account.campaignId !== campaignId) throw new WorkspaceError('not-found', NOT_IN_CAMPAIGN_MESSAGE);
      if (account.version !== version) throw staleRecord();
      return account;
    });
    await assertMayDecide(tx, member, accounts, now);
    for (const ids of batchesOf([...versions.keys()])) {
      await tx
        .update(accessReviewAccounts)
        .set({ ...values, version: sql`${accessReviewAccounts.version} + 1` })
        .where(and(inOrganization, inArray(accessReviewAccounts.id, ids)));
    }
    // The rows are locked since they were read, so each saved row is the read one with the decision and its next version.
    const saved = accounts.map((account) => ({ ...account, ...values, version: account.version + 1 }));
    await recordActivity(
      tx,
      member,
      saved.map((account) => decidedActivity(input.decision, account)),
    );
    return saved;
  });
});
