/** Fired on window when a call is answered 401: the session has ended and the Tips dialog opens. */
export const SESSION_EXPIRED_EVENT = 'compliance:session-expired';

/** Thrown by apiFetch for an answer other than 2xx; `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * A same-origin JSON call for signed-in screens: sends `body` as JSON, returns the parsed answer, throws ApiError
 * otherwise. A 401 answer ends the session (the cookie is cleared) and shows the "Tips" dialog.
 */
export async function apiFetch<T = unknown>(
  path: string,
  { body, method = body === undefined ? 'GET' : 'POST', headers, ...init }: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    ...init,
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (response.status === 401) await endExpiredSession();
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `Request failed (HTTP ${response.status})`;
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

/** Logs out after a 401 (any 401 ends the session) and asks the Tips dialog to open. */
export async function endExpiredSession(): Promise<void> {
  await fetch('/api/user-management/logout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}
