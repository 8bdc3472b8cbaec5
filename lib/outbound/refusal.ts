/** What kind of outbound request the product refused, or stopped, before or while reading its answer. */
export type RefusalKind =
  | 'invalid-address'
  | 'private-address'
  | 'plain-http'
  | 'redirect'
  | 'other-address'
  | 'too-many-redirects'
  | 'too-many-pages'
  | 'too-large'
  | 'web-page';

/**
 * An outbound request the product refused: its message is a sentence a person can act on, naming the address they
 * entered and never the upstream's own answer, so a refused address says nothing of what listens there.
 */
export class OutboundRefusal extends Error {
  override name = 'OutboundRefusal';
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}

/** The refusal behind an error, however deep an SDK wrapped it (its `cause` chain), or null. */
export function refusalOf(error: unknown): OutboundRefusal | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof OutboundRefusal) return current;
    current = current.cause;
  }
  return null;
}
