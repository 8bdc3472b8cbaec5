/**
 * Why a backend call failed:
 * - rejected: the backend answered and said no (wrong credentials, body code other than 200)
 * - unauthorized: the token is no longer valid (HTTP 401 or body code 401): the session ends
 * - timeout: no answer within BACKEND_TIMEOUT_MS
 * - unreachable: no connection, or a 5xx answer
 * - malformed: an answer that is not the expected JSON
 * - conflict: the embedded backend refused a duplicate (an e-mail already registered)
 */
export type BackendErrorKind = 'rejected' | 'unauthorized' | 'timeout' | 'unreachable' | 'malformed' | 'conflict';

export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    readonly kind: BackendErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** HTTP status and user-facing message for a backend failure; never includes a token or a stack trace. */
export function backendFailure(error: unknown): { status: number; message: string } {
  if (!(error instanceof BackendError)) {
    return { status: 502, message: 'The sign-in service failed. Please try again later.' };
  }
  switch (error.kind) {
    case 'unauthorized':
      return { status: 401, message: 'Sorry, the login status is expired. Log in again' };
    case 'timeout':
      return { status: 504, message: 'The sign-in service did not answer in time. Please try again later.' };
    case 'unreachable':
      return { status: 502, message: 'The sign-in service is unreachable. Please try again later.' };
    case 'malformed':
      return { status: 502, message: 'The sign-in service gave an invalid answer. Please try again later.' };
    case 'conflict':
      return { status: 409, message: error.message };
    case 'rejected':
      return { status: 502, message: 'The sign-in service refused the request.' };
  }
}

/**
 * Not a failure: the password was right, and the account has two-factor sign-in on, so no token is issued yet.
 * The sign-in route answers that a code is needed and keeps the account in a sealed pending sign-in.
 */
export class SecondFactorRequired extends Error {
  override name = 'SecondFactorRequired';
  constructor(
    readonly accountId: string,
    /** The password record the password matched, which the pending sign-in is bound to. */
    readonly passwordHash: string,
  ) {
    super('An authentication code is needed to finish signing in');
  }
}
