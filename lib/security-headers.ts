/**
 * The security headers and the Content-Security-Policies, built here and nowhere else. No page of a production
 * build allows inline scripts it does not name:
 * - a page rendered per request (/manage, the pages opened by a one-time link) gets from proxy.ts a policy with a
 *   nonce of its own, which Next.js stamps on every script it emits ('strict-dynamic' then trusts what they load);
 * - a page prerendered at build time has no request and so no nonce: after `next build`,
 *   scripts/prerendered-script-policies.ts gives its route a policy naming each of its inline scripts by SHA-256;
 * - any other route (an unknown address, a file) keeps the default policy of next.config.ts, which allows no inline
 *   script at all.
 * The development server renders every page on demand and has no build step to hash them, so there the default
 * policy still allows inline scripts (and React's development build needs 'unsafe-eval').
 * Everything else is same-origin apart from Google Maps, which loads only on the demo page when a key is configured.
 */
const googleMaps = 'https://maps.googleapis.com https://maps.gstatic.com';

function policy(scriptSrc: string, isDev: boolean): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server error stacks; production needs no eval.
    `script-src ${scriptSrc}${isDev ? " 'unsafe-eval'" : ''}`,
    // Server-rendered style attributes (a progress bar's width) need 'unsafe-inline': a nonce cannot cover an attribute.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${googleMaps} https://*.googleapis.com https://*.gstatic.com https://*.ggpht.com`,
    "font-src 'self' data:",
    `connect-src 'self' ${googleMaps} https://*.googleapis.com${isDev ? ' ws:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The policy of a prerendered page: its own inline scripts, each named by its hash ('sha256-…', as
 * `inlineScriptHashes` gives them), same-origin files, and Google Maps by host (it loads only external files).
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[], isDev: boolean): string {
  return policy(["'self'", ...scriptHashes.map((hash) => `'${hash}'`), googleMaps].join(' '), isDev);
}

/** The default policy of every route, before a route's own replaces it: no inline script outside development. */
export function contentSecurityPolicy(isDev: boolean): string {
  return isDev ? policy(`'self' 'unsafe-inline' ${googleMaps}`, isDev) : hashedContentSecurityPolicy([], isDev);
}

/**
 * The policy of a page rendered for one request: Next.js reads the nonce from this policy on the request and puts
 * it on every script it emits. No host list: with 'strict-dynamic' browsers ignore it, and these pages load no
 * third-party script.
 */
export function strictContentSecurityPolicy(nonce: string, isDev: boolean): string {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, isDev);
}

/** A fresh nonce: 128 random bits in base64, the form Next.js recognises in 'nonce-…'. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export function securityHeaders(isDev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isDev) },
  ];
}
