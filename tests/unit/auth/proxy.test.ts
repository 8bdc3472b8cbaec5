/** @jest-environment node */
import { sampleSession } from './session-fixture';
import { NextRequest } from 'next/server';
import { proxy, config } from '@/proxy';
import { sealSession } from '@/lib/session';
import { maxFormBodyBytes } from '@/lib/domain/upload';

const origin = 'http://127.0.0.1:3000';

async function run(path: string, cookie?: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(`${origin}${path}`, { headers: { ...headers, ...(cookie ? { cookie: `AccessToken=${cookie}` } : {}) } });
  return proxy(request);
}

describe('proxy', () => {
  it('matches /manage, /manage/*, /auditor, /auditor/*, /login, /register and the pages rendered per request only', () => {
    expect(config.matcher).toEqual([
      '/manage',
      '/manage/:path*',
      '/auditor',
      '/auditor/:path*',
      '/auditor-invitations/:token',
      '/login',
      '/register',
      '/accept/:token',
      '/accept/:token/:policyId',
      '/invitations/:token',
      '/password-reset/:uuid',
      '/vendor-questionnaire/:token',
      '/trust/:slug',
      '/trust/:slug/access/:token',
      '/trust/:slug/subscription/:action/:token',
      '/bills/:ref+',
      '/review/business-promoter/:ref+',
      '/no-organization',
    ]);
  });

  it.each([
    '/manage',
    '/manage/evidence?x=1',
    '/manage/settings?path=profile&tab=2',
    '/manage/ccpa-issues',
    '/auditor',
    '/auditor/00000000-0000-4000-8000-000000000000',
  ])('sends %s without a session to /login with the full path as redirect', async (path) => {
    const response = await run(path);
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe(path);
  });

  it('drops the internal _rsc query from the redirect', async () => {
    const response = await run('/manage/evidence?x=1&_rsc=abc', undefined, { rsc: '1' });
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('redirect')).toBe('/manage/evidence?x=1');
  });

  it.each([
    ['a forged cookie', 'Fe26.2**forged'],
    ['a plain JSON cookie', JSON.stringify(sampleSession())],
  ])('treats %s as no session', async (_name, cookie) => {
    const response = await run('/manage', encodeURIComponent(cookie));
    expect(response.status).toBe(307);
  });

  it('treats an expired session as no session', async () => {
    const expired = await sealSession(sampleSession(3600, { exp: Math.floor(Date.now() / 1000) - 5 }));
    expect((await run('/manage', expired)).status).toBe(307);
  });

  it('ignores spoofed internal headers', async () => {
    const response = await run('/manage', undefined, {
      'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
      'x-nextjs-data': '1',
      rsc: '1',
      'next-router-prefetch': '1',
      'x-compliance-request-path': '//e.com',
    });
    expect(response.status).toBe(307);
  });

  it('lets a valid session through to /manage with no-store caching and records the path', async () => {
    const response = await run('/manage/evidence?x=1', await sealSession(sampleSession()), { 'x-compliance-request-path': '//e.com' });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-middleware-request-x-compliance-request-path')).toBe('/manage/evidence?x=1');
  });

  it.each(['/login', '/register', '/login?redirect=/manage'])('sends a signed-in %s to /', async (path) => {
    const response = await run(path, await sealSession(sampleSession()));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/');
  });

  it.each(['/login', '/register'])('lets %s through without a session', async (path) => {
    const response = await run(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers 413 to a signed-in form body over the upload limit, before buffering it', async () => {
    const cookie = `AccessToken=${await sealSession(sampleSession())}`;
    const post = (length: number) =>
      proxy(new NextRequest(`${origin}/manage/evidence`, { method: 'POST', headers: { cookie, 'content-length': String(length) } }));
    const tooLarge = await post(maxFormBodyBytes + 1);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toContain('10MB');
    expect((await post(maxFormBodyBytes)).status).toBe(200);
  });
});
