import { refusalOf } from '@/lib/outbound';

/** Octokit's request error, as far as it is read here: GitHub's status and headers, none when GitHub never answered. */
type HttpError = Error & { status: number; response?: { headers: Record<string, unknown> } };

const isHttpError = (error: unknown): error is HttpError => error instanceof Error && typeof (error as HttpError).status === 'number';

/** GitHub's HTTP status of a failed request, or null when GitHub never answered. */
export const httpStatusOf = (error: unknown): number | null => (isHttpError(error) && error.response ? error.status : null);

/** When GitHub's rate limit resets, as a time of day in UTC ("14:05 UTC"), from its X-RateLimit-Reset header. */
function resetTime(headers: Record<string, unknown>): string | null {
  const reset = Number(headers['x-ratelimit-reset']);
  return Number.isFinite(reset) && reset > 0 ? `${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : null;
}

/**
 * What went wrong with a GitHub request, in a sentence a person can act on; never the token, nor GitHub's own
 * answer beyond its status.
 */
export function githubFailure(error: unknown, { baseUrl, organization }: { baseUrl: string; organization: string }): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') {
    return `GitHub's API did not answer at ${baseUrl}: a web page did. Check the API URL (a GitHub Enterprise Server's ends in /api/v3).`;
  }
  if (refusal) return `${refusal.message} Check the API URL.`;
  if (!isHttpError(error) || !error.response) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `GitHub could not be reached at ${baseUrl}: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the API URL.`;
  }
  const headers = error.response.headers;
  switch (error.status) {
    case 401:
      return 'GitHub refused the token (401). Check that it has read:org and repo.';
    case 403:
    case 429: {
      const reset = headers['x-ratelimit-remaining'] === '0' || error.status === 429 ? resetTime(headers) : null;
      if (reset) return `GitHub's rate limit for this token is used up until ${reset}. Try again then.`;
      return `GitHub refused access to the organization ${organization} (${error.status}). Check that the token has read:org and repo and that the organization allows it.`;
    }
    case 404:
      return `GitHub has no organization ${organization}, or the token cannot see it (404).`;
    default:
      return `GitHub answered ${error.status} at ${baseUrl}. Try again later.`;
  }
}
