import { refusalOf } from '@/lib/outbound';
import { ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';

/** What went wrong with a Jira request, in a sentence a person can act on; never the token nor Jira's own answer. */
export function jiraFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `Jira's API did not answer at ${baseUrl}: a web page did. Check the site URL.`;
  if (refusal) return `${refusal.message} Check the site URL.`;
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `Jira could not be reached at ${baseUrl}: ${timedOut ? 'it did not answer in time' : 'the connection failed'}. Check the site URL.`;
  }
  switch (error.status) {
    case 401:
      return 'Jira refused the e-mail and API token (401): one is wrong, or the token was revoked.';
    case 403:
      return "Jira refused the request (403): the account lacks the project's Browse, Create issues, Add comments or Transition issues permission.";
    case 404:
      return 'Jira found no such project or issue (404), or the account cannot see it. Check the project key.';
    case 400:
      return 'Jira refused the issue (400): check the issue type and that the project needs no other required field.';
    case 429: {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `Jira's rate limit is used up until ${utcTimeOf(at)}. It is tried again on the next sync.`
        : "Jira's rate limit is used up (429).";
    }
    default:
      return `Jira answered ${error.status} at ${baseUrl}. It is tried again on the next sync.`;
  }
}
