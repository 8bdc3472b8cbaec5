// POST /api/auth/sso/saml/acs: the SAML provider's answer, posted by the browser from the provider's page. The
// RelayState carries the sealed pending sign-on (which organization, which request id the answer must name).
import type { NextRequest } from 'next/server';
import { openPendingSso } from '@/lib/sso/pending';
import { SsoFailure } from '@/lib/sso/failure';
import { finishSaml, SignatureFailure, signedByUnknownKey } from '@/lib/sso/saml';
import type { IdpMetadata } from '@/lib/sso/saml-metadata';
import { serviceProviderOf } from '@/lib/sso/urls';
import { loadConnection, refreshAfterUnknownKey } from '@/lib/workspace/sso';
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

async function samlConnection(organizationId: string, evenIfOff: boolean): Promise<IdpMetadata> {
  const connection = await loadConnection(organizationId, { evenIfOff });
  if (connection.protocol !== 'saml') throw new SsoFailure('The connection changed during the sign-in. Please start again.');
  return connection.saml;
}

/**
 * The person of the response, checked against the provider's metadata. A signature by a key the metadata does not
 * name reads the metadata again (at most once a minute per organization) and, when new metadata came, checks once
 * more: a provider that rotated its keys does not lock people out until the daily refresh.
 */
async function verifiedAnswer(organizationId: string, evenIfOff: boolean, requestId: string, samlResponse: string) {
  const sp = serviceProviderOf(organizationId);
  const idp = await samlConnection(organizationId, evenIfOff);
  try {
    return await finishSaml(sp, idp, requestId, samlResponse);
  } catch (error) {
    const retry =
      error instanceof SignatureFailure && signedByUnknownKey(samlResponse, idp) && (await refreshAfterUnknownKey(organizationId));
    if (!retry) throw error;
    return finishSaml(sp, await samlConnection(organizationId, evenIfOff), requestId, samlResponse);
  }
}

export async function POST(request: NextRequest) {
  const form = await formOf(request);
  const pending = form ? await openPendingSso(form.relayState) : null;
  try {
    if (!form) throw new SsoFailure('The identity provider’s answer carried no SAML response.');
    if (!pending || pending.protocol !== 'saml' || !pending.requestId) {
      throw new SsoFailure('This sign-in has expired or was not started here. Please start again from the sign-in page.');
    }
    const identity = await verifiedAnswer(pending.organizationId, pending.testBy !== null, pending.requestId, form.response);
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
