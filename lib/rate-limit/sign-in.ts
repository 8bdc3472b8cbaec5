import 'server-only';
import { signInFailures, signInSlots } from './limiters';
import { createSignInCeiling } from './sign-in-ceiling';

/** Slows every sign-in to about one a second once the service saw more than 100 failures in 15 minutes. */
export const signInCeiling = createSignInCeiling({
  failures: signInFailures.all,
  slots: signInSlots,
  threshold: signInFailures.all.points,
  intervalMs: 1_000,
  maxWaitMs: 10_000,
});

async function blockedFor(limiter: typeof signInFailures.perEmail, key: string): Promise<number> {
  const counted = await limiter.get(key);
  if (!counted || counted.consumedPoints < limiter.points) return 0;
  return Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
}

/** Seconds until a sign-in for this address and e-mail may be tried again; 0 when allowed. */
export async function loginRetryAfter(address: string, email: string): Promise<number> {
  const [byAddress, byEmail] = await Promise.all([
    blockedFor(signInFailures.perAddress, address),
    blockedFor(signInFailures.perEmail, email.toLowerCase()),
  ]);
  return Math.max(byAddress, byEmail);
}

/** Records a failed sign-in for the address, the e-mail and the server-wide ceiling. */
export async function recordLoginFailure(address: string, email: string): Promise<void> {
  await Promise.all([
    signInFailures.perAddress.penalty(address),
    signInFailures.perEmail.penalty(email.toLowerCase()),
    signInCeiling.recordFailure(),
  ]);
}

/** A successful sign-in clears the e-mail's failures (the address keeps its count); successes never count. */
export async function recordLoginSuccess(email: string): Promise<void> {
  await signInFailures.perEmail.delete(email.toLowerCase());
}
