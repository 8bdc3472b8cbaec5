import 'server-only';
import { env, type TrustedProxy } from '@/lib/env';
import { addressKey } from '@/lib/ip-address';
import { peerAddress } from '@/lib/peer-address';

/** What a request says about where it came from. `peer` is the socket's address, the only one a client cannot forge. */
export type AddressSources = { peer: string | null; realIp: string | null; forwardedFor: string | null };

/** Requests whose address is unknown share this one key, so they are limited together rather than not at all. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The client's rate-limiting key under a TRUSTED_PROXY setting:
 * - 'none': the socket's address; forwarding headers are ignored, since any client can send them.
 * - 'vercel': X-Real-IP, else the first X-Forwarded-For entry (Vercel's edge overwrites both).
 * - n hops: the entry n places from the right of X-Forwarded-For followed by the socket's address (each proxy
 *   appends the address it received from); with fewer entries, the leftmost one.
 * A missing socket address or an entry that is no IP address gives UNKNOWN_CLIENT, never a forwarded value.
 */
export function chooseClientAddress({ peer, realIp, forwardedFor }: AddressSources, trusted: TrustedProxy): string {
  const entries =
    forwardedFor
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  if (trusted === 'vercel') return addressKey(realIp) ?? addressKey(entries[0]) ?? UNKNOWN_CLIENT;
  if (!peer) return UNKNOWN_CLIENT;
  if (trusted === 'none') return addressKey(peer) ?? UNKNOWN_CLIENT;
  const chain = [...entries, peer];
  return addressKey(chain[Math.max(0, chain.length - 1 - trusted)]) ?? UNKNOWN_CLIENT;
}

/** The rate-limiting key of the client that sent `request`, following TRUSTED_PROXY. */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

/** `clientAddress` from a request's headers alone: what a server action has (`headers()` of next/headers). */
export function clientAddressOf(headers: Headers): string {
  return chooseClientAddress(
    { peer: peerAddress(headers), realIp: headers.get('x-real-ip'), forwardedFor: headers.get('x-forwarded-for') },
    env().TRUSTED_PROXY,
  );
}
