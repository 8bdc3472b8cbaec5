import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import { preparedDataFolder } from './support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady } from './support/server-process';
import { postJson } from './support/session';

/** Subscribes an address over a connection from `localAddress`; answers RateLimit-Remaining. */
function subscribeFrom(localAddress: string, baseURL: string): Promise<number> {
  const url = new URL('/api/newsletter-subscriptions', baseURL);
  const body = JSON.stringify({ email: `loopback-${randomUUID()}@example.com` });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { origin: url.origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        if (response.statusCode !== 200) reject(new Error(`answered ${response.statusCode}`));
        else resolve(Number(response.headers['ratelimit-remaining']));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// With TRUSTED_PROXY unset ('none', the default) the server keys clients by their socket, whatever
// X-Forwarded-For says. The suite's server trusts one hop, so this test starts a server of its own with the
// default. It checks that the budget counts down across rotated headers, rather than waiting for a 429; the 429
// itself is covered by the unit tests of the handlers.
test('a rotated X-Forwarded-For does not escape the newsletter limit', OWN_SERVER, async ({ request }) => {
  const dataDir = await preparedDataFolder('e2e-limits');
  const server = startServerProcess(dataDir);
  try {
    await untilReady(server);
    const remaining: number[] = [];
    for (const forwarded of ['203.0.113.10', '2001:db8::30']) {
      const response = await postJson(
        request,
        server.origin,
        `${server.origin}/api/newsletter-subscriptions`,
        { email: `rotated-${randomUUID()}@example.com` },
        { 'x-forwarded-for': forwarded, 'x-real-ip': forwarded },
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['ratelimit-limit']).toBe('20');
      remaining.push(Number(response.headers()['ratelimit-remaining']));
    }
    // One budget for both: 19 left, then 18. Had the header chosen the budget, each would have had 19 left.
    expect(remaining).toEqual([19, 18]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the newsletter form shows the 429 message', async ({ page }) => {
  const message = 'Too many subscription requests from your network. Please try again in 45 minutes.';
  await page.route('**/api/newsletter-subscriptions', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '2700' }, json: { message } }),
  );
  const form = page.getByRole('form', { name: 'Compliance news in your inbox' });
  await page.goto('/pricing');
  await form.getByLabel('Email address').fill(`limited-${randomUUID()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(page.getByText('Thanks for subscribing!')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

// Linux routes all of 127.0.0.0/8 to the loopback interface, so a second client address is at hand there.
test('each connection address has a budget of its own: the server sees the socket, not a shared key', async ({
  request,
  baseURL,
}, testInfo) => {
  test.skip(process.platform !== 'linux', 'needs a second loopback address');
  const fromSuite = await postJson(request, baseURL!, '/api/newsletter-subscriptions', { email: `suite-${randomUUID()}@example.com` });
  expect(fromSuite.status()).toBe(200);
  expect(Number(fromSuite.headers()['ratelimit-remaining'])).toBeLessThan(20);
  // A fresh address on every attempt (a retry included), so its first post leaves 19 of its 20.
  const other = `127.0.0.${2 + testInfo.retry}`;
  expect(await subscribeFrom(other, baseURL!)).toBe(19);
  expect(await subscribeFrom(other, baseURL!)).toBe(18);
});
