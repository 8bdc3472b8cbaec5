import { expect, test, type Page } from '@playwright/test';
import { describeDaysRemaining } from '../../../lib/domain/audits/display';
import { daysBetween } from '../../../lib/domain/calendar-days';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const DAY = 24 * 60 * 60 * 1000;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const rows = (page: Page) => page.getByRole('table', { name: 'Audit history' }).locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const statCard = (page: Page, label: string) =>
  page
    .locator('p', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('..');
const upcomingCard = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Schedules an audit through the Schedule Audit dialog of the Audits screen. */
async function schedule(page: Page, name: string, startIn: number, length = 4) {
  await page.getByRole('button', { name: '+ Schedule Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
  await dialog.getByLabel('Audit name').fill(name);
  await dialog.getByLabel('Audit type').selectOption('external');
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Auditor or firm').fill('Deloitte & Touche');
  await dialog.getByLabel('Start date').fill(dayFromToday(startIn));
  await dialog.getByLabel('End date').fill(dayFromToday(startIn + length));
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toHaveCount(1);
}

// A new organization of its own, so the demo organization keeps the figures other tests count.
test.describe('An audit through its life', () => {
  test('is scheduled, edited, rescheduled and completed with Pass; another is cancelled; a reload shows the same', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/audits');
    await schedule(page, 'SOC 2 Type II Annual Audit', 30);
    await schedule(page, 'Vendor Security Review', 12, 1);
    await expect(statCard(page, 'Upcoming Audits')).toContainText('2');
    await expect(statCard(page, 'Days to Next Audit')).toContainText('12');

    // Edit from the history's row: a new auditor and description.
    await page.getByRole('button', { name: 'Edit SOC 2 Type II Annual Audit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Audit' });
    await expect(edit.getByLabel('Audit name')).toHaveValue('SOC 2 Type II Annual Audit');
    await edit.getByLabel('Auditor or firm').fill('KPMG');
    await edit.getByLabel('Description').fill('Type II examination of the security criteria.');
    await edit.getByRole('button', { name: 'Save Audit' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Audit "SOC 2 Type II Annual Audit" saved.');
    await expect(row(page, 'SOC 2 Type II Annual Audit')).toContainText('KPMG');

    // Reschedule: the days remaining follow the new start.
    const soc2Card = upcomingCard(page, 'SOC 2 Type II Annual Audit');
    await expect(soc2Card.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysBetween(todayUtc(), dayFromToday(30))));
    await page.getByRole('button', { name: 'Reschedule SOC 2 Type II Annual Audit' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule Audit' });
    const newStart = dayFromToday(50);
    await reschedule.getByLabel('New start date').fill(newStart);
    await reschedule.getByLabel('New end date').fill(dayFromToday(48));
    await reschedule.getByRole('button', { name: 'Reschedule Audit' }).click();
    await expect(reschedule.getByText('The end date cannot be before the start date.')).toBeVisible();
    await reschedule.getByLabel('New end date').fill(dayFromToday(55));
    await reschedule.getByLabel('Note').fill('The auditor asked for a later window.');
    await reschedule.getByRole('button', { name: 'Reschedule Audit' }).click();
    await expect(reschedule).toBeHidden();
    await expect(soc2Card.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysBetween(todayUtc(), newStart)));

    // Cancel the other audit: a reason is required; it leaves Upcoming and the figures, and stays in the history.
    await page.getByRole('button', { name: 'Cancel Vendor Security Review' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Audit' });
    await cancel.getByRole('button', { name: 'Cancel Audit' }).click();
    await expect(cancel.getByText('Enter the reason for cancelling.')).toBeVisible();
    await cancel.getByLabel('Reason for cancelling').fill('The vendor was replaced.');
    await cancel.getByRole('button', { name: 'Cancel Audit' }).click();
    await expect(cancel).toBeHidden();
    await expect(row(page, 'Vendor Security Review')).toContainText('Cancelled');
    await expect(upcomingCard(page, 'Vendor Security Review')).toHaveCount(0);
    await expect(statCard(page, 'Upcoming Audits')).toContainText('1');
    await expect(statCard(page, 'Days to Next Audit')).toContainText(String(daysBetween(todayUtc(), newStart)));
    await expect(page.getByRole('button', { name: 'Edit Vendor Security Review' })).toHaveCount(0);

    // The audit's page: its fields, days remaining and history; complete it there with Pass.
    await page.getByRole('link', { name: 'View SOC 2 Type II Annual Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SOC 2 Type II Annual Audit' })).toBeVisible();
    await expect(page.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysBetween(todayUtc(), newStart)));
    const history = page.locator('section', { has: page.getByRole('heading', { name: 'History', exact: true }) });
    await expect(history).toContainText('The auditor asked for a later window.');
    await expect(history).toContainText('auditor Deloitte & Touche → KPMG');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const complete = page.getByRole('dialog', { name: 'Edit Audit' });
    await complete.getByLabel('Result').selectOption('Pass');
    await complete.getByRole('button', { name: 'Save Audit' }).click();
    await expect(complete.getByText(/Only a completed audit has a result/)).toBeVisible();
    await complete.getByLabel('Status').selectOption('completed');
    await complete.getByRole('button', { name: 'Save Audit' }).click();
    await expect(complete).toBeHidden();
    await expect(page.getByText('Result', { exact: true }).locator('..')).toContainText('Pass');
    await expect(page.getByTestId('days-remaining')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reschedule', exact: true })).toHaveCount(0);
    await expect(history).toContainText('status Scheduled → Completed; result Pending → Pass');

    // The records are the organization's: after a reload the list says the same.
    await page.goto('/manage/audits');
    await page.reload();
    await expect(row(page, 'SOC 2 Type II Annual Audit')).toContainText('Completed');
    await expect(row(page, 'SOC 2 Type II Annual Audit')).toContainText('Pass');
    await expect(row(page, 'Vendor Security Review')).toContainText('Cancelled');
    await expect(statCard(page, 'Upcoming Audits')).toContainText('0');
    await expect(statCard(page, 'Completed')).toContainText('1');
    await expect(statCard(page, 'Days to Next Audit')).toContainText('—');
    await expect(page.getByRole('button', { name: 'Download SOC 2 Type II Annual Audit' })).toBeVisible();

    // The status filter finds the cancelled audit on the server.
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Vendor Security Review');
  });
});
