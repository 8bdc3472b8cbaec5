/**
 * The security headers every response carries. Public pages are prerendered, so the policy cannot use a
 * per-request nonce: inline scripts Next.js emits are allowed by 'unsafe-inline', everything else is same-origin
 * apart from Google Maps, which loads only on the demo page when a key is configured.
 */
const googleMaps = 'https://maps.googleapis.com https://maps.gstatic.com';

export function contentSecurityPolicy(isDev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} ${googleMaps}`,
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
