import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/manage-axe';
import { stat } from '../support/stat';

test.describe('HIPAA activation wizard', () => {
  test('walks the four steps with locked items, indicators and both messages', async ({ page }) => {
    await signIn(page, '/manage/hipaaActivate');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([/Frameworks/, /HIPAA/, /Activation/]);
    const steps = page.getByRole('list', { name: 'Activation steps' }).getByRole('listitem');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'active');

    await page.getByRole('radio', { name: /^Business Associate/ }).check();
    await page.getByLabel('Organization name').fill('Acme Health');
    const sectors = await page.getByLabel('Primary healthcare sector').locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(sectors).toEqual(['', 'hospital', 'clinic', 'dental', 'mental-health', 'pharmacy', 'insurance', 'laboratory', 'it-services', 'billing', 'other']);
    await page.getByLabel('Primary healthcare sector').selectOption('clinic');
    await expectNoAxeViolations(page);
    await next.click();

    await expect(steps.nth(0)).toHaveAttribute('data-state', 'completed');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'active');
    await expect(page.getByRole('heading', { name: 'Step 2 of 4: Scope' })).toBeFocused();
    await expect(page.getByLabel(/Privacy Rule/)).toBeChecked();
    await expect(page.getByLabel(/Privacy Rule/)).toBeDisabled();
    await expect(page.getByLabel(/Security Rule/)).toBeDisabled();
    await page.getByLabel('Breach Notification Rule').check();
    await page.getByLabel('Genetic information').check();
    await page.getByLabel('Over 50,000 patient records').check();
    await expectNoAxeViolations(page);
    await next.click();

    await expect(page.getByLabel(/Security officer designation/)).toBeDisabled();
    await expect(page.getByLabel(/Unique user authentication/)).toBeChecked();
    await page.getByLabel('Encryption and decryption').check();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Genetic information')).toBeChecked();
    await next.click();
    await next.click();

    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
    const activate = page.getByRole('button', { name: 'Activate HIPAA' });
    await expect(page.getByText('PHI categories')).toBeVisible();
    await expect(page.getByText('6-8 weeks')).toBeVisible();
    await expect(page.getByText('Acme Health (Business Associate)')).toBeVisible();
    await activate.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please confirm that you have reviewed the configuration.' })).toBeVisible();
    await page.getByLabel(/reviewed the configuration and understand the compliance requirements/).check();
    await activate.click();
    await expect(page.getByText('HIPAA compliance framework has been activated! You will be redirected to the implementation dashboard.')).toBeVisible();
    await expect(page).toHaveURL('/manage/hipaaActivate');
    await expectNoAxeViolations(page);
  });
});

test.describe('ISO 27001 setup', () => {
  test('shows breadcrumb, progress summary, phases, sidebar and buttons', async ({ page }) => {
    await signIn(page, '/manage/iso27001Setup');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([/Frameworks/, /ISO 27001/, /Setup/]);
    await expect(stat(page, 'Annex A Controls')).toContainText('114');
    await expect(stat(page, 'Implemented')).toContainText('73');
    await expect(stat(page, 'Phases Complete')).toContainText('8 of 12');
    await expect(page.getByText('65% complete')).toBeVisible();
    for (const heading of ['Next Actions', 'Helpful Resources', 'Implementation Timeline']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Documentation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Help' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue Next Step' }).click();
    await expect(page.getByText('Continuing Implement Annex A controls...')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('phase headers toggle their steps; step links act', async ({ page }) => {
    await signIn(page, '/manage/iso27001Setup');
    const phase1 = page.getByRole('button', { name: /Phase 1: Planning & Scoping/ });
    await expect(phase1).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Define ISMS scope', { exact: true })).toBeHidden();
    await phase1.click();
    await expect(page.getByText('Define ISMS scope', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit: Define ISMS scope' }).click();
    await expect(page.getByText('Editing Define ISMS scope...')).toBeVisible();
    await phase1.click();
    await expect(page.getByText('Define ISMS scope', { exact: true })).toBeHidden();
    const phase4 = page.getByRole('button', { name: /Phase 4: Audit & Certification/ });
    await expect(phase4).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Start: Internal audit' }).click();
    await expect(page.getByText('Starting Internal audit...')).toBeVisible();
    await phase4.click();
    await expect(page.getByRole('button', { name: 'Start: Internal audit' })).toBeHidden();
  });
});
