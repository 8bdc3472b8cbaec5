import 'server-only';
import http from 'node:http';
import https from 'node:https';

// Next.js hands route handlers a Request without the socket, and fills X-Forwarded-For from the socket only when
// the client sent none, so a client can always choose that header. The one address no client can choose is the
// socket's, so it is copied into a private request header as the request enters the server.

// Kept on globalThis: instrumentation.ts and the route handlers are separate bundles running in one process.
const state = Symbol.for('complia.peer-address');
type PeerState = { header?: string; installed?: boolean };
const shared = () => ((globalThis as { [state]?: PeerState })[state] ??= {});

/**
 * The private header carrying the socket address. Its name ends in a random part chosen once per process, so a
 * client cannot send it, not even in a request that arrived before the hook was installed.
 */
export function peerHeaderName(): string {
  const store = shared();
  store.header ??= `x-complia-peer-${crypto.randomUUID().replaceAll('-', '')}`;
  return store.header;
}

/**
 * Makes every HTTP(S) server of this process put the socket's address into the peer header before anyone else
 * sees the request. Installed once, first thing at start (instrumentation.ts); installing again does nothing.
 */
export function installPeerAddressHook(): void {
  const store = shared();
  if (store.installed) return;
  store.installed = true;
  const header = peerHeaderName();
  type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  for (const prototype of [http.Server.prototype, https.Server.prototype] as Emitter[]) {
    const emit = prototype.emit;
    prototype.emit = function emitWithPeer(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const request = args[0] as http.IncomingMessage;
        const address = request.socket?.remoteAddress;
        if (address) request.headers[header] = address;
        else delete request.headers[header];
      }
      return emit.call(this, event, ...args);
    };
  }
}

/** The socket address the hook recorded for a request, or null (a request that arrived before it was installed). */
export function peerAddress(headers: Headers): string | null {
  return headers.get(peerHeaderName())?.trim() || null;
}
