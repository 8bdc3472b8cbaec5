import 'server-only';
import * as client from 'openid-client';
import { SsoFailure } from './failure';
import { oidcSaysMultiFactor } from './multi-factor';
import { outboundFailure, ssoFetch } from './outbound';

export type OidcSettings = { discoveryUrl: string; clientId: string; clientSecret: string };
export type OidcStart = { url: string; state: string; nonce: string; codeVerifier: string };
/** `multiFactor`: the ID token's `amr` or `acr` says more than a password was proved (multi-factor.ts). */
export type OidcIdentity = { email: string; subject: string; issuer: string; nonce: string; expiresAt: Date; multiFactor: boolean };

/**
 * The provider's configuration from its discovery document, every request of it through the guarded client. Plain
 * http is asked for only when the address is http; the guarded client still refuses it unless the operator
 * allowed the host (OUTBOUND_ALLOWED_HOSTS).
 */
export async function oidcConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  let server: URL;
  try {
    server = new URL(settings.discoveryUrl);
  } catch {
    throw new SsoFailure('The discovery URL is not a web address.');
  }
  const insecure = server.protocol === 'http:';
  try {
    return await client.discovery(server, settings.clientId, settings.clientSecret, undefined, {
      [client.customFetch]: ssoFetch(),
      execute: insecure ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
  } catch (error) {
    const refused = outboundFailure(error, 'The discovery document could not be read');
    if (refused instanceof SsoFailure) throw refused;
    throw new SsoFailure(
      'The provider’s discovery document could not be read. Check the discovery URL (it ends in /.well-known/openid-configuration).',
    );
  }
}

/** Where to send the person: the authorization URL with PKCE (S256), a state and a nonce that the answer must carry. */
export async function startOidc(config: client.Configuration, redirectUri: string, loginHint?: string): Promise<OidcStart> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  if (loginHint) parameters.login_hint = loginHint;
  return { url: client.buildAuthorizationUrl(config, parameters).href, state, nonce, codeVerifier };
}

/** The provider's error parameter as a sentence (access_denied is the person's own cancel). */
function providerError(url: URL): SsoFailure | null {
  const error = url.searchParams.get('error');
  if (!error) return null;
  if (error === 'access_denied') return new SsoFailure('Sign-in was cancelled at your identity provider.');
  return new SsoFailure('Your identity provider refused the sign-in. Ask your administrator to check the connection.');
}

/**
 * The person the provider vouches for: the code exchanged with the PKCE verifier, the ID token's signature, issuer,
 * audience, expiry and nonce checked by openid-client, and an e-mail address the provider has verified.
 */
export async function finishOidc(
  config: client.Configuration,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  const refused = providerError(callbackUrl);
  if (refused) throw refused;
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw tokenFailure(error);
  }
  const claims = tokens.claims();
  if (!claims) throw new SsoFailure('Your identity provider sent no ID token.');
  const { email, verified } = await emailOf(config, tokens.access_token, claims);
  if (!email)
    throw new SsoFailure('Your identity provider did not send an e-mail address. Ask your administrator to release the email claim.');
  if (verified === false) throw new SsoFailure('Your identity provider says this e-mail address is not verified.');
  return {
    email,
    subject: claims.sub,
    issuer: claims.iss,
    nonce: expected.nonce,
    expiresAt: new Date(claims.exp * 1000),
    multiFactor: oidcSaysMultiFactor({ amr: claims.amr, acr: claims.acr }),
  };
}

/**
 * The e-mail address from the ID token, or else from the UserInfo endpoint (some providers keep the profile's
 * claims there), whose answer must name the same subject.
 */
async function emailOf(
  config: client.Configuration,
  accessToken: string,
  claims: client.IDToken,
): Promise<{ email: string; verified: unknown }> {
  const fromToken = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (fromToken) return { email: fromToken, verified: claims.email_verified };
  try {
    const info = await client.fetchUserInfo(config, accessToken, claims.sub);
    return { email: typeof info.email === 'string' ? info.email.trim().toLowerCase() : '', verified: info.email_verified };
  } catch (error) {
    throw tokenFailure(error);
  }
}

/** The messages of an error and its causes: openid-client names the check that failed in the cause. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(' | ');
}

/** openid-client's refusal as a plain sentence: which check failed, never the token. */
function tokenFailure(error: unknown): SsoFailure {
  const refused = outboundFailure(error, 'The provider could not be reached');
  if (refused instanceof SsoFailure) return refused;
  const code = (error as { code?: string } | null)?.code;
  const message = messagesOf(error);
  if (/state/i.test(message)) return new SsoFailure('The sign-in answer did not match the sign-in that was started. Please start again.');
  if (/nonce/i.test(message)) return new SsoFailure('The ID token was not issued for this sign-in (nonce mismatch). Please start again.');
  if (/"aud"|audience/i.test(message)) return new SsoFailure('The ID token was issued for another application (wrong audience).');
  if (/"iss"|issuer/i.test(message)) return new SsoFailure('The ID token was issued by another provider (wrong issuer).');
  if (/"exp"|expired|timestamp|"iat"/i.test(message))
    return new SsoFailure('The ID token has expired. Check the server clocks and try again.');
  if (/signature/i.test(message)) return new SsoFailure('The ID token’s signature is not valid.');
  if (code === 'OAUTH_RESPONSE_BODY_ERROR' || /invalid_grant/.test(message))
    return new SsoFailure('The provider refused the sign-in code (it may have been used already). Please start again.');
  if (/invalid_client/.test(message)) return new SsoFailure('The provider refused the client id or secret.');
  return new SsoFailure('The provider’s answer could not be verified. Please start again.');
}
