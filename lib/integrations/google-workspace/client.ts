import { createSign } from 'node:crypto';
import { jsonClient, type JsonClient } from '../framework/http';
import { tokenUrlOf, type GoogleConnection } from './connection';
import { GOOGLE_SCOPES } from './profile';

/** How long the assertion, and so the token of one run, lasts: Google's longest. */
const ASSERTION_SECONDS = 3600;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The JWT a service account signs to ask for a token (RS256 over header and claims), acting as `adminEmail` with
 * the read-only scopes: Google's documented server-to-server flow with domain-wide delegation.
 */
export function signedAssertion(connection: GoogleConnection, now: Date): string {
  return serviceAccountAssertion(
    { clientEmail: connection.clientEmail, privateKey: connection.privateKey, subject: connection.adminEmail },
    GOOGLE_SCOPES,
    tokenUrlOf(connection.baseUrl),
    now,
  );
}

/**
 * A service account's signed JWT asking `audience` (the token endpoint) for a token of `scopes` for an hour, acting as
 * `subject` when one is given (domain-wide delegation), else as the service account itself (Google Cloud's APIs).
 */
export function serviceAccountAssertion(
  account: { clientEmail: string; privateKey: string; subject?: string },
  scopes: readonly string[],
  audience: string,
  now: Date,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.clientEmail,
      ...(account.subject ? { sub: account.subject } : {}),
      scope: scopes.join(' '),
      aud: audience,
      iat: issuedAt,
      exp: issuedAt + ASSERTION_SECONDS,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** A token exchange that failed: Google's status and error code (invalid_grant, unauthorized_client), never its text. */
export class TokenRefusal extends Error {
  constructor(readonly status: number) {
    super(`The token endpoint answered ${status}.`);
    this.name = 'TokenRefusal';
  }
}

/**
 * A client of the Directory API for one run: the service account's token asked once, when the first request is
 * sent, and every request through the framework's JSON client (the guarded outbound client, rate limits waited out
 * where Google says when).
 */
export function googleClient(connection: GoogleConnection, now = new Date()): JsonClient {
  let token: Promise<string> | null = null;
  const tokens = jsonClient({ baseUrl: connection.baseUrl });
  const askToken = async () => {
    const answer = await tokens
      .postForm<{ access_token?: string }>(tokenUrlOf(connection.baseUrl), {
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signedAssertion(connection, now),
      })
      .catch((error: unknown) => {
        const status = (error as { status?: unknown }).status;
        throw typeof status === 'number' ? new TokenRefusal(status) : error;
      });
    if (typeof answer.access_token !== 'string' || !answer.access_token) throw new TokenRefusal(200);
    return answer.access_token;
  };
  return jsonClient({
    baseUrl: connection.baseUrl,
    headers: async () => {
      token ??= askToken();
      return { authorization: `Bearer ${await token}` };
    },
  });
}
