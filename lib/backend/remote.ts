import 'server-only';
import { z } from 'zod';
import { BackendError } from './errors';
import type { Backend, Credentials, MyInformation } from './types';

export type RemoteOptions = { baseUrl: string; timeoutMs: number };

const envelopeSchema = z.object({ code: z.union([z.number(), z.string()]), data: z.unknown().optional() }).loose();
const loginDataSchema = z.object({ token: z.string().min(1) }).loose();
const profileSchema = z
  .object({
    company_name: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    public_files_uuid: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    time_zone: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
  })
  .loose();

/** Calls `{baseUrl}/api{path}` and returns the body's `data` when its code is 200; throws BackendError. */
async function call(options: RemoteOptions, path: string, init: RequestInit): Promise<unknown> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api${path}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs), cache: 'no-store' });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut
      ? new BackendError('timeout', `No answer from the backend within ${options.timeoutMs} ms`)
      : new BackendError('unreachable', 'The backend is unreachable');
  }
  if (response.status === 401) throw new BackendError('unauthorized', 'The backend answered 401');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BackendError(response.status >= 500 ? 'unreachable' : 'malformed', `Non-JSON answer (HTTP ${response.status})`);
  }
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new BackendError('malformed', 'The backend answered without a code');
  const code = Number(envelope.data.code);
  if (code === 401) throw new BackendError('unauthorized', 'The backend answered code 401');
  if (code !== 200) throw new BackendError('rejected', `The backend answered code ${code}`);
  return envelope.data.data;
}

/** The provider backend over HTTP (BACKEND_URL): token sent raw in Authorization, success only on body code 200. */
export function remoteBackend(options: RemoteOptions): Backend {
  return {
    kind: 'remote',

    async login(credentials: Credentials) {
      const data = await call(options, '/user-management/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(credentials),
      });
      const parsed = loginDataSchema.safeParse(data);
      if (!parsed.success) throw new BackendError('malformed', 'The login answer has no token');
      return { token: parsed.data.token };
    },

    async myInformation(token: string): Promise<MyInformation> {
      const data = await call(options, '/user-management/my-information', {
        method: 'GET',
        headers: { authorization: token, accept: 'application/json' },
      });
      const parsed = profileSchema.safeParse(data);
      if (!parsed.success) throw new BackendError('malformed', 'The profile answer is not an object');
      return parsed.data;
    },

    // The provider has no sign-out call: the session ends by clearing the cookie.
    async logout() {},

    async isTokenActive() {
      return null;
    },
  };
}
