import { jsonClient, type JsonClient } from '../framework/http';
import { graphScopeOf, tokenUrlOf, type EntraConnection } from './connection';

/** A token request the identity platform refused: its status only, never its text (which may name the app). */
export class EntraTokenRefusal extends Error {
  constructor(readonly status: number) {
    super(`The token endpoint answered ${status}.`);
    this.name = 'EntraTokenRefusal';
  }
}

/**
 * A client of Microsoft Graph v1.0 for one run: the app's token asked once (client credentials), when the first
 * request is sent, and every request through the framework's JSON client (the guarded outbound client, throttling
 * waited out where Graph's Retry-After says when).
 */
export function graphClient(connection: EntraConnection): JsonClient {
  let token: Promise<string> | null = null;
  const tokens = jsonClient({ baseUrl: connection.loginUrl });
  const askToken = async () => {
    const answer = await tokens
      .postForm<{ access_token?: string }>(tokenUrlOf(connection), {
        grant_type: 'client_credentials',
        client_id: connection.clientId,
        client_secret: connection.clientSecret,
        scope: graphScopeOf(connection.graphUrl),
      })
      .catch((error: unknown) => {
        const status = (error as { status?: unknown }).status;
        throw typeof status === 'number' ? new EntraTokenRefusal(status) : error;
      });
    if (typeof answer.access_token !== 'string' || !answer.access_token) throw new EntraTokenRefusal(200);
    return answer.access_token;
  };
  return jsonClient({
    baseUrl: `${connection.graphUrl.replace(/\/+$/, '')}/v1.0`,
    headers: async () => {
      token ??= askToken();
      return { authorization: `Bearer ${await token}` };
    },
  });
}
