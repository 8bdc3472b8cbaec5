import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from './support/auth';

const registerPath = `/register?frameworks=${encodeURIComponent('SOC 2')}`;
const pdf = Buffer.from('%PDF-1.4\n% Access review pushed by CI\n%%EOF\n');

test('an admin creates a read-write API key, a script pushes evidence with it, and the Evidence screen shows it', async ({
  page,
  request,
}) => {
  await signUpNewOrganization(page, '/manage/frameworkSettings?section=advanced', registerPath);
  await expect(page.getByText(/^On: the organization’s API keys can read this framework/)).toBeVisible();
  await page.getByRole('switch', { name: 'API Access' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Settings saved successfully.')).toBeVisible();

  await page.goto('/manage/settings?path=api');
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByLabel('Key name').fill('CI pipeline');
  await page.getByLabel('Access').selectOption('read-write');
  await page.getByRole('button', { name: 'Create Key' }).click();
  const key = await page.getByLabel('New API key').inputValue();
  expect(key).toMatch(/^ck_live_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Read-write')).toBeVisible();

  const pushed = await request.post('/api/v1/controls/AC-01/evidence', {
    headers: { authorization: `Bearer ${key}` },
    multipart: {
      framework: 'soc2',
      name: 'Access review pushed by CI',
      file: { name: 'access-review.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(pushed.status()).toBe(201);
  const created = (await pushed.json()) as { id: string; file: { sha256: string } };
  expect(created.file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

  const downloaded = await request.get(`/api/v1/evidence/${created.id}/file`, { headers: { authorization: `Bearer ${key}` } });
  expect(downloaded.status()).toBe(200);
  expect(
    createHash('sha256')
      .update(await downloaded.body())
      .digest('hex'),
  ).toBe(created.file.sha256);

  // No key: refused, even from a browser that is signed in.
  expect((await page.request.get('/api/v1/frameworks')).status()).toBe(401);

  await page.goto('/manage/evidence');
  await expect(page.getByText('Access review pushed by CI')).toBeVisible();
  await page.goto('/manage/settings?path=api');
  await expect(page.getByText(/Last used/)).toBeVisible();
});

test('a new organization’s key is told its framework is closed, and Settings › API Keys links to where it is opened', async ({
  page,
  request,
}) => {
  await signUpNewOrganization(page, '/manage/settings?path=api', registerPath);
  await expect(page.getByRole('heading', { name: 'Closed to API keys' })).toBeVisible();
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByLabel('Key name').fill('Assistant');
  await page.getByRole('button', { name: 'Create Key' }).click();
  const key = await page.getByLabel('New API key').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  const headers = { authorization: `Bearer ${key}` };

  const closed = await request.get('/api/v1/frameworks', { headers });
  expect(await closed.json()).toEqual({
    frameworks: [],
    closed: [{ id: 'soc2', name: 'SOC 2 Type II', openAt: '/manage/frameworkSettings?framework=soc2&section=advanced' }],
    note: expect.stringMatching(/^SOC 2 Type II is closed to API keys/),
  });

  await page.getByRole('link', { name: 'SOC 2 Type II: open API Access' }).click();
  await expect(page).toHaveURL(/\/manage\/frameworkSettings\?framework=soc2&section=advanced$/);
  await expect(page.getByRole('switch', { name: 'API Access' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'API Access' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Settings saved successfully.')).toBeVisible();

  const open = (await (await request.get('/api/v1/frameworks', { headers })).json()) as { frameworks: { id: string }[]; closed: unknown[] };
  expect(open.frameworks.map((framework) => framework.id)).toEqual(['soc2']);
  expect(open.closed).toEqual([]);
  await page.goto('/manage/settings?path=api');
  await expect(page.getByText('Every framework the organization follows is open to API keys.')).toBeVisible();

  // Neither an unknown address nor an unsupported method gets the site's HTML page.
  const unknown = await request.get('/api/v1/framework', { headers });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()) as unknown).toMatchObject({ error: { code: 'not-found' } });
  const removal = await request.delete('/api/v1/frameworks', { headers });
  expect(removal.status()).toBe(405);
  expect(removal.headers()['allow']).toBe('GET, HEAD, OPTIONS');
});
