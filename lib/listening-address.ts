import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { siteUrlWarning } from './site-url-warning';

/** The variables read here: process.env, or any object with the same names. */
type Environment = Readonly<Record<string, string | undefined>>;

export type ListeningAddress = { hostname: string | undefined; port: number };

/**
 * The address this process's HTTP server is bound to, read from the server itself. Next.js creates and binds it
 * before instrumentation runs and hands out no reference to it, and `next start -H`/`next dev -H` pass the host
 * as an argument, not through HOSTNAME, so only the bound socket says where the server really listens. Node keeps
 * the listening servers among the process's active handles. Undefined when no HTTP server listens yet.
 */
export function boundAddress(): ListeningAddress | undefined {
  const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.() ?? [];
  for (const handle of handles) {
    if (!(handle instanceof http.Server || handle instanceof https.Server) || !handle.listening) continue;
    const address = handle.address();
    if (address && typeof address === 'object') return { hostname: address.address, port: address.port };
  }
  return undefined;
}

/**
 * Where this server listens: the bound socket's address, or else what the standalone server (npm start, a
 * container) is told to bind, HOSTNAME and PORT.
 */
export function listeningAddress(environment: Environment, configuredPort: number): ListeningAddress {
  return boundAddress() ?? { hostname: environment.HOSTNAME, port: configuredPort };
}

/** The start-up warning about SITE_URL for the address this server really listens on, or null. */
export function siteUrlWarningOfThisServer(environment: Environment, configuredPort: number): string | null {
  return siteUrlWarning({ siteUrl: environment.SITE_URL, ...listeningAddress(environment, configuredPort) });
}
