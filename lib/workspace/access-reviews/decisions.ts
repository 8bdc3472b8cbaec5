import 'server-only';
import { getDb } from '@/lib/db/client';
import { dayOf } from '@/lib/domain/calendar-days';
import { decisionProblem, isOwnAccount, SELF_REVIEW_MESSAGE } from '@/lib/domain/access-reviews/rules';
import {
  accessDecisionLabels,
  type AccessDecision,
  type BulkDecisionInput,
  type DecisionInput,
} from '@/lib/schemas/access-reviews/records';
import { guardedWrite } from '../guarded-write';
import { checkedId, WorkspaceError, type Member, type Tx } from '../member';
import { accountRecord, matchedPeople, openCampaignIn, personOf, systemOf } from './records';

const NOT_REVIEWER_MESSAGE = "Only the system's reviewer or an administrator decides on its accounts.";

type Decision = { decision: AccessDecision; reason: string };

/**
 * Records one account's decision inside `tx`: the campaign must be open, a revoke or change needs its reason, the
 * decider must be the system's reviewer (or an admin) and never the account's own person. A revoke waits for the
 * system's next list to verify it.
 */
async function decideIn(tx: Tx, member: Member, account: { id: string; version: number }, { decision, reason }: Decision, now: Date) {
  const problem = decisionProblem(decision, reason);
  if (problem) throw new WorkspaceError('invalid', problem);
  return accountRecord.update(tx, member, {
    id: account.id,
    version: account.version,
    change: async (current) => {
      await openCampaignIn(tx, member, current.campaignId);
      const system = await systemOf(tx, member, current.systemId);
      if (member.role !== 'admin' && system.reviewerMemberId !== member.id) throw new WorkspaceError('forbidden', NOT_REVIEWER_MESSAGE);
      const person = personOf(current.email, await matchedPeople(tx, member, [current.email], dayOf(now)));
      if (isOwnAccount({ email: current.email, person }, member)) {
        throw new WorkspaceError('forbidden', `${SELF_REVIEW_MESSAGE} (${current.name})`);
      }
      return {
        decision,
        reason: reason.trim(),
        decidedByName: member.displayName,
        decidedAt: now,
        verification: decision === 'revoke' ? ('pending' as const) : null,
        verifiedAt: null,
      };
    },
    activity: (saved) => ({
      action: 'access-review.decided',
      recordType: 'access-review',
      recordId: saved.campaignId,
      summary: `${accessDecisionLabels[decision]}: ${saved.name} (${saved.email || saved.externalId})${saved.reason ? `, because ${saved.reason}` : ''}`,
    }),
  });
}

/** Decide on one account (members and admins), on the version the screen read. */
export const decideAccount = guardedWrite('records.edit', async (member: Member, input: DecisionInput, now: Date = new Date()) => {
  checkedId(input.id, 'The account');
  const db = await getDb();
  return db.transaction((tx) => decideIn(tx, member, input, input, now));
});

/**
 * The same decision on every account of the filtered list (members and admins), in one transaction: one account
 * refused (another campaign's, one's own, stale) refuses them all, so a bulk decision is never half made.
 */
export const decideAccounts = guardedWrite('records.edit', async (member: Member, input: BulkDecisionInput, now: Date = new Date()) => {
  const campaignId = checkedId(input.campaignId, 'The campaign');
  const problem = decisionProblem(input.decision, input.reason);
  if (problem) throw new WorkspaceError('invalid', problem);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await openCampaignIn(tx, member, campaignId);
    const saved = [];
    for (const account of input.accounts) {
      checkedId(account.id, 'The account');
      const decided = await decideIn(tx, member, account, input, now);
      if (decided.campaignId !== campaignId) throw new WorkspaceError('not-found', 'The account was not found in this campaign.');
      saved.push(decided);
    }
    return saved;
  });
});
