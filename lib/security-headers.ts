/**
 * The security headers and the two Content-Security-Policies, built here and nowhere else.
 *
 * Public pages are prerendered at build time, when there is no request and so no per-request nonce: their static
 * policy (sent by next.config.ts on every route) has to allow the inline scripts Next.js emits with
 * 'unsafe-inline'. Signed-in pages under /manage are rendered per request, so proxy.ts replaces that policy with the
 * strict one, which allows only scripts carrying that request's nonce and what they load ('strict-dynamic').
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

/** The static policy of every prerendered page. */
export function contentSecurityPolicy(isDev: boolean): string {
  return policy(`'self' 'unsafe-inline' ${googleMaps}`, isDev);
}

/**
 * The policy of a page rendered for one request: Next.js reads the nonce from this policy on the request and puts
 * it on every script it emits. No host list: with 'strict-dynamic' browsers ignore it, and the signed-in pages
 * load no third-party script.
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
