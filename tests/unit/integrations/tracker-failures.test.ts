import { ProviderHttpError } from '@/lib/integrations/framework/http';
import { jiraFailure } from '@/lib/integrations/jira/failures';
import { LinearError } from '@/lib/integrations/linear/errors';
import { linearFailure } from '@/lib/integrations/linear/failures';
import { SlackError } from '@/lib/integrations/slack/client';
import { slackFailure } from '@/lib/integrations/slack/failures';

const http = (status: number, headers: Record<string, string> = {}) => new ProviderHttpError(status, new Headers(headers), '/path');
const SITE = 'https://acme.atlassian.net';

describe('what a tracker or Slack refused, in a sentence', () => {
  it('names the Jira permission an under-privileged account lacks, and when a rate limit ends', () => {
    expect(jiraFailure(http(403), SITE)).toBe(
      "Jira refused the request (403): the account lacks the project's Browse, Create issues, Add comments or Transition issues permission.",
    );
    const reset = new Date(Date.now() + 10 * 60_000).toUTCString();
    expect(jiraFailure(http(429, { 'retry-after': reset }), SITE)).toMatch(
      /^Jira's rate limit is used up until \d\d:\d\d UTC\. It is tried again on the next sync\.$/,
    );
    expect(jiraFailure(http(400), SITE)).toContain('check the issue type');
  });

  it("names the Slack scope the bot lacks, Slack's rate limit and a bot outside the channel", () => {
    expect(slackFailure(new SlackError('missing_scope', 'chat:write'), 'https://slack.com')).toBe(
      'The bot token lacks the chat:write scope. Add it to the app and install it again.',
    );
    expect(slackFailure(new SlackError('ratelimited'), 'https://slack.com')).toBe(
      "Slack's rate limit is used up. It is tried again on the next sync.",
    );
    expect(slackFailure(new SlackError('token_revoked'), 'https://slack.com')).toContain('Slack refused the bot token (token_revoked)');
  });

  it("names Linear's refusals by their code", () => {
    expect(linearFailure(new LinearError('FORBIDDEN'), 'https://api.linear.app')).toBe(
      'Linear refused the request: the API key may not create or change issues of this team.',
    );
    expect(linearFailure(new LinearError('RATELIMITED'), 'https://api.linear.app')).toBe(
      "Linear's rate limit is used up. It is tried again on the next sync.",
    );
  });
});
