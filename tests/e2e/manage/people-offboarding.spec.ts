import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Adds a person by hand from the People screen and opens their page. */
async function addPerson(page: Page, name: string, email: string, startDate: string) {
  await page.goto('/manage/people');
  await page.getByRole('button', { name: '+ Add person' }).click();
  const add = page.getByRole('dialog', { name: 'Add person' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Start date').fill(startDate);
  await add.getByRole('button', { name: 'Add person' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('table', { name: 'People' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function recordDeparture(page: Page, endDate: string) {
  await page.getByRole('button', { name: 'Record departure' }).click();
  const departure = page.getByRole('dialog', { name: 'Record departure' });
  await departure.getByLabel('End date').fill(endDate);
  await departure.getByRole('button', { name: 'Record departure' }).click();
  await expect(departure).toBeHidden();
}

const section = (page: Page, title: 'Onboarding' | 'Offboarding') =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Ticks every step of the offboarding, waiting for each to be saved (who and when) before the next. */
async function tickEveryStep(page: Page) {
  const offboarding = section(page, 'Offboarding');
  for (const title of ['Access removed: Email and SSO', 'Device returned']) {
    const box = offboarding.getByRole('checkbox', { name: title });
    await expect(box).toBeEnabled();
    await box.check();
    await expect(offboarding.getByRole('listitem').filter({ hasText: title })).toContainText('Done by Nora New');
  }
}

test.describe('Offboarding', () => {
  test('a leaver offboarded in time shows the deadline met, a late one the deadline missed, and both are evidence', async ({ page }) => {
    await signUpNewOrganization(page);

    // The checklists are reached from People, with the defaults and the 24-hour deadline.
    await page.goto('/manage/people');
    await page.getByRole('link', { name: 'Onboarding and offboarding checklists' }).click();
    await expect(page).toHaveURL('/manage/people/checklists');
    await expect(page.getByLabel('Offboarding steps')).toHaveValue('Access removed: Email and SSO\nDevice returned');
    await expect(page.getByLabel('Deadline (hours)')).toHaveValue('24');
    await expectNoAxeViolations(page);

    // A person joining today starts onboarding; offboarding waits for the departure.
    await addPerson(page, 'Olive Leaver', 'olive@example.com', dayAgo(0));
    await expect(section(page, 'Onboarding').getByRole('checkbox', { name: 'Background check' })).toBeVisible();
    await expect(section(page, 'Offboarding')).toContainText('The offboarding checklist starts when the departure is recorded.');

    // Leaving today: the clock starts at midnight UTC, so between 24 and 48 hours are left, which read in whole days
    // like every duration of the product; ticking it all meets the deadline.
    await recordDeparture(page, dayAgo(0));
    const offboarding = section(page, 'Offboarding');
    await expect(offboarding).toContainText('Due in 1 day');
    await expect(offboarding).toContainText('Due 24 hours after the end of the last day (midnight UTC).');
    await expectNoAxeViolations(page);
    await tickEveryStep(page);
    await expect(offboarding).toContainText('Deadline met');
    await expect(offboarding.getByRole('checkbox', { name: 'Device returned' })).toBeDisabled();

    // The finished checklist is an evidence item.
    await offboarding.getByRole('link', { name: 'View the evidence' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Offboarding checklist of Olive Leaver/ })).toBeVisible();

    // Left five days ago: already overdue, and finishing now misses the deadline.
    // Employed for years, he started no onboarding of his own; his page offers to start one.
    await addPerson(page, 'Larry Late', 'larry@example.com', '2024-01-08');
    await expect(section(page, 'Onboarding').getByRole('checkbox')).toHaveCount(0);
    await expect(section(page, 'Onboarding').getByRole('button', { name: 'Start onboarding' })).toBeVisible();
    await recordDeparture(page, dayAgo(5));
    await expect(section(page, 'Offboarding')).toContainText(/Overdue by \d+ (hours|days)/);
    await tickEveryStep(page);
    await expect(section(page, 'Offboarding')).toContainText('Deadline missed');

    await page.goto('/manage/evidence');
    await expect(page.getByText(/Offboarding checklist of Larry Late/).first()).toBeVisible();
    await expect(page.getByText(/Offboarding checklist of Olive Leaver/).first()).toBeVisible();
  });
});
