import { refusalOf } from '@/lib/outbound';

/** The SDK's error for an answer Okta gave (OktaApiError, HttpError): its status and headers. */
type AnsweredError = Error & { status: number; headers?: { get: (name: string) => string | null } };

const isAnswered = (error: unknown): error is AnsweredError =>
  error instanceof Error && typeof (error as AnsweredError).status === 'number';

/** Okta's HTTP status of a failed request, or null when Okta never answered. */
export const httpStatusOf = (error: unknown): number | null => (isAnswered(error) ? error.status : null);

/** When Okta's rate limit resets, as a time of day in UTC ("14:05 UTC"), from its X-Rate-Limit-Reset header. */
function resetTime(error: AnsweredError): string | null {
  const reset = Number(error.headers?.get('x-rate-limit-reset'));
  return Number.isFinite(reset) && reset > 0 ? `${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : null;
}

export const REFUSED_TOKEN = 'Okta refused the API token (401). Check that it is active and was created by a read-only administrator.';
export const NO_ADMIN_RIGHTS =
  'Okta refused access (403): the API token has no administrator rights. Create it while signed in as a read-only administrator.';

/**
 * What went wrong with an Okta request, in a sentence a person can act on; never the token, nor Okta's own answer
 * beyond its status.
 */
export function oktaFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `Okta's API did not answer at ${baseUrl}: a web page did. Check the Okta URL.`;
  if (refusal) return `${refusal.message} Check the Okta URL.`;
  if (!isAnswered(error)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message} ${(error as { type?: string }).type}`);
    return `Okta could not be reached at ${baseUrl}: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the Okta URL.`;
  }
  switch (error.status) {
    case 401:
      return REFUSED_TOKEN;
    case 403:
      return NO_ADMIN_RIGHTS;
    case 404:
      return `Okta has no org at ${baseUrl} (404). Check the Okta URL.`;
    case 429: {
      const reset = resetTime(error);
      return reset
        ? `Okta's rate limit for this token is used up until ${reset}. Try again then.`
        : "Okta's rate limit for this token is used up (429). Try again in a minute.";
    }
    default:
      return `Okta answered ${error.status} at ${baseUrl}. Try again later.`;
  }
}
