import { jsonSender } from '../framework/send';

/** What the client needs of a saved connection: the Web API's address, the bot token and the channel's ID. */
export type SlackConnection = { baseUrl: string; token: string; channel: string };

/** A Web API answer with `ok: false`: Slack's error code (invalid_auth, channel_not_found, missing_scope, …). */
export class SlackError extends Error {
  constructor(
    readonly code: string,
    readonly needed: string | null = null,
  ) {
    super(`Slack answered ${code}.`);
    this.name = 'SlackError';
  }
}

type SlackAnswer = { ok?: boolean; error?: string; needed?: string };

/** One Web API method through the guarded client, the bot token as a bearer; `ok: false` throws a SlackError. */
export function slackApi(connection: SlackConnection) {
  const sender = jsonSender({ baseUrl: connection.baseUrl, headers: () => ({ authorization: `Bearer ${connection.token}` }) });
  return async <T>(method: string, body?: Record<string, unknown>, query: Record<string, string> = {}): Promise<T & SlackAnswer> => {
    const search = new URLSearchParams(query).toString();
    const answer = await sender.send<T & SlackAnswer>(body ? 'POST' : 'GET', `/api/${method}${search ? `?${search}` : ''}`, body);
    if (!answer?.ok) throw new SlackError(String(answer?.error ?? 'unknown_error'), answer?.needed ?? null);
    return answer;
  };
}
