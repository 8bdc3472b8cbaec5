import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import * as azureApp from '../../support/azure-stand-in';
import { ADMIN_EMAIL, startGoogleStandIn, type GoogleStandIn } from '../../support/google-workspace-stand-in';
import * as intuneApp from '../../support/intune-stand-in';

// Local servers answering Google's and Microsoft's documented shapes stand in for Google's token endpoint and Admin
// SDK, Azure's sign-in and Resource Manager, and Graph's Intune lists, through the URLs of the forms.
let google: GoogleStandIn;
let azure: azureApp.AzureStandIn;
let intune: intuneApp.IntuneStandIn;
test.beforeAll(async () => {
  [google, azure, intune] = await Promise.all([startGoogleStandIn(), azureApp.startAzureStandIn(), intuneApp.startIntuneStandIn()]);
});
test.afterAll(() => Promise.all([google.close(), azure.close(), intune.close()]));

const integrationsPage = '/manage/settings?path=integrations';
const soc2 = `/register?frameworks=${encodeURIComponent('SOC 2')}`;
const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The stand-in's key with another private key: well formed, but not the service account's. */
const foreignKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = JSON.parse(google.serviceAccountKey) as Record<string, string>;
  return JSON.stringify({ ...key, private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() });
};

const enrolledCheck = 'Every active Google Workspace user is enrolled in 2-Step Verification';

test('an admin connects Google Workspace after a refused key, runs it, sees People filled and 2-Step Verification needing attention', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, integrationsPage, soc2);
  const card = cardOf(page, 'Google Workspace');
  await expect(card).toContainText('Not Connected');

  const form = page.getByRole('form', { name: 'Connect Google Workspace' });
  await form.getByLabel('Service account JSON key').fill(foreignKey());
  await form.getByLabel('Administrator e-mail').fill(ADMIN_EMAIL);
  await form.getByLabel('API URL').fill(google.url);
  await form.getByRole('button', { name: 'Connect Google Workspace' }).click();
  await expect(form.getByText(/^Google refused the service account \(its token could not be issued\)/)).toBeVisible();
  await expect(card).toContainText('Not Connected');

  await form.getByLabel('Service account JSON key').fill(google.serviceAccountKey);
  await form.getByRole('button', { name: 'Connect Google Workspace' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('acme.com');
  await expect(page.locator('body')).not.toContainText('PRIVATE KEY');

  await card.getByRole('button', { name: 'Run checks now' }).click();
  const run = card.getByRole('region', { name: 'Latest check run' });
  const enrolled = run.getByRole('listitem', { name: enrolledCheck });
  await expect(enrolled).toContainText('Failed', { timeout: 20_000 });
  await expect(enrolled).toContainText('bob@acme.com');
  await expect(run.getByRole('listitem', { name: 'No suspended Google Workspace user holds an administrator role' })).toContainText(
    'dave@acme.com',
  );

  // People holds the active users, marked as coming from Google Workspace; suspended users are not added.
  await page.goto('/manage/people');
  const people = page.getByRole('table');
  await expect(people.getByRole('row').filter({ hasText: 'Alice Anders' })).toContainText('Engineering');
  await expect(people.getByRole('row').filter({ hasText: 'Bob Berg' })).toBeVisible();
  await expect(people.getByRole('row').filter({ hasText: 'Dave Dorn' })).toHaveCount(0);
  await people.getByRole('link', { name: 'Alice Anders' }).click();
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  await expect(details).toContainText('Google Workspace (identity provider)');

  // The missing second factor puts the multi-factor control in need of attention.
  await page.goto('/manage');
  const attention = page.getByRole('region', { name: 'Controls Needing Attention' });
  await expect(attention).toContainText('AC-05');
  await expect(attention).toContainText(enrolledCheck);
});

test('an admin connects Azure and Microsoft Intune, runs them, and sees a failing Azure check and a person’s device failing its check', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/people', soc2);
  // Bob is a person of People before Intune reports his laptop.
  await page.getByRole('button', { name: '+ Add person' }).click();
  const add = page.getByRole('dialog', { name: 'Add person' });
  await add.getByLabel('Name').fill('Bob Stone');
  await add.getByLabel('Email').fill('bob@acme.example');
  await add.getByRole('button', { name: 'Add person' }).click();
  await expect(add).toBeHidden();

  await page.goto(integrationsPage);
  const azureCard = cardOf(page, 'Azure');
  const azureForm = page.getByRole('form', { name: 'Connect Azure' });
  await azureForm.getByLabel('Tenant ID').fill(azureApp.TENANT);
  await azureForm.getByLabel('Client ID').fill(azureApp.CLIENT_ID);
  await azureForm.getByLabel('Client secret').fill(azureApp.CLIENT_SECRET);
  await azureForm.getByLabel('Sign-in URL').fill(azure.url);
  await azureForm.getByLabel('Resource Manager URL').fill(azure.url);
  await azureForm.getByRole('button', { name: 'Connect Azure' }).click();
  await expect(azureCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Intune's form asks the same app credentials as the other Microsoft connections, with Graph's address.
  const intuneCard = cardOf(page, 'Microsoft Intune');
  await expect(intuneCard).toContainText('DeviceManagementManagedDevices.Read.All');
  const intuneForm = page.getByRole('form', { name: 'Connect Microsoft Intune' });
  await intuneForm.getByLabel('Tenant ID').fill(intuneApp.TENANT);
  await intuneForm.getByLabel('Client ID').fill(intuneApp.CLIENT_ID);
  await intuneForm.getByLabel('Client secret').fill(intuneApp.CLIENT_SECRET);
  await intuneForm.getByLabel('Sign-in URL').fill(intune.url);
  await intuneForm.getByLabel('Graph URL').fill(intune.url);
  await intuneForm.getByRole('button', { name: 'Connect Microsoft Intune' }).click();
  await expect(intuneCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  const body = page.locator('body');
  await expect(body).not.toContainText(azureApp.CLIENT_SECRET);
  await expect(body).not.toContainText(intuneApp.CLIENT_SECRET);

  await azureCard.getByRole('button', { name: 'Run checks now' }).click();
  const https = azureCard
    .getByRole('region', { name: 'Latest check run' })
    .getByRole('listitem', { name: 'Every Azure storage account accepts HTTPS only' });
  await expect(https).toContainText('Failed', { timeout: 20_000 });
  await expect(https).toContainText('acmeprodlogs');

  await intuneCard.getByRole('button', { name: 'Run checks now' }).click();
  const intuneRun = intuneCard.getByRole('region', { name: 'Latest check run' });
  const encrypted = intuneRun.getByRole('listitem', { name: 'Every Intune-managed device has its disk encrypted' });
  await expect(encrypted).toContainText('Failed', { timeout: 20_000 });
  await expect(encrypted).toContainText('Bob’s MacBook (bob@acme.example)');
  // Bob is in People; the phone of someone People does not list is not.
  const owners = intuneRun.getByRole('listitem', { name: 'Every Intune-managed device belongs to a person in People' });
  await expect(owners).toContainText('zoe@acme.example');

  // Bob's page shows his laptop as Intune last read it: not encrypted and not compliant.
  await page.goto('/manage/people');
  await page.getByRole('table').getByRole('link', { name: 'Bob Stone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bob Stone' })).toBeVisible();
  const laptop = page.getByRole('list', { name: 'Managed devices' }).getByRole('listitem', { name: 'Bob’s MacBook' });
  await expect(laptop).toContainText('macOS 13.6.1');
  await expect(laptop).toContainText('Not encrypted');
  await expect(laptop).toContainText('Not compliant');
  await expect(page.getByRole('listitem', { name: 'ALICE-LAPTOP' })).toHaveCount(0);
});
