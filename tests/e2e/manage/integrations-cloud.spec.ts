import { generateKeyPairSync } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { startGoogleCloudStandIn, type GoogleCloudStandIn } from '../../support/google-cloud-stand-in';

// A local server answering Google's documented shapes stands in for the token endpoint, Resource Manager, Cloud
// Storage and IAM, through the form's API URL.
let cloud: GoogleCloudStandIn;
test.beforeAll(async () => {
  cloud = await startGoogleCloudStandIn();
});
test.afterAll(() => cloud.close());

const auditCheck = 'Every Google Cloud project audits data access for all services';

/** The stand-in's key with another private key: well formed, but not the service account's. */
const foreignKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = JSON.parse(cloud.serviceAccountKey) as Record<string, string>;
  return JSON.stringify({ ...key, private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() });
};

test('an admin connects Google Cloud after a refused key, runs its checks, sees audit logging needing attention, and a fix passes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Google Cloud' }) });
  await expect(card).toContainText('Not Connected');
  await expect(card).toContainText('roles/iam.securityReviewer');

  const form = page.getByRole('form', { name: 'Connect Google Cloud' });
  await form.getByRole('button', { name: 'Connect Google Cloud' }).click();
  await expect(form.getByText(/^Paste the whole JSON key/)).toBeVisible();
  await form.getByLabel('Service account JSON key').fill(foreignKey());
  await form.getByLabel('API URL').fill(cloud.url);
  await form.getByRole('button', { name: 'Connect Google Cloud' }).click();
  await expect(form.getByText(/^Google refused the service account \(its token could not be issued\)/)).toBeVisible();
  await expect(card).toContainText('Not Connected');

  await form.getByLabel('Service account JSON key').fill(cloud.serviceAccountKey);
  await form.getByRole('button', { name: 'Connect Google Cloud' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('acme-platform');
  await expect(page.locator('body')).not.toContainText('PRIVATE KEY');

  await card.getByRole('button', { name: 'Run checks now' }).click();
  const run = card.getByRole('region', { name: 'Latest check run' });
  const audit = run.getByRole('listitem', { name: auditCheck });
  await expect(audit).toContainText('Failed', { timeout: 20_000 });
  await expect(audit).toContainText('allServices does not audit DATA_READ, DATA_WRITE.');
  await expect(run.getByRole('listitem', { name: 'No Cloud Storage bucket is open to allUsers or allAuthenticatedUsers' })).toContainText(
    'gs://acme-prod-assets',
  );
  await expect(run.locator(':scope > ul > li')).toHaveCount(6);

  // The failing audit configuration puts audit logging in need of attention.
  await page.goto('/manage');
  const attention = page.getByRole('region', { name: 'Controls Needing Attention' });
  await expect(attention).toContainText('OPS-01');
  await expect(attention).toContainText(auditCheck);

  // Data Access logs are turned on and the other problems fixed: the next run passes, and nothing needs attention.
  cloud.set({ fixed: true });
  await page.goto('/manage/settings?path=integrations');
  await card.getByRole('button', { name: 'Run checks now' }).click();
  await expect(audit).toContainText('Passed', { timeout: 20_000 });
  // With nothing else failing, the region may be gone altogether: neither it nor its lines name the check any more.
  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(attention.filter({ hasText: auditCheck })).toHaveCount(0);
  await expect(attention.filter({ hasText: 'OPS-01' })).toHaveCount(0);
});
