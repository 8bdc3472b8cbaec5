import type { ScimRefusal } from './users';

/** A request whose content SCIM refuses with 400 and a `scimType` (RFC 7644 §3.12). */
export class ScimInputError extends Error {
  constructor(readonly refusal: ScimRefusal) {
    super(refusal.detail);
    this.name = 'ScimInputError';
  }
}
