import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';

// A new organization adds ISO 27001 and finds its page, with the Statement of Applicability's files, by clicking only.
test('a followed framework is reached from its Frameworks card and from its setup, never by typing its address', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/frameworks');
  const iso = page.getByRole('article', { name: 'ISO 27001' });
  await iso.getByRole('button', { name: 'Activate: ISO 27001' }).click();
  await expect(page).toHaveURL('/manage/iso27001Setup', { timeout: 15_000 });

  // From the setup guide: the breadcrumb's framework name, then the header's link.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByRole('link', { name: 'ISO 27001' }).click();
  await expect(page).toHaveURL('/manage/frameworkManage?framework=iso27001');
  await expect(page.getByRole('button', { name: 'Generate Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Word' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Frameworks' }).click();
  await expect(iso).toContainText('In Progress');
  await iso.getByRole('link', { name: 'Continue Setup: ISO 27001' }).click();
  await page.getByRole('link', { name: 'Requirements and SoA' }).click();
  await expect(page).toHaveURL('/manage/frameworkManage?framework=iso27001');

  // From the Frameworks card: View Tasks and the framework's name.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Frameworks' }).click();
  await iso.getByRole('link', { name: 'View Tasks: ISO 27001' }).click();
  await expect(page).toHaveURL('/manage/frameworkManage?framework=iso27001');
  await expect(page.getByRole('button', { name: 'Generate Excel' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Frameworks' }).click();
  await iso.getByRole('heading', { name: 'ISO 27001' }).getByRole('link', { name: 'ISO 27001' }).click();
  await expect(page).toHaveURL('/manage/frameworkManage?framework=iso27001');
});
