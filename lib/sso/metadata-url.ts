import 'server-only';
import { SsoFailure } from './failure';
import { outboundFailure, ssoFetch } from './outbound';

/** An identity provider's SAML metadata read from its URL through the guarded client, each failure a sentence. */
export async function readMetadataUrl(url: string): Promise<string> {
  try {
    const response = await ssoFetch()(url);
    if (!response.ok) throw new SsoFailure(`The metadata URL answered ${response.status}.`);
    return await response.text();
  } catch (error) {
    if (error instanceof SsoFailure) throw error;
    const refused = outboundFailure(error, 'The metadata URL could not be read');
    throw refused instanceof SsoFailure ? refused : new SsoFailure('The metadata URL could not be read.');
  }
}
