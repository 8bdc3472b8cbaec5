/** @jest-environment node */
import { sampleSession } from '../auth/session-fixture';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { sealSession } from '@/lib/session';
import { fromOtherSite } from '@/lib/rate-limit/action-gate';
import { hasMalformedPartHeaders } from '@/lib/multipart-headers';

const origin = 'http://127.0.0.1:3000';

/** A server action's post from a signed-in browser: Next.js names the action in the Next-Action header. */
async function postAction(uuid: string, headers: Record<string, string> = {}) {
  const cookie = await sealSession(sampleSession(3600, { uuid }));
  const request = new NextRequest(`${origin}/manage/policies`, {
    method: 'POST',
    body: '[]',
    headers: { 'next-action': '7f00aa', origin, host: '127.0.0.1:3000', cookie: `AccessToken=${cookie}`, ...headers },
  });
  return proxy(request);
}

describe('the signed-in server action gate', () => {
  it("lets a post from this site through, and refuses another site's with a 403 and a reason", async () => {
    expect((await postAction('gate-origin')).status).toBe(200);
    const foreign = await postAction('gate-origin', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toBe('text/plain');
    await expect(foreign.text()).resolves.toBe('This request came from another site and was refused.');
    expect((await postAction('gate-origin', { origin: 'null' })).status).toBe(403);
  });

  it('compares the origin with the forwarded host when a proxy in front sets one, as Next.js does', () => {
    const request = (headers: Record<string, string>) => ({ method: 'POST', headers: new Headers(headers) });
    expect(fromOtherSite(request({ origin: 'https://app.example', host: 'internal:3000', 'x-forwarded-host': 'app.example' }))).toBe(false);
    expect(fromOtherSite(request({ origin: 'https://app.example', host: 'app.example' }))).toBe(false);
    expect(fromOtherSite(request({ host: 'app.example' }))).toBe(false);
    expect(fromOtherSite(request({ origin: 'https://other.example', host: 'app.example' }))).toBe(true);
  });

  it('answers 429 with Retry-After and a message past 60 writes a minute of one session, and counts each person apart', async () => {
    for (let index = 0; index < 60; index += 1) expect((await postAction('gate-busy')).status).toBe(200);
    const refused = await postAction('gate-busy');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    await expect(refused.text()).resolves.toMatch(
      /^Too many changes from your account in a short time\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect((await postAction('gate-other-person')).status).toBe(200);
  });

  it('does not count page loads, and needs a session first', async () => {
    const cookie = await sealSession(sampleSession(3600, { uuid: 'gate-reader' }));
    for (let index = 0; index < 80; index += 1) {
      const page = await proxy(new NextRequest(`${origin}/manage/policies`, { headers: { cookie: `AccessToken=${cookie}` } }));
      expect(page.status).toBe(200);
    }
    const signedOut = await proxy(
      new NextRequest(`${origin}/manage/policies`, {
        method: 'POST',
        body: '[]',
        headers: { 'next-action': '7f00aa', origin: 'https://evil.example' },
      }),
    );
    expect(signedOut.status).toBe(307);
  });
});

describe('a server action upload whose part headers hold a control character', () => {
  const boundary = '----form';
  const part = (filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="1_name"\r\n\r\nExport\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="1_files"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\0binary\x01\r\n--${boundary}--\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;

  it("is found in the headers only, never in the files' bytes", () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(hasMalformedPartHeaders(encode(part('export.pdf')), type)).toBe(false);
    expect(hasMalformedPartHeaders(encode(part('ex\0port.pdf')), type)).toBe(true);
    expect(hasMalformedPartHeaders(encode(part('ex\x7fport.pdf')), type)).toBe(true);
    expect(hasMalformedPartHeaders(encode(part('ex\0port.pdf')), `multipart/form-data; boundary="${boundary}"`)).toBe(true);
    expect(hasMalformedPartHeaders(encode(part('ex\0port.pdf')), 'multipart/form-data')).toBe(false);
  });

  it('is answered 400 with a message by the proxy, before Next.js parses it', async () => {
    const cookie = await sealSession(sampleSession(3600, { uuid: 'gate-nul' }));
    const post = (filename: string) =>
      proxy(
        new NextRequest(`${origin}/manage/evidence`, {
          method: 'POST',
          body: part(filename),
          headers: { 'next-action': '7f00aa', origin, host: '127.0.0.1:3000', 'content-type': type, cookie: `AccessToken=${cookie}` },
        }),
      );
    const refused = await post('ev\0il.pdf');
    expect(refused.status).toBe(400);
    await expect(refused.text()).resolves.toBe(
      'A file name or form field holds a character that is not allowed, such as a NUL byte. Rename the file and try again.',
    );
    expect((await post('fine.pdf')).status).toBe(200);
  });
});
