import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { API_KEY, COMPANY, daysAgo, startBamboohrStandIn, type BamboohrStandIn } from '../../support/bamboohr-stand-in';

// A local server answering BambooHR's documented custom report stands in for its API, through the form's API URL.
let hr: BamboohrStandIn;
test.beforeAll(async () => {
  hr = await startBamboohrStandIn();
});
test.afterAll(() => hr.close());

test('an admin connects BambooHR after a refused key, runs it, and sees People filled with start dates and a leaver’s offboarding started', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'BambooHR' }) });
  await expect(card).toContainText('Not Connected');
  await expect(card).toContainText('API Keys');

  const form = page.getByRole('form', { name: 'Connect BambooHR' });
  await form.getByRole('button', { name: 'Connect BambooHR' }).click();
  await expect(form.getByText("Enter the company's subdomain.")).toBeVisible();
  await form.getByLabel('Company subdomain').fill(COMPANY);
  await form.getByLabel('API URL').fill(hr.url);
  await form.getByLabel('API key').fill('0000000000000000000000000000000000000000');
  await form.getByRole('button', { name: 'Connect BambooHR' }).click();
  await expect(form.getByText('BambooHR refused the API key (401). Check the key, and that its user is still active.')).toBeVisible();
  await expect(card).toContainText('Not Connected');

  await form.getByLabel('API key').fill(API_KEY);
  await form.getByRole('button', { name: 'Connect BambooHR' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(API_KEY);

  await card.getByRole('button', { name: 'Run checks now' }).click();
  const run = card.getByRole('region', { name: 'Latest check run' });
  // No identity provider is connected: the account checks say so rather than pass or fail.
  await expect(
    run.getByRole('listitem', { name: 'Every active BambooHR employee has an account in a connected identity provider' }),
  ).toContainText('No identity provider', { timeout: 20_000 });
  await expect(run.locator(':scope > ul > li')).toHaveCount(2);

  // People holds the employees with BambooHR's hire dates; the leaver has left on their termination date.
  await page.goto('/manage/people');
  const people = page.getByRole('table');
  await expect(people.getByRole('row').filter({ hasText: 'Alice Ng' })).toContainText('2024-03-04');
  await expect(people.getByRole('row').filter({ hasText: 'Alice Ng' })).toContainText('Engineering');
  await expect(people.getByRole('row').filter({ hasText: 'Bob Stone' })).toContainText(daysAgo(3));
  await expect(people.getByRole('row').filter({ hasText: 'Carol Diaz' })).toContainText(`Left ${daysAgo(8)}`);
  await expect(people.getByRole('row').filter({ hasText: 'Frank Moss' })).toHaveCount(0);

  await people.getByRole('link', { name: 'Carol Diaz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carol Diaz' })).toBeVisible();
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  await expect(details).toContainText('BambooHR (HR system)');
  await expect(details).toContainText('2023-09-18');
  const offboarding = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Offboarding', exact: true }) });
  await expect(offboarding.getByRole('checkbox').first()).toBeVisible();
  await expect(offboarding).not.toContainText('The offboarding checklist starts when the departure is recorded.');
});
