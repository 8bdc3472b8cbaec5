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
  return jsonClient({
    baseUrl: `${connection.graphUrl.replace(/\/+$/, '')}/v1.0`,
    headers: bearerOf(connection, graphScopeOf(connection.graphUrl)),
  });
}

/**
 * The Authorization header of an app's requests for `scope` (Graph's, Azure Resource Manager's): the token asked of
 * the tenant's token endpoint with the client credentials once, when the first request is sent.
 */
export function bearerOf(
  connection: Pick<EntraConnection, 'loginUrl' | 'tenantId' | 'clientId' | 'clientSecret'>,
  scope: string,
): () => Promise<Record<string, string>> {
  let token: Promise<string> | null = null;
  const askToken = async () => {
    const answer = await jsonClient({ baseUrl: connection.loginUrl })
      .postForm<{ access_token?: string }>(tokenUrlOf(connection), {
        grant_type: 'client_credentials',
        client_id: connection.clientId,
        client_secret: connection.clientSecret,
        scope,
      })
      .catch((error: unknown) => {
        const status = (error as { status?: unknown }).status;
        throw typeof status === 'number' ? new EntraTokenRefusal(status) : error;
      });
    if (typeof answer.access_token !== 'string' || !answer.access_token) throw new EntraTokenRefusal(200);
    return answer.access_token;
  };
  return async () => {
    token ??= askToken();
    return { authorization: `Bearer ${await token}` };
  };
}
