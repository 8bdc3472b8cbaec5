import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { CLIENT_ID, CLIENT_SECRET, startEntraStandIn, TENANT, type EntraStandIn } from '../../support/entra-id-stand-in';

// A local server answering Microsoft's documented shapes stands in for the identity platform and Graph, through the
// sign-in and Graph URLs of the form.
let entra: EntraStandIn;
test.beforeAll(async () => {
  entra = await startEntraStandIn();
});
test.afterAll(() => entra.close());

const policyCheck = 'A conditional access policy requires MFA of every Microsoft Entra ID user';

test('an admin connects Microsoft Entra ID after a refused secret, runs its checks, sees People filled and MFA needing attention, and a fix passes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Microsoft Entra ID' }) });
  await expect(card).toContainText('Not Connected');
  await expect(card).toContainText('User.Read.All');

  const form = page.getByRole('form', { name: 'Connect Microsoft Entra ID' });
  await form.getByRole('button', { name: 'Connect Microsoft Entra ID' }).click();
  await expect(form.getByText('Enter the tenant ID.')).toBeVisible();
  await form.getByLabel('Tenant ID').fill(TENANT);
  await form.getByLabel('Client ID').fill(CLIENT_ID);
  await form.getByLabel('Client secret').fill('Wrong~secretValue0000000000');
  await form.getByLabel('Sign-in URL').fill(entra.url);
  await form.getByLabel('Graph URL').fill(entra.url);
  await form.getByRole('button', { name: 'Connect Microsoft Entra ID' }).click();
  await expect(form.getByText(/^Microsoft refused the app \(its token could not be issued\)/)).toBeVisible();
  await expect(card).toContainText('Not Connected');

  await form.getByLabel('Client secret').fill(CLIENT_SECRET);
  await form.getByRole('button', { name: 'Connect Microsoft Entra ID' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(CLIENT_SECRET);

  await card.getByRole('button', { name: 'Run checks now' }).click();
  const run = card.getByRole('region', { name: 'Latest check run' });
  const policy = run.getByRole('listitem', { name: policyCheck });
  await expect(policy).toContainText('Failed', { timeout: 20_000 });
  await expect(policy).toContainText('Require MFA for all users (enabledForReportingButNotEnforced)');
  await expect(
    run.getByRole('listitem', { name: 'Every enabled Microsoft Entra ID member is registered for multi-factor authentication' }),
  ).toContainText('bob@acme.example');
  await expect(run.getByRole('listitem', { name: 'No Microsoft Entra ID guest holds a directory role' })).toContainText('Security Reader');
  await expect(run.locator(':scope > ul > li')).toHaveCount(6);

  // The run filled People with the enabled members, marked as coming from Entra ID; guests and disabled accounts are not.
  await page.goto('/manage/people');
  const people = page.getByRole('table');
  await expect(people.getByRole('row').filter({ hasText: 'Alice Ng' })).toContainText('Engineering');
  await expect(people.getByRole('row').filter({ hasText: 'Bob Stone' })).toBeVisible();
  await expect(people.getByRole('row').filter({ hasText: 'Dave Kim' })).toHaveCount(0);
  await expect(people.getByRole('row').filter({ hasText: 'Eve Partner' })).toHaveCount(0);
  await people.getByRole('link', { name: 'Alice Ng' }).click();
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  await expect(details).toContainText('Microsoft Entra ID (identity provider)');

  // The failing MFA checks put the multi-factor control in need of attention.
  await page.goto('/manage');
  const attention = page.getByRole('region', { name: 'Controls Needing Attention' });
  await expect(attention).toContainText('AC-05');
  await expect(attention).toContainText(policyCheck);

  // The policy is switched on and Bob registers: the next run passes both, and the control no longer needs attention.
  entra.set({ mfaPolicy: 'enabled', allRegistered: true });
  await page.goto('/manage/settings?path=integrations');
  await card.getByRole('button', { name: 'Run checks now' }).click();
  await expect(policy).toContainText('Passed', { timeout: 20_000 });
  await page.goto('/manage');
  await expect(attention).not.toContainText(policyCheck);
  await expect(attention).not.toContainText('AC-05');
});
