import 'server-only';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

// Every counter of the product lives here, so moving them to a store that several server processes share means
// changing this file only. In memory, each process counts on its own.

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A public write's budget: per client address and for the whole server, over the same window. */
export type WriteLimit = {
  /** What the visitor was doing, for the 429 message: "Too many <what> from your network." */
  what: string;
  perClient: RateLimiterAbstract;
  total: RateLimiterAbstract;
};

type Figures = { perClient: number; total: number; seconds: number };

function writeLimit(name: string, what: string, { perClient, total, seconds }: Figures): WriteLimit {
  return {
    what,
    perClient: new RateLimiterMemory({ keyPrefix: `${name}:client`, points: perClient, duration: seconds }),
    total: new RateLimiterMemory({ keyPrefix: `${name}:total`, points: total, duration: seconds }),
  };
}

/** Newsletter subscriptions: 20 per client and 1,000 in total an hour. */
export const newsletterLimit = writeLimit('newsletter', 'subscription requests', { perClient: 20, total: 1_000, seconds: HOUR });

/** Demo requests: 20 per client and 200 in total an hour. */
export const demoRequestLimit = writeLimit('demo-request', 'demo requests', { perClient: 20, total: 200, seconds: HOUR });

/** Sign-ups: 20 per client and 200 in total an hour. */
export const registerLimit = writeLimit('register', 'sign-up attempts', { perClient: 20, total: 200, seconds: HOUR });

/** Password reset requests (each may send an e-mail): 10 per client and 100 in total in 15 minutes. */
export const resetRequestLimit = writeLimit('reset-request', 'password reset requests', {
  perClient: 10,
  total: 100,
  seconds: 15 * MINUTE,
});

/** New passwords set through a reset link: 10 per client and 100 in total in 15 minutes. */
export const resetPasswordLimit = writeLimit('reset-password', 'password changes', { perClient: 10, total: 100, seconds: 15 * MINUTE });

/** Invitation acceptances, for the endpoint to come: 10 per client and 100 in total in 15 minutes. */
export const invitationAcceptLimit = writeLimit('invitation-accept', 'invitation attempts', {
  perClient: 10,
  total: 100,
  seconds: 15 * MINUTE,
});

/** Failed sign-ins in 15 minutes: 50 per client address and 5 per e-mail address block further attempts. */
export const signInFailures = {
  perAddress: new RateLimiterMemory({ keyPrefix: 'sign-in:address', points: 50, duration: 15 * MINUTE }),
  perEmail: new RateLimiterMemory({ keyPrefix: 'sign-in:email', points: 5, duration: 15 * MINUTE }),
  /** Every failure of the server in the same window; past 100, the ceiling in sign-in.ts slows all attempts. */
  all: new RateLimiterMemory({ keyPrefix: 'sign-in:all', points: 100, duration: 15 * MINUTE }),
};
