import 'server-only';
import { secondFactorFailures } from './limiters';
import { waitText } from './wait-text';

type Counter = typeof secondFactorFailures.perAccount;

async function blockedFor(counter: Counter, key: string): Promise<number> {
  const counted = await counter.get(key);
  if (!counted || counted.consumedPoints < counter.points) return 0;
  return Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
}

/** Seconds until a code for this account from this address may be tried again; 0 when allowed. */
export async function secondFactorRetryAfter(address: string, accountId: string): Promise<number> {
  const [byAddress, byAccount] = await Promise.all([
    blockedFor(secondFactorFailures.perAddress, address),
    blockedFor(secondFactorFailures.perAccount, accountId),
  ]);
  return Math.max(byAddress, byAccount);
}

/** The refusal while codes are blocked. */
export function secondFactorBlockedMessage(retryAfter: number): string {
  return `Too many wrong authentication codes. Please try again in ${waitText(retryAfter)}.`;
}

/** Counts a wrong (or replayed) code for the address and the account. */
export async function recordSecondFactorFailure(address: string, accountId: string): Promise<void> {
  await Promise.all([secondFactorFailures.perAddress.penalty(address), secondFactorFailures.perAccount.penalty(accountId)]);
}

/** A correct code clears the account's count (the address keeps its own); successes never count. */
export async function recordSecondFactorSuccess(accountId: string): Promise<void> {
  await secondFactorFailures.perAccount.delete(accountId);
}
