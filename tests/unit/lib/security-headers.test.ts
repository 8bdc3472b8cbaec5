import {
  contentSecurityPolicy,
  hashedContentSecurityPolicy,
  newNonce,
  securityHeaders,
  strictContentSecurityPolicy,
} from '@/lib/security-headers';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
const withoutScriptSrc = (policy: string) => policy.split('; ').filter((directive) => !directive.startsWith('script-src '));

describe('security headers', () => {
  it('sends the default policy, which allows no inline script in production, on every route', () => {
    const header = securityHeaders(false).find(({ key }) => key === 'Content-Security-Policy');
    expect(header?.value).toBe(contentSecurityPolicy(false));
    expect(scriptSrc(contentSecurityPolicy(false))).toBe("script-src 'self' https://maps.googleapis.com https://maps.gstatic.com");
  });

  it('allows inline scripts on the development server only, which renders pages with no build step to hash them', () => {
    expect(scriptSrc(contentSecurityPolicy(true))).toContain("'unsafe-inline'");
    for (const policy of [
      contentSecurityPolicy(false),
      hashedContentSecurityPolicy(['sha256-abc='], false),
      strictContentSecurityPolicy('n', false),
    ])
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
  });

  it("names a prerendered page's inline scripts by their hashes, besides same-origin files and Google Maps", () => {
    expect(scriptSrc(hashedContentSecurityPolicy(['sha256-one=', 'sha256-two='], false))).toBe(
      "script-src 'self' 'sha256-one=' 'sha256-two=' https://maps.googleapis.com https://maps.gstatic.com",
    );
    expect(hashedContentSecurityPolicy([], false)).toBe(contentSecurityPolicy(false));
  });

  it('builds the strict policy from the nonce alone', () => {
    expect(scriptSrc(strictContentSecurityPolicy('abc123==', false))).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
  });

  it('keeps every directive but script-src the same in all policies, style attributes allowed', () => {
    const others = withoutScriptSrc(contentSecurityPolicy(false));
    expect(withoutScriptSrc(hashedContentSecurityPolicy(['sha256-x='], false))).toEqual(others);
    expect(withoutScriptSrc(strictContentSecurityPolicy('n', false))).toEqual(others);
    expect(others).toContain("style-src 'self' 'unsafe-inline'");
    expect(others).toContain("frame-ancestors 'none'");
  });

  it("allows 'unsafe-eval' in development only, in every policy", () => {
    for (const build of [
      contentSecurityPolicy,
      (isDev: boolean) => hashedContentSecurityPolicy(['sha256-x='], isDev),
      (isDev: boolean) => strictContentSecurityPolicy('n', isDev),
    ]) {
      expect(scriptSrc(build(true))).toContain("'unsafe-eval'");
      expect(scriptSrc(build(false))).not.toContain("'unsafe-eval'");
    }
  });

  it('makes 128-bit base64 nonces that do not repeat', () => {
    const nonces = Array.from({ length: 100 }, newNonce);
    expect(new Set(nonces).size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
