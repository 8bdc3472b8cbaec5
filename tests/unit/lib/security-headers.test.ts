import { contentSecurityPolicy, newNonce, securityHeaders, strictContentSecurityPolicy } from '@/lib/security-headers';

const scriptSrc = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

describe('security headers', () => {
  it('sends the static policy, which allows the inline scripts of prerendered pages, on every route', () => {
    const header = securityHeaders(false).find(({ key }) => key === 'Content-Security-Policy');
    expect(header?.value).toBe(contentSecurityPolicy(false));
    expect(scriptSrc(contentSecurityPolicy(false))).toContain("'unsafe-inline'");
  });

  it('builds the strict policy from the nonce alone', () => {
    expect(scriptSrc(strictContentSecurityPolicy('abc123==', false))).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
  });

  it("allows 'unsafe-eval' in development only, in both policies", () => {
    for (const build of [contentSecurityPolicy, (isDev: boolean) => strictContentSecurityPolicy('n', isDev)]) {
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
