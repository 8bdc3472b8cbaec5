import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';
import { ForeignPageLink, ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';
import { EntraTokenRefusal } from './client';

export const REFUSED_APP =
  'Microsoft refused the app (its token could not be issued). Check the tenant ID, the client ID and that the client secret is current.';

/**
 * What went wrong with an Entra ID request, in a sentence a person can act on; never the secret, the token nor
 * Microsoft's own answer beyond its status.
 */
export function entraFailure(error: unknown, graphUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `Microsoft Graph did not answer at ${graphUrl}: a web page did. Check the Graph URL.`;
  if (refusal) return `${refusal.message} Check the sign-in and Graph URLs.`;
  if (error instanceof ForeignPageLink)
    return `Microsoft Graph sent a next page at ${error.origin}, outside ${graphUrl}: it was not followed.`;
  if (error instanceof EntraTokenRefusal) {
    // The identity platform answers 400 (unknown tenant, invalid_request) or 401 (invalid_client) to credentials it refuses.
    if (error.status === 400 || error.status === 401) return REFUSED_APP;
    return `Microsoft's token endpoint answered ${error.status}. Check the sign-in URL.`;
  }
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `Microsoft could not be reached: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the sign-in and Graph URLs.`;
  }
  switch (error.status) {
    case 401:
      return 'Microsoft Graph refused the token (401). Connect again with a current client secret.';
    case 403:
      return 'Microsoft Graph refused access (403): the app lacks an application permission, or admin consent was not granted.';
    case 429: {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `Microsoft Graph is throttling this app until ${utcTimeOf(at)}. Try again then.`
        : 'Microsoft Graph is throttling this app (429). Try again in a minute.';
    }
    default:
      return `Microsoft Graph answered ${error.status} at ${graphUrl}. Try again later.`;
  }
}

/** Why a fact could not be read: the permission `what` needs (on a 403), or the general failure. */
export function unknownOf(error: unknown, what: string, permission: string, graphUrl: string): Unknown {
  if (error instanceof ProviderHttpError && error.status === 403) {
    return { unknown: `The app may not read ${what} (403). Grant the application permission ${permission} with admin consent.` };
  }
  return { unknown: entraFailure(error, graphUrl) };
}
