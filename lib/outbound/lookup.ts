import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isPublicAddress } from './addresses';
import { isAllowedHostname, type AllowedHost } from './allowed-hosts';
import { privateAddress } from './address-check';

/** Resolves a host name to every address it has. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of every outbound connection: it resolves the host and refuses the connection when any address it
 * answers is not public (unless the operator allows the host), so the address checked is the one connected to,
 * on every connection, redirect and reconnection; a DNS answer that changes between two look-ups cannot pass.
 */
export function guardedLookup(allowed: readonly AllowedHost[], resolve: Resolver = systemResolver) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    resolve(hostname)
      .then((found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((entry) => entry.family === options.family) : found;
        if (!isAllowedHostname(allowed, hostname) && found.some((entry) => !isPublicAddress(entry.address))) {
          throw privateAddress(hostname);
        }
        if (wanted.length === 0) throw Object.assign(new Error(`No address found for ${hostname}`), { code: 'ENOTFOUND' });
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, options.all ? [] : ''));
  };
}
