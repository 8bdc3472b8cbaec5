/** @jest-environment node */
import { readPublicJson } from '@/lib/marketing/http';

const post = (body: string, headers: Record<string, string>) =>
  new Request('http://shop.example/api/demo-requests', { method: 'POST', body, headers: { host: 'shop.example', ...headers } });

describe('readPublicJson', () => {
  it('reads same-origin JSON', async () => {
    const result = await readPublicJson(
      post('{"a":1}', { 'content-type': 'application/json', origin: 'http://shop.example', 'sec-fetch-site': 'same-origin' }),
    );
    expect(result).toEqual({ ok: true, value: { a: 1 } });
  });

  it("trusts a browser's same-origin Sec-Fetch-Site even when a proxy rewrote Host", async () => {
    const result = await readPublicJson(
      post('{}', { 'content-type': 'application/json', origin: 'https://complia.example', 'sec-fetch-site': 'same-origin' }),
    );
    expect(result.ok).toBe(true);
  });

  it.each([
    [{ 'content-type': 'application/json', origin: 'https://evil.example' }, 403],
    [{ 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
    [{ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, 403],
    [{ 'content-type': 'application/json', origin: 'null' }, 403],
    [{ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, 403],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 415],
    [{}, 415],
  ])('refuses %p with %i', async (headers, status) => {
    const result = await readPublicJson(post('{}', headers));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(status);
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await readPublicJson(post('{"a":', { 'content-type': 'application/json' }));
    const huge = await readPublicJson(post(JSON.stringify({ a: 'x'.repeat(20_000) }), { 'content-type': 'application/json' }));
    expect(!malformed.ok && malformed.response.status).toBe(400);
    expect(!huge.ok && huge.response.status).toBe(413);
    if (!malformed.ok) expect(await malformed.response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
