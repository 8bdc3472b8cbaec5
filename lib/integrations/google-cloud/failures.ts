import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';
import { ForeignPageLink, ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';
import { TokenRefusal } from '../google-workspace/client';

export const REFUSED_KEY =
  'Google refused the service account (its token could not be issued). Check that the JSON key is current and its service account enabled.';

/**
 * What went wrong with a Google Cloud request, in a sentence a person can act on; never the key, the token nor
 * Google's own answer beyond its status.
 */
export function googleCloudFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `Google Cloud's APIs did not answer at ${baseUrl}: a web page did. Check the API URL.`;
  if (refusal) return `${refusal.message} Check the API URL.`;
  if (error instanceof ForeignPageLink) return `Google sent a next page at ${error.origin}, outside ${baseUrl}: it was not followed.`;
  if (error instanceof TokenRefusal) {
    // Google answers 400 (invalid_grant) or 401 (invalid_client) to a key it refuses.
    if (error.status === 400 || error.status === 401) return REFUSED_KEY;
    return `Google's token endpoint answered ${error.status} for ${baseUrl}. Check the API URL.`;
  }
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `Google Cloud could not be reached at ${baseUrl}: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the API URL.`;
  }
  switch (error.status) {
    case 401:
      return 'Google refused the token (401). Connect again with a current JSON key.';
    case 403:
      return 'Google refused access (403): the service account lacks a role, or an API is not enabled on its project.';
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

/** Why a fact could not be read: the permission `what` needs (on a 403), or the general failure. */
export function unknownOf(error: unknown, what: string, permission: string, baseUrl: string): Unknown {
  if (error instanceof ProviderHttpError && error.status === 403) {
    return { unknown: `The service account may not read ${what} (403). Grant it the permission ${permission}.` };
  }
  return { unknown: googleCloudFailure(error, baseUrl) };
}
