import { expect, test } from '@playwright/test';
import { demoAccount, signIn } from './support/auth';
import { postJson, returnToTab, sessionCookie, uniqueEmail } from './support/session';

test('a tampered cookie and spoofed internal headers show nothing signed-in', async ({ page, context, baseURL }) => {
  await signIn(page);
  const cookie = await sessionCookie(context);
  expect(cookie).toBeDefined();
  const value = cookie!.value;
  const middle = Math.floor(value.length / 2);
  const tampered = `${value.slice(0, middle)}${value[middle] === 'a' ? 'b' : 'a'}${value.slice(middle + 1)}`;
  await context.clearCookies();
  await context.addCookies([{ name: 'AccessToken', value: tampered, url: baseURL! }]);
  await page.goto('/manage/evidence');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByText('Demo Compliance Co.')).toHaveCount(0);

  const spoofs: Record<string, string>[] = [
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { 'x-nextjs-data': '1' },
    { rsc: '1', 'next-router-prefetch': '1' },
    { 'x-compliance-request-path': '/manage' },
  ];
  for (const headers of spoofs) {
    const response = await page.request.get('/manage/evidence?_rsc=spoof', { headers, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(headers)).toBe(307);
    expect(await response.text()).not.toContain('Demo Compliance Co.');
  }
});

test('Remember me sets a 30-day HttpOnly SameSite=Lax cookie; without it, 20 days', async ({ page, context }) => {
  const days = async () => ((await sessionCookie(context))!.expires - Date.now() / 1000) / 86400;
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByLabel('Remember me for 30 days').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(await days()).toBeGreaterThan(29.9);
  expect(await days()).toBeLessThanOrEqual(30);

  await context.clearCookies();
  await signIn(page);
  expect(await days()).toBeGreaterThan(19.9);
  expect(await days()).toBeLessThanOrEqual(20);
});

test('the session cookie is invisible to page JavaScript and the answers hold no token', async ({ page, context }) => {
  const login = page.waitForResponse('**/api/user-management/login');
  await signIn(page);
  const body = await (await login).json();
  expect(body).toMatchObject({ code: 200, data: { nickname: 'Demo Compliance Co.' } });
  expect(JSON.stringify(body)).not.toMatch(/token/i);
  expect(await page.evaluate(() => document.cookie)).not.toContain('AccessToken');
  const cookie = (await sessionCookie(context))!.value;
  expect(await page.content()).not.toContain(cookie);
  const info = await page.request.get('/api/user-management/my-information');
  expect(info.status()).toBe(200);
  expect(info.headers()['cache-control']).toBe('private, no-store');
  const profile = await info.json();
  expect(profile).toMatchObject({ company_name: 'Demo Compliance Co.', public_files_uuid: null });
  expect(JSON.stringify(profile)).not.toMatch(/token|password/i);
});

test('/manage pages and auth answers are not cached', async ({ page }) => {
  await signIn(page);
  const response = await page.request.get('/manage/policies');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/private/);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
});

test('logout ends the session and revokes its token', async ({ page, context, baseURL }) => {
  await signIn(page);
  const cookie = (await sessionCookie(context))!;
  const response = await postJson(page.request, baseURL!, '/api/user-management/logout', {});
  expect(response.status()).toBe(200);
  expect(await sessionCookie(context)).toBeUndefined();
  await page.goto('/manage');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/manage');

  // The old cookie, replayed, no longer signs anyone in.
  await context.addCookies([{ name: 'AccessToken', value: cookie.value, url: baseURL! }]);
  await page.goto('/manage/audits');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/manage/audits');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a 401 on a client call logs out and shows the Tips dialog', async ({ page, context, browser, baseURL }) => {
  await signIn(page, '/manage/reports');
  // The same session ends elsewhere (signed out from another browser).
  const other = await browser.newContext({ baseURL });
  await other.addCookies([{ ...(await sessionCookie(context))! }]);
  expect((await postJson(other.request, baseURL!, '/api/user-management/logout', {})).status()).toBe(200);
  await other.close();

  await returnToTab(page);
  const dialog = page.getByRole('dialog', { name: 'Tips' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sorry, the login status is expired. Log in again');
  await expect.poll(async () => sessionCookie(context)).toBeUndefined();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('the login endpoint accepts same-origin JSON only', async ({ request, baseURL }) => {
  const credentials = { email: demoAccount.email, password: demoAccount.password };
  const foreign = await request.post('/api/user-management/login', { data: credentials, headers: { origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post('/api/user-management/login', { data: credentials });
  expect(noOrigin.status()).toBe(403);
  const crossSite = await postJson(request, baseURL!, '/api/user-management/login', credentials, { 'sec-fetch-site': 'cross-site' });
  expect(crossSite.status()).toBe(403);
  const form = await request.post('/api/user-management/login', {
    form: credentials,
    headers: { origin: baseURL! },
  });
  expect(form.status()).toBe(415);
  const invalid = await postJson(request, baseURL!, '/api/user-management/login', { email: '', password: '' });
  expect(invalid.status()).toBe(400);
});

test('repeated failures for one e-mail answer 429 with Retry-After', async ({ request, baseURL }) => {
  const email = uniqueEmail('locked');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await postJson(request, baseURL!, '/api/user-management/login', { email, password: 'wrong-password' });
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid email or password. Please try again.' });
  }
  const blocked = await postJson(request, baseURL!, '/api/user-management/login', { email, password: 'wrong-password' });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
});
