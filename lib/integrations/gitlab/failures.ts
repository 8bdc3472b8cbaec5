import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';
import { ForeignPageLink, ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';

/**
 * What went wrong with a GitLab request, in a sentence a person can act on; never the token nor GitLab's own answer
 * beyond its status.
 */
export function gitlabFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `GitLab's API did not answer at ${baseUrl}: a web page did. Check the GitLab URL.`;
  if (refusal) return `${refusal.message} Check the GitLab URL.`;
  if (error instanceof ForeignPageLink) return `GitLab sent a next page at ${error.origin}, outside ${baseUrl}: it was not followed.`;
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `GitLab could not be reached at ${baseUrl}: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the GitLab URL.`;
  }
  switch (error.status) {
    case 401:
      return 'GitLab refused the token (401): it is wrong, expired or revoked. Create one with the read_api scope.';
    case 403:
      return 'GitLab refused access (403): the token lacks the read_api scope or the role to read this.';
    case 404:
      return 'GitLab found no such group (404), or the token cannot see it. Check the group and that the token is of a member.';
    case 429: {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `GitLab's rate limit for this token is used up until ${utcTimeOf(at)}. Try again then.`
        : "GitLab's rate limit is used up (429). Try again in a minute.";
    }
    default:
      return `GitLab answered ${error.status} at ${baseUrl}. Try again later.`;
  }
}

/** Why a fact could not be read: the token's role for `what` (403), or the general failure. */
export function unknownOf(error: unknown, what: string, baseUrl: string): Unknown {
  if (error instanceof ProviderHttpError && error.status === 403) {
    return { unknown: `The token may not read ${what} (403). Give it the read_api scope and the Maintainer role.` };
  }
  return { unknown: gitlabFailure(error, baseUrl) };
}
