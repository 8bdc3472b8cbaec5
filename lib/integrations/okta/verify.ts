import type { Verification } from '../connector';
import { oktaClient } from './client';
import { oktaHostOf, type OktaConnection } from './connection';
import { oktaFailure } from './failures';

/**
 * Checks an Okta connection before it is saved: the token reads the org's settings (GET /api/v1/org), which only an
 * administrator's token may, so a token that passes here can read users, factors and roles too. Answers the org's
 * host, or what is wrong in a sentence.
 */
export async function verifyOkta(connection: OktaConnection): Promise<Verification> {
  const baseUrl = connection.baseUrl.replace(/\/+$/, '');
  try {
    const settings = await oktaClient(baseUrl, connection.token).orgSettingApi.getOrgSettings();
    // An address that is not Okta's API may answer 200 with JSON of its own: it names no org.
    if (typeof settings?.id !== 'string' || settings.id === '') {
      return { ok: false, message: `The answer at ${baseUrl} names no Okta org. Check the Okta URL.` };
    }
    return { ok: true, account: oktaHostOf(baseUrl) };
  } catch (error) {
    return { ok: false, message: oktaFailure(error, baseUrl) };
  }
}
