import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

// Every public page as first drawn is checked by `npm run bench -- --check` (CI), with the same rules; these are
// the states only a visitor's steps reach.
test('axe finds nothing on a question, the results and the demo form with errors', async ({ page }) => {
  await page.goto('/questionnaire');
  await page.getByRole('button', { name: 'Start Now' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/questionnaire?industry=fintech&data=financial&location=global');
  await expect(page.getByRole('heading', { name: 'Your recommended frameworks' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/book');
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoViolations(page);
});
