import 'server-only';
import { env } from '@/lib/env';
import { embeddedAccounts } from './accounts';
import { embeddedBackend } from './embedded';
import { remoteBackend } from './remote';
import type { AccountBackend, Backend } from './types';

export { BackendError, backendFailure, SecondFactorRequired } from './errors';
export type { Backend, MyInformation } from './types';

let cached: Backend | undefined;

/** The configured backend: the provider when BACKEND_URL is set, else the embedded one. */
export function backend(): Backend {
  const { BACKEND_URL, BACKEND_TIMEOUT_MS } = env();
  cached ??= BACKEND_URL ? remoteBackend({ baseUrl: BACKEND_URL, timeoutMs: BACKEND_TIMEOUT_MS }) : embeddedBackend;
  return cached;
}

/** Sign-up and password reset: only the embedded backend has them (no provider call for them is known). */
export function accounts(): AccountBackend | null {
  return env().BACKEND_URL ? null : embeddedAccounts;
}
