// POST /api/auth/sso/saml/acs: the SAML provider's answer, posted by the browser from the provider's page. The
// RelayState carries the sealed pending sign-on (which organization, which request id the answer must name).
import type { NextRequest } from 'next/server';
import { openPendingSso } from '@/lib/sso/pending';
import { SsoFailure } from '@/lib/sso/failure';
import { finishSaml } from '@/lib/sso/saml';
import { serviceProviderOf } from '@/lib/sso/urls';
import { loadConnection } from '@/lib/workspace/sso';
import { failedSignOn, finishSignOn } from '../../_shared/finish';

/** A SAML response is a few kilobytes; anything larger than this is not one. */
const MAX_FORM_BYTES = 512 * 1024;

async function formOf(request: NextRequest): Promise<{ response: string; relayState: string } | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) return null;
  const form = new URLSearchParams(text);
  const response = form.get('SAMLResponse');
  return response ? { response, relayState: form.get('RelayState') ?? '' } : null;
}

export async function POST(request: NextRequest) {
  const form = await formOf(request);
  const pending = form ? await openPendingSso(form.relayState) : null;
  try {
    if (!form) throw new SsoFailure('The identity provider’s answer carried no SAML response.');
    if (!pending || pending.protocol !== 'saml' || !pending.requestId) {
      throw new SsoFailure('This sign-in has expired or was not started here. Please start again from the sign-in page.');
    }
    const connection = await loadConnection(pending.organizationId, { evenIfOff: pending.testBy !== null });
    if (connection.protocol !== 'saml') throw new SsoFailure('The connection changed during the sign-in. Please start again.');
    const identity = await finishSaml(serviceProviderOf(pending.organizationId), connection.saml, pending.requestId, form.response);
    return await finishSignOn(request, pending, {
      email: identity.email,
      name: null,
      replayKey: `saml:${identity.issuer}:${identity.assertionId}`,
      expiresAt: identity.expiresAt,
      multiFactor: identity.multiFactor,
    });
  } catch (error) {
    return failedSignOn(error, pending);
  }
}
