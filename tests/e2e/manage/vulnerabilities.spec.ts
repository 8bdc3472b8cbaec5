import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

// The demo organization's findings come from GitHub Dependabot and a Trivy scan, one critical past its deadline;
// a scanner's SARIF log pushed through the API joins them with its own due day. The overdue finding is the demo
// administrator's task (nobody owns its asset) and the dashboard's figure.

const sarif = {
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

test('findings of the seed and of a SARIF upload show their deadlines; the overdue one reaches My tasks and the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/manage/settings?path=api');
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
      file: { name: 'grype.sarif', mimeType: 'application/sarif+json', buffer: Buffer.from(JSON.stringify(sarif)) },
    },
  });
  expect(pushed.status()).toBe(201);

  await page.goto('/manage/vulnerabilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Vulnerabilities' })).toBeVisible();
  const table = page.getByRole('table');
  const overdue = table.getByRole('row').filter({ hasText: 'CVE-2026-21901' });
  await expect(overdue).toContainText('acme/storefront');
  await expect(overdue).toContainText('5 days overdue');
  await expect(overdue).toContainText('Overdue');
  const uploaded = table.getByRole('row').filter({ hasText: 'CVE-2026-31337' });
  await expect(uploaded).toContainText('registry.acme.test/checkout');
  await expect(uploaded).toContainText('High');
  await expect(uploaded).toContainText('Due in 30 days');
  await expect(page.getByText(/^SARIF Grype on registry\.acme\.test\/checkout: 1 finding\(s\)/)).toBeVisible();

  await page.goto('/manage/tasks');
  const tasks = page.getByRole('region', { name: /^Vulnerabilities past deadline/ });
  await expect(tasks.getByRole('link', { name: 'CVE-2026-21901 on acme/storefront' })).toBeVisible();

  await page.goto('/manage');
  const figure = page.getByRole('region', { name: 'Vulnerabilities past deadline' });
  await expect(figure).toContainText('1 of 5');
});
