import { refusalOf } from '@/lib/outbound';
import { ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';
import { LinearError } from './errors';

/** What went wrong with a Linear request, in a sentence a person can act on; never the key nor Linear's answer. */
export function linearFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal) return `${refusal.message} Check the Linear API URL.`;
  if (error instanceof LinearError) {
    switch (error.code) {
      case 'AUTHENTICATION_ERROR':
        return 'Linear refused the API key: it is wrong or was revoked.';
      case 'FORBIDDEN':
        return 'Linear refused the request: the API key may not create or change issues of this team.';
      case 'RATELIMITED':
        return "Linear's rate limit is used up. It is tried again on the next sync.";
      case 'TEAM_NOT_FOUND':
        return 'Linear has no team with this key that the API key can see. Check the team key (ENG in ENG-12).';
      default:
        return `Linear refused the request (${error.code}). It is tried again on the next sync.`;
    }
  }
  if (error instanceof ProviderHttpError) {
    if (error.status === 429) {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `Linear's rate limit is used up until ${utcTimeOf(at)}. It is tried again on the next sync.`
        : "Linear's rate limit is used up.";
    }
    return `Linear answered ${error.status} at ${baseUrl}. It is tried again on the next sync.`;
  }
  return `Linear could not be reached at ${baseUrl}. Check the Linear API URL.`;
}
