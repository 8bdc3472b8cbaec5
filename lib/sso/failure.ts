/**
 * Why a single sign-on was refused, as a sentence the sign-in page or the settings show. The message never carries
 * a token, an assertion or the provider's own answer, only what was wrong and what to do.
 */
export class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(message: string) {
    super(message);
  }
}

/** The sentence of a failure: an SsoFailure's own, else a general one (the error itself is not shown). */
export function failureMessage(error: unknown, fallback = 'Single sign-on did not complete. Please try again.'): string {
  return error instanceof SsoFailure ? error.message : fallback;
}
