import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A Grype SARIF log naming one high-severity CVE in a base image, as a scanner in CI pushes it. */
const grypeSarif = {
  version: '2.1.0',
  runs: [
    {
      tool: {
        driver: {
          name: 'Grype',
          rules: [
            { id: 'CVE-2026-31337', shortDescription: { text: 'openssl: heap overflow' }, properties: { 'security-severity': '7.5' } },
          ],
        },
      },
      results: [{ ruleId: 'CVE-2026-31337', message: { text: 'openssl 3.0.1 in the base image' } }],
    },
  ],
};

/**
 * Creates a read-write API key in Settings (the page must be signed in as an admin) and pushes the scanner's SARIF
 * log for registry.acme.test/checkout through the API with it.
 */
export async function pushScannerSarif(page: Page, request: APIRequestContext) {
  await page.goto('/manage/settings?path=api');
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByLabel('Key name').fill('Vulnerability scanner');
  await page.getByLabel('Access').selectOption('read-write');
  await page.getByRole('button', { name: 'Create Key' }).click();
  const key = await page.getByLabel('New API key').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  const pushed = await request.post('/api/v1/vulnerabilities', {
    headers: { authorization: `Bearer ${key}` },
    multipart: {
      asset: 'registry.acme.test/checkout',
      file: { name: 'grype.sarif', mimeType: 'application/sarif+json', buffer: Buffer.from(JSON.stringify(grypeSarif)) },
    },
  });
  expect(pushed.status()).toBe(201);
}
