import 'server-only';
import { getOpenDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { MEMBER_WRITES_PER_MINUTE } from './member-writes';
import {
  CounterOnFirstUse,
  memoryCounters,
  postgresCounters,
  type Counter,
  type CounterFactory,
  type CounterWindow,
  type QueryClient,
} from './counters';

// Every counter of the product lives here, and this is the one place that decides where they count. With
// DATABASE_URL, several server processes may share the database, so every counter lives in PostgreSQL and they
// count as one; without it, PGlite means one process per data folder, which counts in its own memory.

/** The app's pg Pool (drizzle's `$client`), once the database is open and migrated, so the counters' table exists. */
async function appPool(): Promise<QueryClient> {
  const { db } = await getOpenDb();
  return (db as unknown as { $client: QueryClient }).$client;
}

let counters: CounterFactory | undefined;
/** Decided once, on the first count (the environment is read on first use, never on import). */
const chosen = () => (counters ??= env().DATABASE_URL ? postgresCounters(appPool) : memoryCounters);
const counter = (window: CounterWindow) => new CounterOnFirstUse(window, chosen);

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A public write's budget: per client address and for the whole service, over the same window. */
export type WriteLimit = {
  /** What the visitor was doing, for the 429 message: "Too many <what> from your network." */
  what: string;
  perClient: Counter;
  total: Counter;
};

type Figures = { perClient: number; total: number; seconds: number };

function writeLimit(name: string, what: string, { perClient, total, seconds }: Figures): WriteLimit {
  return {
    what,
    perClient: counter({ keyPrefix: `${name}:client`, points: perClient, duration: seconds }),
    total: counter({ keyPrefix: `${name}:total`, points: total, duration: seconds }),
  };
}

/** Newsletter subscriptions: 20 per client and 1,000 in total an hour. */
export const newsletterLimit = writeLimit('newsletter', 'subscription requests', { perClient: 20, total: 1_000, seconds: HOUR });

/** Demo requests: 20 per client and 200 in total an hour. */
export const demoRequestLimit = writeLimit('demo-request', 'demo requests', { perClient: 20, total: 200, seconds: HOUR });

/** Sign-ups: 20 per client and 200 in total an hour. */
export const registerLimit = writeLimit('register', 'sign-up attempts', { perClient: 20, total: 200, seconds: HOUR });

/** Single sign-on starts (each reads the provider's discovery): 30 per client and 1,000 in total an hour. */
export const ssoStartLimit = writeLimit('sso-start', 'single sign-on attempts', { perClient: 30, total: 1_000, seconds: HOUR });

/** Password reset requests (each may send an e-mail): 10 per client and 100 in total in 15 minutes. */
export const resetRequestLimit = writeLimit('reset-request', 'password reset requests', {
  perClient: 10,
  total: 100,
  seconds: 15 * MINUTE,
});

/** New passwords set through a reset link: 10 per client and 100 in total in 15 minutes. */
export const resetPasswordLimit = writeLimit('reset-password', 'password changes', { perClient: 10, total: 100, seconds: 15 * MINUTE });

/**
 * Invitation acceptances (the invitation page's Accept and the sign-up of an invited person): 10 per client and
 * 100 in total in 15 minutes.
 */
export const invitationAcceptLimit = writeLimit('invitation-accept', 'invitation attempts', {
  perClient: 10,
  total: 100,
  seconds: 15 * MINUTE,
});

/** Policy acceptances through a one-time link: 20 per client and 500 in total in 15 minutes. */
export const policyLinkAcceptLimit = writeLimit('policy-link-accept', 'policy acceptances', {
  perClient: 20,
  total: 500,
  seconds: 15 * MINUTE,
});

/** Vendor questionnaire answers through a one-time link: 20 per client and 500 in total in 15 minutes. */
export const vendorQuestionnaireAnswerLimit = writeLimit('vendor-questionnaire-answer', 'questionnaire answers', {
  perClient: 20,
  total: 500,
  seconds: 15 * MINUTE,
});

/** Trust center access requests (each mails the requester): 5 per client and 200 in total an hour. */
export const trustAccessRequestLimit = writeLimit('trust-access-request', 'access requests', { perClient: 5, total: 200, seconds: HOUR });

/** Trust center subscriptions (each mails a confirmation link): 10 per client and 500 in total an hour. */
export const trustSubscribeLimit = writeLimit('trust-subscribe', 'subscription requests', { perClient: 10, total: 500, seconds: HOUR });

/**
 * Trust center document downloads (public ones and those through an access link): 60 per client and 3,000 in total
 * in 15 minutes, enough for a reviewer taking every document, too few to guess links or mirror the files.
 */
export const trustDocumentDownloadLimit = writeLimit('trust-document-download', 'document downloads', {
  perClient: 60,
  total: 3_000,
  seconds: 15 * MINUTE,
});

/** Failed sign-ins in 15 minutes: 50 per client address and 5 per e-mail address block further attempts. */
export const signInFailures = {
  perAddress: counter({ keyPrefix: 'sign-in:address', points: 50, duration: 15 * MINUTE }),
  perEmail: counter({ keyPrefix: 'sign-in:email', points: 5, duration: 15 * MINUTE }),
  /** Every failure of the service in the same window; past 100, the ceiling in sign-in.ts slows all attempts. */
  all: counter({ keyPrefix: 'sign-in:all', points: 100, duration: 15 * MINUTE }),
};

/**
 * Wrong authentication codes (the sign-in's second step, and the codes Settings asks for) in 15 minutes: 50 per
 * client address and 5 per account block further codes, as failed passwords do. A 6-digit code has a million
 * values: 5 tries in 15 minutes leave a guesser about one chance in 700 a day.
 */
export const secondFactorFailures = {
  perAddress: counter({ keyPrefix: 'second-factor:address', points: 50, duration: 15 * MINUTE }),
  perAccount: counter({ keyPrefix: 'second-factor:account', points: 5, duration: 15 * MINUTE }),
};

/**
 * The slots of the slowed sign-in (sign-in-ceiling.ts): one point per second, keyed by the second's number, so
 * each slot goes to one attempt across every process. A key lives past the longest wait (10 s) and its own second.
 */
export const signInSlots = counter({ keyPrefix: 'sign-in:slot', points: 1, duration: 12 });

/**
 * Signed-in writes (every server action of the management area): 60 a minute per member and 600 a minute per
 * organization, so one session or one account cannot flood the records of its organization or the database.
 */
export const memberWrites = {
  perMember: counter({ keyPrefix: 'writes:member', points: MEMBER_WRITES_PER_MINUTE, duration: MINUTE }),
  perOrganization: counter({ keyPrefix: 'writes:organization', points: 600, duration: MINUTE }),
};

/** Uploaded megabytes an hour: 500 per member and 2,000 per organization (the storage quota bounds the total). */
export const memberUploads = {
  perMember: counter({ keyPrefix: 'uploads:member', points: 500, duration: HOUR }),
  perOrganization: counter({ keyPrefix: 'uploads:organization', points: 2_000, duration: HOUR }),
};

/** Calls of /api/v1 a minute per API key (reads and writes alike; writes also spend the organization's budget). */
export const API_REQUESTS_PER_MINUTE = 120;
export const apiKeyRequests = counter({ keyPrefix: 'api:key', points: API_REQUESTS_PER_MINUTE, duration: MINUTE });
