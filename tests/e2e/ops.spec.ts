import { expect, test } from '@playwright/test';

const expectedHeaders = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
};

for (const path of ['/', '/pricing', '/api/health', '/no-such-page']) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(expectedHeaders)) {
      expect(headers[name], name).toMatch(pattern);
    }
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

test('/api/health answers 200 with a small JSON body', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok' });
  expect(typeof body.uptimeSeconds).toBe('number');
});

test('public pages are prerendered', async ({ request }) => {
  for (const path of ['/', '/products', '/whos', '/pricing', '/resources', '/book', '/questionnaire', '/login', '/register', '/findId']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-prerender'], path).toBeTruthy();
  }
});
