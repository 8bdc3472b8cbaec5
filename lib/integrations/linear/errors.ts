/** A GraphQL error Linear answered (200 or 400 with `errors`): its code (AUTHENTICATION_ERROR, RATELIMITED, …). */
export class LinearError extends Error {
  constructor(readonly code: string) {
    super(`Linear answered ${code}.`);
    this.name = 'LinearError';
  }
}
