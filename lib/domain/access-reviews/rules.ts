import type { AccessDecision, CampaignRecurrence, RevokeVerification } from '@/lib/schemas/access-reviews/records';
import { addMonths } from '../calendar-days';
import type { PersonStatus } from '../people/rules';

/** The person of People an account belongs to, matched by e-mail; null when none matches ("Unmatched"). */
export type MatchedPerson = {
  id: string;
  name: string;
  department: string;
  managerName: string | null;
  status: PersonStatus;
  memberId: string | null;
};

/** People by lower-cased e-mail, for matching accounts. */
export function peopleByEmail<P extends { email: string }>(people: readonly P[]): Map<string, P> {
  return new Map(people.map((person) => [person.email.trim().toLowerCase(), person]));
}

/** The person an account's e-mail names, whatever its case; an account without an address matches nobody. */
export function matchAccount<P>(email: string, byEmail: ReadonlyMap<string, P>): P | null {
  const key = email.trim().toLowerCase();
  return key ? (byEmail.get(key) ?? null) : null;
}

/** Departed people's accounts first (the ones most likely to go), then unmatched, then the others; by name within. */
export function reviewOrder<A extends { name: string; person: { status: PersonStatus } | null }>(accounts: readonly A[]): A[] {
  const rank = (account: A) => (account.person?.status === 'departed' ? 0 : account.person === null ? 1 : 2);
  return [...accounts].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export const REASON_REQUIRED_MESSAGE = 'Give the reason for every revoke and change.';

/** Why a decision cannot be recorded as given, or null: a revoke or a change needs its reason. */
export function decisionProblem(decision: AccessDecision, reason: string): string | null {
  return decision !== 'keep' && reason.trim() === '' ? REASON_REQUIRED_MESSAGE : null;
}

export const SELF_REVIEW_MESSAGE = 'You cannot decide on your own account: another reviewer or an administrator must.';

/**
 * Whether the account is the decider's own: its e-mail is theirs, or it matched the person of People who is their
 * membership. Nobody reviews their own access.
 */
export function isOwnAccount(
  account: { email: string; person: { memberId: string | null } | null },
  decider: { id: string; email: string },
): boolean {
  const email = account.email.trim().toLowerCase();
  if (email !== '' && email === decider.email.trim().toLowerCase()) return true;
  return decider.id !== '' && account.person?.memberId === decider.id;
}

/** What a revoke needs next after the system lists its accounts again: verified when the account is gone, else flagged. */
export function verificationAfterListing(stillListed: boolean): RevokeVerification {
  return stillListed ? 'flagged' : 'verified';
}

/** An account as closing reads it. */
export type ClosingAccount = { decision: AccessDecision | null; verification: RevokeVerification | null };

/** Why the campaign cannot close yet, each reason a sentence; empty when it can. */
export function closeBlockers(accounts: readonly ClosingAccount[]): string[] {
  const undecided = accounts.filter((account) => account.decision === null).length;
  const revokes = accounts.filter((account) => account.decision === 'revoke');
  const pending = revokes.filter((account) => account.verification !== 'verified' && account.verification !== 'flagged').length;
  const flagged = revokes.filter((account) => account.verification === 'flagged').length;
  const blockers: string[] = [];
  if (undecided > 0) blockers.push(`${undecided} ${undecided === 1 ? 'account has' : 'accounts have'} no decision yet.`);
  if (pending > 0)
    blockers.push(
      `${pending} ${pending === 1 ? 'revoke is' : 'revokes are'} not verified yet: the next sync (or the CSV uploaded again) checks that the account is gone.`,
    );
  if (flagged > 0)
    blockers.push(
      `${flagged} revoked ${flagged === 1 ? 'account is' : 'accounts are'} still listed by the system: remove ${flagged === 1 ? 'it' : 'them'} and sync again.`,
    );
  return blockers;
}

/** The due day of the campaign that follows a closed one, or null when it does not recur. */
export function nextDueOn(recurrence: CampaignRecurrence, dueOn: string): string | null {
  return recurrence === 'quarterly' ? addMonths(dueOn, 3) : null;
}

/** The name of the next campaign: the same name, with its quarter when the name says none. */
export function nextCampaignName(name: string, nextDue: string): string {
  const quarter = `Q${Math.floor((Number(nextDue.slice(5, 7)) - 1) / 3) + 1} ${nextDue.slice(0, 4)}`;
  const withoutQuarter = name.replace(/\s*\bQ[1-4] \d{4}\b/, '').trim();
  return `${withoutQuarter || 'Access review'} ${quarter}`;
}
