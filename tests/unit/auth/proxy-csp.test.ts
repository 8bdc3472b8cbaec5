/** @jest-environment node */
import { sampleSession } from './session-fixture';
import { NextRequest } from 'next/server';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import { REQUEST_PATH_HEADER } from '@/lib/safe-redirect';
import { sealSession } from '@/lib/session';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { maxFormBodyBytes } from '@/lib/domain/upload';

const origin = 'http://127.0.0.1:3000';

async function run(path: string, signedIn: boolean, init: { method?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (signedIn) headers.set('cookie', `AccessToken=${await sealSession(sampleSession())}`);
  return proxy(new NextRequest(`${origin}${path}`, { method: init.method, headers }));
}

function directives(policy: string | null): Map<string, string> {
  const entries = (policy ?? '').split(';').map((part): [string, string] => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources.join(' ')];
  });
  return new Map(entries);
}

/** The script-src of a policy, failing unless it is the strict one: a nonce Next.js can read, no 'unsafe-inline'. */
function expectStrict(policy: string | null): string {
  const scriptSrc = directives(policy).get('script-src') ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toContain("'strict-dynamic'");
  const nonce = getScriptNonceFromHeader(policy ?? '');
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  return nonce ?? '';
}

describe('proxy Content-Security-Policy', () => {
  it('sends a signed-in /manage page a strict policy and forwards the same policy to the render', async () => {
    const response = await run('/manage/evidence?x=1', true);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    const nonce = expectStrict(policy);
    expect(directives(policy).get('script-src')).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).toContain('content-security-policy');
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('keeps every other directive of the static policy', async () => {
    const strict = directives((await run('/manage', true)).headers.get('content-security-policy'));
    const fixed = directives(contentSecurityPolicy(false));
    strict.delete('script-src');
    fixed.delete('script-src');
    expect(strict).toEqual(fixed);
    expect(strict.get('frame-ancestors')).toBe("'none'");
    expect(strict.get('object-src')).toBe("'none'");
  });

  it('uses a fresh nonce for every request', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) nonces.add(expectStrict((await run('/manage', true)).headers.get('content-security-policy')));
    expect(nonces.size).toBe(5);
  });

  it('replaces a policy the client sent, so it cannot choose the nonce', async () => {
    const response = await run('/manage', true, { headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient1234=='" } });
    const forwarded = response.headers.get('x-middleware-request-content-security-policy');
    expect(expectStrict(forwarded)).not.toBe('chosenByTheClient1234==');
    expect(forwarded).toBe(response.headers.get('content-security-policy'));
  });

  it('puts the strict policy on the responses it answers itself under /manage', async () => {
    const toLogin = await run('/manage/policies', false);
    expect(toLogin.status).toBe(307);
    expectStrict(toLogin.headers.get('content-security-policy'));
    const tooLarge = await run('/manage/evidence', true, { method: 'POST', headers: { 'content-length': String(maxFormBodyBytes + 1) } });
    expect(tooLarge.status).toBe(413);
    expectStrict(tooLarge.headers.get('content-security-policy'));
  });

  it.each([
    ['/login', false],
    ['/register', false],
    ['/login', true],
  ] as const)('leaves the hashed policy of the prerendered page %s alone (signed in: %s)', async (path, signedIn) => {
    const response = await run(path, signedIn);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
  });

  const perRequestPages = [
    '/accept/0123456789abcdefghijklmnop',
    '/accept/0123456789abcdefghijklmnop/1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    '/invitations/0123456789abcdefghijklmnop',
    '/password-reset/1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    '/vendor-questionnaire/0123456789abcdefghijklmnop',
    '/trust/acme',
    '/trust/acme/access/0123456789abcdefghijklmnop',
    '/trust/acme/subscription/confirm/0123456789abcdefghijklmnop',
    '/bills/2026/0042',
    '/review/business-promoter/abc',
    '/no-organization',
  ];

  const otherAddresses = [
    '/',
    '/pricing',
    '/resources',
    '/questionnaire',
    '/help/getting-started',
    '/findId',
    '/api/health',
    '/_next/static/chunks/a.js',
    // No page answers these: the server sends the prerendered 404 page, under the default policy naming its scripts.
    '/password-reset',
    '/password-reset/1b4e28ba-2fa1-41d2-883f-0016d3cca427/x',
    '/accept/0123456789abcdefghijklmnop/1b4e28ba-2fa1-41d2-883f-0016d3cca427/x',
    '/bills',
    '/trust/acme/documents/7',
    '/trust/acme/opengraph-image',
  ];

  it('runs on every page rendered per request, and on no prerendered page, file or address no page answers', () => {
    for (const url of perRequestPages) expect([url, unstable_doesMiddlewareMatch({ config, url })]).toEqual([url, true]);
    for (const url of otherAddresses) expect([url, unstable_doesMiddlewareMatch({ config, url })]).toEqual([url, false]);
  });

  it.each(perRequestPages.flatMap((path) => [[path, false] as const, [path, true] as const]))(
    'renders %s under a strict policy of its own, signed in or not (%s)',
    async (path, signedIn) => {
      const response = await run(path, signedIn, { headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient1234=='" } });
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      const policy = response.headers.get('content-security-policy');
      expect(expectStrict(policy)).not.toBe('chosenByTheClient1234==');
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('tells the render which page it draws, whatever path the client claims', async () => {
    const response = await run('/no-organization?from=invite', false, { headers: { [REQUEST_PATH_HEADER]: '//elsewhere.example' } });
    expect(response.headers.get(`x-middleware-request-${REQUEST_PATH_HEADER}`)).toBe('/no-organization?from=invite');
  });
});
