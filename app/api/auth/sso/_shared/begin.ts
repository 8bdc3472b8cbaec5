import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { oidcConfiguration, startOidc } from '@/lib/sso/oidc';
import { sealPendingSso, setPendingSsoCookie } from '@/lib/sso/pending';
import { newRequestId, startSaml } from '@/lib/sso/saml';
import { oidcRedirectUri, serviceProviderOf } from '@/lib/sso/urls';
import type { LoadedConnection } from '@/lib/workspace/sso';

/**
 * The provider's sign-in address for a connection, and what the answer to it must carry, sealed: in a cookie set on
 * `response` for OIDC, in the RelayState for SAML.
 */
export async function beginSignOn(
  connection: LoadedConnection,
  options: { testBy: string | null; loginHint?: string },
): Promise<{ url: string; applyTo: (response: NextResponse, request: NextRequest) => void }> {
  const { organizationId } = connection;
  if (connection.protocol === 'oidc') {
    const config = await oidcConfiguration(connection.oidc);
    const started = await startOidc(config, oidcRedirectUri(), options.loginHint);
    const sealed = await sealPendingSso({
      organizationId,
      protocol: 'oidc',
      testBy: options.testBy,
      state: started.state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    });
    return { url: started.url, applyTo: (response, request) => setPendingSsoCookie(response, request, sealed) };
  }
  const requestId = newRequestId();
  const relayState = await sealPendingSso({ organizationId, protocol: 'saml', testBy: options.testBy, requestId });
  const url = await startSaml(serviceProviderOf(organizationId), connection.saml, requestId, relayState);
  return { url, applyTo: () => undefined };
}
