import { refusalOf } from '@/lib/outbound';
import { ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';
import { SlackError } from './client';

/** What went wrong with a Slack request, in a sentence a person can act on; never the token. */
export function slackFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal) return `${refusal.message} Check the Slack API URL.`;
  if (error instanceof SlackError) {
    switch (error.code) {
      case 'invalid_auth':
      case 'not_authed':
      case 'token_revoked':
      case 'account_inactive':
        return `Slack refused the bot token (${error.code}): it is wrong or was revoked. Install the app again and copy its token.`;
      case 'missing_scope':
        return `The bot token lacks the ${error.needed ?? 'needed'} scope. Add it to the app and install it again.`;
      case 'channel_not_found':
        return 'Slack finds no such channel for the bot. Check the channel ID (C0123456789) and that the channel is the workspace’s.';
      case 'not_in_channel':
        return 'The bot is not in the channel. Invite it with /invite @your-app.';
      case 'ratelimited':
        return "Slack's rate limit is used up. It is tried again on the next sync.";
      default:
        return `Slack refused the request (${error.code}).`;
    }
  }
  if (error instanceof ProviderHttpError) {
    if (error.status === 429) {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `Slack's rate limit is used up until ${utcTimeOf(at)}. It is tried again on the next sync.`
        : "Slack's rate limit is used up.";
    }
    return `Slack answered ${error.status} at ${baseUrl}. It is tried again on the next sync.`;
  }
  return `Slack could not be reached at ${baseUrl}. Check the Slack API URL.`;
}
