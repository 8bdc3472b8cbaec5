import { sendJson, startStandInServer } from './stand-in-server';

/**
 * A local server standing in for Slack's Web API, answering its `{ ok, error }` convention with HTTP 200: auth.test,
 * conversations.info (the channel CHANNEL only), team.info (with `two_factor_required` only when `twoFactor` is set,
 * as on plans that expose it) and chat.postMessage, whose messages are kept. A token other than BOT_TOKEN is
 * invalid_auth; `rateLimit: 'once'` answers the next post 429 `ratelimited` with Retry-After; `notInChannel` refuses
 * posts with not_in_channel.
 */
export const BOT_TOKEN = 'xoxb-1234-5678-standInBotToken';
export const CHANNEL = 'C0123456789';

export type SlackStandIn = {
  url: string;
  messages: { channel: string; text: string }[];
  set: (options: Partial<SlackOptions>) => void;
  stop: () => Promise<void>;
};

type SlackOptions = { twoFactor: boolean | null; rateLimit: 'none' | 'once'; notInChannel: boolean };

export async function startSlackStandIn(): Promise<SlackStandIn> {
  const messages: SlackStandIn['messages'] = [];
  const options: SlackOptions = { twoFactor: null, rateLimit: 'none', notInChannel: false };
  const server = await startStandInServer(({ method, url, headers, body }, response) => {
    if (headers.authorization !== `Bearer ${BOT_TOKEN}`) return sendJson(response, 200, { ok: false, error: 'invalid_auth' });
    switch (url.pathname) {
      case '/api/auth.test':
        return sendJson(response, 200, {
          ok: true,
          url: 'https://acme.slack.com/',
          team: 'Acme',
          user: 'complia',
          team_id: 'T0001',
          user_id: 'U0001',
          bot_id: 'B0001',
        });
      case '/api/conversations.info':
        return url.searchParams.get('channel') === CHANNEL
          ? sendJson(response, 200, { ok: true, channel: { id: CHANNEL, name: 'compliance', is_channel: true, is_member: true } })
          : sendJson(response, 200, { ok: false, error: 'channel_not_found' });
      case '/api/team.info':
        return sendJson(response, 200, {
          ok: true,
          team: {
            id: 'T0001',
            name: 'Acme',
            domain: 'acme',
            ...(options.twoFactor === null ? {} : { two_factor_required: options.twoFactor }),
          },
        });
      case '/api/chat.postMessage': {
        if (method !== 'POST') return sendJson(response, 200, { ok: false, error: 'invalid_request' });
        if (options.rateLimit === 'once') {
          options.rateLimit = 'none';
          return sendJson(response, 429, { ok: false, error: 'ratelimited' }, { 'retry-after': '1' });
        }
        if (options.notInChannel) return sendJson(response, 200, { ok: false, error: 'not_in_channel' });
        const { channel, text } = (body ?? {}) as { channel?: string; text?: string };
        if (channel !== CHANNEL) return sendJson(response, 200, { ok: false, error: 'channel_not_found' });
        if (!text) return sendJson(response, 200, { ok: false, error: 'no_text' });
        messages.push({ channel, text });
        return sendJson(response, 200, {
          ok: true,
          channel,
          ts: `1700000000.${String(messages.length).padStart(6, '0')}`,
          message: { text },
        });
      }
      default:
        return sendJson(response, 200, { ok: false, error: 'unknown_method' });
    }
  });
  return { url: server.url, messages, set: (changes) => Object.assign(options, changes), stop: server.close };
}
