// GET /api/auth/sso/oidc/callback: the OIDC provider's answer. The sealed cookie says which organization and what
// state, nonce and PKCE verifier the answer must match; the ID token is verified before anyone is signed in.
import type { NextRequest } from 'next/server';
import { oidcConfiguration, finishOidc } from '@/lib/sso/oidc';
import { openPendingSso, PENDING_SSO_COOKIE } from '@/lib/sso/pending';
import { SsoFailure } from '@/lib/sso/failure';
import { oidcRedirectUri } from '@/lib/sso/urls';
import { loadConnection } from '@/lib/workspace/sso';
import { failedSignOn, finishSignOn } from '../../_shared/finish';

export async function GET(request: NextRequest) {
  const pending = await openPendingSso(request.cookies.get(PENDING_SSO_COOKIE)?.value);
  try {
    if (!pending || pending.protocol !== 'oidc' || !pending.state || !pending.nonce || !pending.codeVerifier) {
      throw new SsoFailure('This sign-in has expired or was started in another browser. Please start again.');
    }
    const connection = await loadConnection(pending.organizationId, { evenIfOff: pending.testBy !== null });
    if (connection.protocol !== 'oidc') throw new SsoFailure('The connection changed during the sign-in. Please start again.');
    const config = await oidcConfiguration(connection.oidc);
    // The address the provider redirected to, as registered (the server may sit behind a proxy).
    const callback = new URL(oidcRedirectUri());
    callback.search = request.nextUrl.search;
    const identity = await finishOidc(config, callback, {
      state: pending.state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
    return await finishSignOn(request, pending, {
      email: identity.email,
      name: null,
      replayKey: `oidc:${identity.issuer}:${identity.nonce}`,
      expiresAt: identity.expiresAt,
      multiFactor: identity.multiFactor,
    });
  } catch (error) {
    return failedSignOn(error, pending);
  }
}
