// Control characters, whitespace and backslashes: browsers strip or rewrite them, turning `/\t/host` into `//host`.
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\\\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

/** A path with exactly one leading slash (not `//host` and not `/\\host`). */
function isPlainPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Request header in which proxy.ts passes the /manage path and query on to verifySession()'s redirect. */
export const REQUEST_PATH_HEADER = 'x-compliance-request-path';

/** Where a sign-in goes when the requested destination is missing or unsafe. */
export const DEFAULT_REDIRECT = '/manage';

/**
 * The post-login destination: `target` when it is a same-origin path (one leading `/`, then no `/` or `\`),
 * else `/manage`. Refuses schemes, protocol-relative and backslash forms, control characters and whitespace,
 * and their percent-encoded variants (decoded repeatedly before checking).
 */
export function safeRedirect(target: unknown, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  let decoded = target;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  // The raw value (as it will be navigated to) may hold no control character, whitespace or backslash at all.
  if (!isPlainPath(target) || UNSAFE.test(target)) return fallback;
  // Decoded, the path part must still be plain; the query may hold encoded spaces and the like.
  const decodedPath = decoded.split(/[?#]/, 1)[0] ?? '';
  if (!isPlainPath(decodedPath) || UNSAFE.test(decodedPath)) return fallback;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(target, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise into `//host` (`/..//host`): check the result once more.
    return url.origin === base && isPlainPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
