import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';
import { EntraTokenRefusal } from '../entra-id/client';
import { REFUSED_APP } from '../entra-id/failures';
import { ForeignPageLink, ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';

/**
 * What went wrong with an Azure request, in a sentence a person can act on; never the secret, the token nor
 * Microsoft's own answer beyond its status.
 */
export function azureFailure(error: unknown, managementUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page')
    return `Azure Resource Manager did not answer at ${managementUrl}: a web page did. Check the Resource Manager URL.`;
  if (refusal) return `${refusal.message} Check the sign-in and Resource Manager URLs.`;
  if (error instanceof ForeignPageLink) return `Azure sent a next page at ${error.origin}, outside ${managementUrl}: it was not followed.`;
  if (error instanceof EntraTokenRefusal) {
    // The identity platform answers 400 (unknown tenant, invalid scope) or 401 (invalid_client) to credentials it refuses.
    if (error.status === 400 || error.status === 401) return REFUSED_APP;
    return `Microsoft's token endpoint answered ${error.status}. Check the sign-in URL.`;
  }
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `Azure could not be reached: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the sign-in and Resource Manager URLs.`;
  }
  switch (error.status) {
    case 401:
      return 'Azure Resource Manager refused the token (401). Connect again with a current client secret.';
    case 403:
      return 'Azure Resource Manager refused access (403): assign the app the Reader role on the subscription.';
    case 429: {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `Azure Resource Manager is throttling this app until ${utcTimeOf(at)}. Try again then.`
        : 'Azure Resource Manager is throttling this app (429). Try again in a minute.';
    }
    default:
      return `Azure Resource Manager answered ${error.status} at ${managementUrl}. Try again later.`;
  }
}

/** Why a fact could not be read: the action `what` needs (on a 403), or the general failure. */
export function unknownOf(error: unknown, what: string, action: string, managementUrl: string): Unknown {
  if (error instanceof ProviderHttpError && error.status === 403) {
    return { unknown: `The app may not read ${what} (403). Assign it the Reader role on the subscription (${action}).` };
  }
  return { unknown: azureFailure(error, managementUrl) };
}
