import { ipLiteral, isPublicAddress } from './addresses';
import { isAllowedUrl, type AllowedHost } from './allowed-hosts';
import { OutboundRefusal } from './refusal';

const ONLY_PUBLIC = 'only public HTTPS addresses are allowed';

/** The refusal of a host whose address is private: the host alone, so an open and a closed port read the same. */
export const privateAddress = (hostname: string) =>
  new OutboundRefusal('private-address', `The address ${hostname} points to a private network; ${ONLY_PUBLIC}.`);

/**
 * Checks an address before anything is sent to it: https only (plain http for a host the operator allows), and an
 * IP written in the URL (in any of its forms, which the URL parser turns into one) must be public unless allowed.
 * A host name is checked when it is resolved, at connection time (see `guardedLookup`).
 */
export function checkedUrl(address: string | URL, allowed: readonly AllowedHost[]): URL {
  const text = String(address);
  if (!URL.canParse(text)) throw new OutboundRefusal('invalid-address', `The address ${text.slice(0, 100)} is not a URL; ${ONLY_PUBLIC}.`);
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundRefusal('invalid-address', `The address ${url.origin} is not an https:// address; ${ONLY_PUBLIC}.`);
  }
  if (isAllowedUrl(allowed, url)) return url;
  if (url.protocol === 'http:') {
    throw new OutboundRefusal(
      'plain-http',
      `The address ${url.host} is reached over plain http, which would send the credentials unencrypted; ${ONLY_PUBLIC}.`,
    );
  }
  const ip = ipLiteral(url.hostname);
  if (ip !== null && !isPublicAddress(ip)) throw privateAddress(url.hostname);
  return url;
}
