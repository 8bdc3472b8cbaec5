import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';
import { ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';
import { TokenRefusal } from './client';

export const REFUSED_KEY =
  'Google refused the service account (its token could not be issued). Check the JSON key, and that domain-wide delegation grants the two read-only scopes to its client ID for the admin named.';

/**
 * What went wrong with a Google Workspace request, in a sentence a person can act on; never the key, the token nor
 * Google's own answer beyond its status.
 */
export function googleFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `The Admin SDK did not answer at ${baseUrl}: a web page did. Check the API URL.`;
  if (refusal) return `${refusal.message} Check the API URL.`;
  if (error instanceof TokenRefusal) {
    // Google answers 400 (invalid_grant) or 401 (unauthorized_client) to a key or a delegation it refuses.
    if (error.status === 400 || error.status === 401) return REFUSED_KEY;
    return `Google's token endpoint answered ${error.status} for ${baseUrl}. Check the API URL.`;
  }
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `Google could not be reached at ${baseUrl}: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the API URL.`;
  }
  switch (error.status) {
    case 401:
      return 'Google refused the token (401). Connect again with a current JSON key.';
    case 403:
      return 'Google refused access (403): the admin the service account acts as is not an administrator, or delegation lacks a scope.';
    case 429: {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `Google's rate limit for this service account is used up until ${utcTimeOf(at)}. Try again then.`
        : "Google's rate limit for this service account is used up (429). Try again in a minute.";
    }
    default:
      return `Google answered ${error.status} at ${baseUrl}. Try again later.`;
  }
}

/** Why a fact could not be read: Google's refusal of `what` (403), or the general failure. */
export function unknownOf(error: unknown, what: string, baseUrl: string): Unknown {
  if (error instanceof ProviderHttpError && error.status === 403) {
    return { unknown: `The service account may not read ${what} (403). Check the delegated scopes and the admin's privileges.` };
  }
  return { unknown: googleFailure(error, baseUrl) };
}
