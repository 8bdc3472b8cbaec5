import { expect, test, type Page } from '@playwright/test';

async function start(page: Page) {
  await page.goto('/questionnaire');
  await page.getByRole('button', { name: 'Start Now' }).click();
}

const option = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) });

test.describe('questionnaire', () => {
  test('intro, progress, Back, Skip and results computed locally', async ({ page }) => {
    await page.goto('/questionnaire');
    await expect(page.getByText('3 questions')).toBeVisible();
    await expect(page.getByText('No account required')).toBeVisible();
    await page.getByRole('button', { name: 'Start Now' }).click();

    const progress = page.getByRole('progressbar', { name: 'Questionnaire progress' });
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByText('About 2 minutes remaining')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What industry is your company in?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (const name of ['Digital Health', 'Fintech', 'SaaS', 'AI', 'E-commerce', 'Other']) {
      await expect(option(page, name)).toBeVisible();
    }

    await option(page, 'Fintech').click();
    await expect(option(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Question 2 of 3')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '67');
    await expect(page.getByText('About 1 minute remaining')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What type of data do you handle?' })).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await expect(option(page, 'Fintech')).toHaveAttribute('aria-pressed', 'true');
    await option(page, 'Fintech').click();

    await expect(page.getByText('Question 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await expect(page.getByText('Question 3 of 3')).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('heading', { name: 'Where are your customers located?' })).toBeVisible();
    for (const name of ['United States', 'European Union', 'California', 'Global']) {
      await expect(option(page, name)).toBeVisible();
    }
    await option(page, 'Global').click();

    await expect(page.getByRole('heading', { name: 'Your recommended frameworks' })).toBeVisible();
    const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['GLBA', 'SOC 2', 'BSA/AML', 'GDPR', 'CCPA']);
    await expect(items.nth(0)).toContainText('Critical');
    await expect(items.nth(1)).toContainText('Critical');
    await expect(items.nth(2)).toContainText('Important');
    await expect(items.nth(3)).toContainText('Important');
    await expect(items.nth(4)).toContainText('Recommended');
    await expect(page.getByTestId('result-count')).toHaveText('5');
    await expect(page.getByTestId('result-price')).toHaveText('$1,000');
    await expect(page.getByTestId('result-free')).toHaveText('1');
    await expect(page).toHaveURL('/questionnaire?industry=fintech&data=skipped&location=global');
  });

  test('a shared link reproduces the result without answering again', async ({ page }) => {
    await page.goto('/questionnaire?industry=digital-health&data=healthcare&location=eu');
    await expect(page.getByRole('heading', { name: 'Your recommended frameworks' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['HIPAA', 'HITECH', 'HITRUST', 'GDPR', 'SOC 2']);
    await expect(page.getByRole('link', { name: 'Link to this result' })).toHaveAttribute(
      'href',
      '/questionnaire?industry=digital-health&data=healthcare&location=eu',
    );
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeVisible();
    await expect(page).toHaveURL('/questionnaire');
  });

  test('an unknown answer in a link shows the intro', async ({ page }) => {
    await page.goto('/questionnaire?industry=banking&data=none&location=us');
    await expect(page.getByRole('button', { name: 'Start Now' })).toBeEnabled();
  });

  test('all skipped recommends SOC 2 alone with the default reason', async ({ page }) => {
    await start(page);
    for (const n of [1, 2, 3]) {
      await expect(page.getByText(`Question ${n} of 3`)).toBeVisible();
      await page.getByRole('button', { name: 'Skip this question' }).click();
    }
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['SOC 2']);
    await expect(page.getByText('Standard compliance requirement for your industry')).toBeVisible();
    await expect(page.getByTestId('result-price')).toHaveText('$200');
  });

  test('Book a Demo First says it redirects, then opens the demo form pre-filled', async ({ page }) => {
    await page.goto('/questionnaire?industry=saas&data=personal&location=california');
    await page.getByRole('button', { name: 'Book a Demo First' }).click();
    await expect(page.getByRole('status').getByText('Redirecting you to book a demo…')).toBeVisible();
    await expect(page).toHaveURL('/book?frameworks=SOC%202%2C%20ISO%2027001%2C%20CCPA');
    await expect(page.getByLabel('Frameworks of interest')).toHaveValue('SOC 2, ISO 27001, CCPA');
  });

  test('Start Building Compliance says it redirects, then opens sign-up with the frameworks', async ({ page }) => {
    await page.goto('/questionnaire?industry=ecommerce&data=financial&location=us');
    await page.getByRole('button', { name: 'Start Building Compliance' }).click();
    await expect(page.getByRole('status').getByText('Redirecting you to create your account…')).toBeVisible();
    await expect(page).toHaveURL('/register?frameworks=PCI-DSS%2C%20SOC%202%2C%20GLBA');
  });
});
