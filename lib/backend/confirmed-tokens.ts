import { BoundedMap } from '@/lib/bounded-map';

/**
 * Embedded tokens recently found active, keyed by their digest, so a signed-in page costs one database read per
 * token every few seconds instead of one per request. A sign-out or password reset in this process forgets
 * them at once. Used with PGlite only, where this process is the only one (embedded.ts): with PostgreSQL another
 * process may revoke a token, and a revocation must count everywhere on the next request.
 */
export const CONFIRMED_FOR_MS = 5_000;

type Entry = { userId: string; until: number };

export class ConfirmedTokens {
  private readonly entries = new BoundedMap<string, Entry>(10_000);

  constructor(private readonly now: () => number = Date.now) {}

  has(tokenHash: string): boolean {
    const entry = this.entries.get(tokenHash);
    if (entry && entry.until > this.now()) return true;
    if (entry) this.entries.delete(tokenHash);
    return false;
  }

  remember(tokenHash: string, userId: string): void {
    this.entries.set(tokenHash, { userId, until: this.now() + CONFIRMED_FOR_MS });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [tokenHash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(tokenHash);
  }
}

// Kept on globalThis: route handlers and pages are bundled apart, and a sign-out handled by one must reach the
// copy the pages read.
const holder = globalThis as typeof globalThis & { __confirmedTokens?: ConfirmedTokens };
export const confirmedTokens = (holder.__confirmedTokens ??= new ConfirmedTokens());
