import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';

// Settings › Assistant: an administrator turns the assistant on and sets its retention and budgets. The suite's
// server has no model configured, so the section says nothing leaves the server. The demo organization's choices
// are put back at the end, as other specs share it.

const toggle = (page: Page) => page.getByRole('switch', { name: 'Use the assistant in this organization' });

async function save(page: Page, { on, days, questions }: { on: boolean; days: string; questions: string }) {
  await page.getByLabel('Keep conversations (days)').fill(days);
  await page.getByLabel('Questions a member may ask a day').fill(questions);
  await toggle(page).setChecked(on);
  await page.getByRole('button', { name: 'Save Assistant' }).click();
}

test('an admin turns the assistant on with a retention of their own, and a wrong number is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/manage/settings?path=assistant');
  await expect(page.locator('#settings-section-heading')).toHaveText('Assistant');
  await expect(page.getByText('No model is configured: nothing leaves the server.')).toBeVisible();

  await save(page, { on: true, days: '0', questions: '25' });
  await expect(page.getByText('Enter at least 1 day.')).toBeVisible();

  await save(page, { on: true, days: '30', questions: '25' });
  await expect(page.getByText('The assistant is on for your organization.')).toBeVisible();
  await page.reload();
  await expect(toggle(page)).toBeChecked();
  await expect(page.getByLabel('Keep conversations (days)')).toHaveValue('30');
  await expect(page.getByLabel('Questions a member may ask a day')).toHaveValue('25');

  await page.goto('/manage/settings?path=organization');
  await expect(page.getByText('Turned the assistant on: conversations kept 30 days, 25 questions a member a day').first()).toBeVisible();

  await page.goto('/manage/settings?path=assistant');
  await save(page, { on: false, days: '90', questions: '100' });
  await expect(page.getByText('The assistant is off: nothing is sent to a model.')).toBeVisible();
});
