/** The mail queue's rules: when a refused letter is tried again, what its text holds, what an error may say. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The waits after the 1st, 2nd, 3rd and 4th failed attempt; every later one waits RETRY_AFTER_MS. */
const FIRST_RETRIES_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR] as const;
export const RETRY_AFTER_MS = 6 * HOUR;
/** How long a letter keeps being tried before it is given up as failed permanently. */
export const GIVE_UP_AFTER_MS = 3 * 24 * HOUR;
/** Longest error kept on a letter. */
const ERROR_LENGTH = 200;

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number): number {
  return FIRST_RETRIES_MS[Math.max(attempts, 1) - 1] ?? RETRY_AFTER_MS;
}

/**
 * When a letter queued at `queuedAt` that just failed its `attempts`-th attempt at `now` is tried next, or null when
 * that would fall past three days from its queueing: it is then given up.
 */
export function nextAttemptAfterFailure(attempts: number, queuedAt: Date, now: Date): Date | null {
  const next = now.getTime() + retryDelayMs(attempts);
  return next > queuedAt.getTime() + GIVE_UP_AFTER_MS ? null : new Date(next);
}

/** The plain text of a letter: its body, with its link at the end unless the body already holds it. */
export function textWithLink(body: string, link?: string | null): string {
  if (!link || body.includes(link)) return body;
  return `${body.trimEnd()}\n\n${link}`;
}

/**
 * One short line saying why an attempt failed, with every secret (the mail server's user and password, raw and
 * URL-encoded) replaced by '***', as the line is stored and logged.
 */
export function shortError(error: unknown, secrets: readonly string[]): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets.filter((value) => value.length > 0)) {
    for (const form of new Set([secret, encodeURIComponent(secret), safeDecode(secret)])) message = message.split(form).join('***');
  }
  const line = message.replace(/\s+/g, ' ').trim() || 'The mail server refused the letter.';
  return line.length > ERROR_LENGTH ? `${line.slice(0, ERROR_LENGTH - 1)}…` : line;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The sender when MAIL_FROM is unset: no-reply at the site's host. */
export function defaultMailFrom(siteUrl: string): string {
  return `Complia <no-reply@${new URL(siteUrl).hostname}>`;
}
