import { expect, test } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { stat } from '../support/stat';

/** A new organization that follows SOC 2 and ISO 27001 (not HIPAA), so the demo's records stay as they are. */
const registerPath = `/register?frameworks=${encodeURIComponent('SOC 2, ISO 27001')}`;

test.describe('HIPAA activation wizard', () => {
  test('walks the four steps, activates HIPAA with the stored answers, and updates them', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/hipaaActivate', registerPath);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([/Frameworks/, /HIPAA/, /Activation/]);
    const steps = page.getByRole('list', { name: 'Activation steps' }).getByRole('listitem');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'active');

    await page.getByRole('radio', { name: /^Business Associate/ }).check();
    await page.getByLabel('Organization name').fill('Acme Health');
    const sectors = await page
      .getByLabel('Primary healthcare sector')
      .locator('option')
      .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(sectors).toEqual([
      '',
      'hospital',
      'clinic',
      'dental',
      'mental-health',
      'pharmacy',
      'insurance',
      'laboratory',
      'it-services',
      'billing',
      'other',
    ]);
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
    await expect(
      page.getByText('HIPAA compliance framework has been activated! You will be redirected to the implementation dashboard.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/manage/hipaaActivate');

    // Stored: the page now says HIPAA is active, with the answers, after a reload too.
    const active = page.getByRole('region', { name: 'HIPAA is active for your organization' });
    await expect(active).toBeVisible();
    await page.reload();
    await expect(active).toContainText('Acme Health (Business Associate)');
    await expect(active).toContainText('Clinic or physician practice');
    await expect(active).toContainText('Genetic information');
    await expect(active).toContainText('Over 50,000 patient records');
    await expect(active).toContainText('Encryption and decryption');
    await expectNoAxeViolations(page);

    await active.getByRole('button', { name: 'Update answers' }).click();
    await expect(page.getByLabel('Organization name')).toHaveValue('Acme Health');
    await page.getByLabel('Organization name').fill('Acme Clinics');
    await next.click();
    await next.click();
    await next.click();
    await page.getByLabel(/reviewed the configuration and understand the compliance requirements/).check();
    await page.getByRole('button', { name: 'Save answers' }).click();
    await expect(page.getByText('Your HIPAA answers have been updated.')).toBeVisible();
    await expect(active).toContainText('Acme Clinics (Business Associate)');

    // Active since the wizard, but at 0% below its 95% threshold: its card asks for review.
    await page.goto('/manage/frameworks?search=HIPAA');
    await expect(page.getByRole('article', { name: 'HIPAA', exact: true })).toContainText('Review Required');
    await expect(stat(page, 'Active')).toContainText('1');
  });
});

test.describe('ISO 27001 setup', () => {
  test('shows breadcrumb, the progress summary from the stored steps and the library, phases, sidebar and buttons', async ({ page }) => {
    await signIn(page, '/manage/iso27001Setup');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      /Frameworks/,
      /ISO 27001/,
      /Setup/,
    ]);
    await expect(stat(page, 'Annex A Controls')).toContainText('93');
    await expect(stat(page, 'Annex A Controls')).toContainText('ISO/IEC 27001:2022');
    await expect(stat(page, 'Implemented')).toContainText(/\d+/);
    await expect(stat(page, 'Steps Complete')).toContainText('8 of 12');
    await expect(page.getByText('65% complete')).toBeVisible();
    for (const heading of ['Next Actions', 'Helpful Resources', 'Implementation Timeline'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Documentation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Help' })).toBeVisible();
    // Continue Next Step shows its message, then opens the next unfinished step with what it needs.
    await page.getByRole('button', { name: 'Continue Next Step' }).click();
    await expect(page.getByText('Continuing Implement Annex A controls...')).toBeVisible();
    const step = page.getByRole('dialog', { name: 'Implement Annex A controls' });
    await expect(step).toContainText('What it needs');
    await expect(step).toContainText('Evidence linked to each control');
    await expectNoAxeViolations(page);
  });

  test('phase headers toggle their steps; step links open the step, the assignment and every phase', async ({ page }) => {
    await signIn(page, '/manage/iso27001Setup');
    const phase1 = page.getByRole('button', { name: /Phase 1: Planning & Scoping/ });
    await expect(phase1).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Define ISMS scope', { exact: true })).toBeHidden();
    await phase1.click();
    await expect(page.getByText('Define ISMS scope', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit: Define ISMS scope' }).click();
    const scope = page.getByRole('dialog', { name: 'Define ISMS scope' });
    await expect(scope).toContainText('A scope statement naming the sites, teams, systems and services covered');
    await expect(scope).toContainText('Completed');
    await scope.getByRole('button', { name: 'Close' }).click();
    await expect(scope).toBeHidden();
    await phase1.click();
    await expect(page.getByText('Define ISMS scope', { exact: true })).toBeHidden();
    const phase4 = page.getByRole('button', { name: /Phase 4: Audit & Certification/ });
    await expect(phase4).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Assign: Internal audit' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Internal audit' });
    await expect(assign.getByLabel('Team member')).toBeVisible();
    await assign.getByRole('button', { name: 'Cancel' }).click();
    await expect(assign).toBeHidden();
    await phase4.click();
    await expect(page.getByRole('button', { name: 'Start: Internal audit' })).toBeHidden();
    await page.getByRole('button', { name: 'View All: Implement Annex A controls' }).click();
    for (const phase of [phase1, phase4]) await expect(phase).toHaveAttribute('aria-expanded', 'true');
  });

  test('a step is done only through its confirmation; Start leaves it in progress', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/iso27001Setup', registerPath);
    await expect(stat(page, 'Steps Complete')).toContainText('0 of 12');
    await expect(page.getByText('0% complete')).toBeVisible();
    await expect(stat(page, 'Annex A Controls')).toContainText('93');
    await expect(stat(page, 'Implemented')).toContainText('0');

    await page.getByRole('button', { name: 'Continue: Define ISMS scope' }).click();
    await page.getByRole('dialog', { name: 'Define ISMS scope' }).getByRole('button', { name: 'Mark as done' }).click();
    const question = page.getByRole('dialog', { name: 'Mark Define ISMS scope as done?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(stat(page, 'Steps Complete')).toContainText('0 of 12');
    await page.getByRole('button', { name: 'Continue: Define ISMS scope' }).click();
    await page.getByRole('dialog', { name: 'Define ISMS scope' }).getByRole('button', { name: 'Mark as done' }).click();
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Define ISMS scope is marked as done.')).toBeVisible();
    await expect(stat(page, 'Steps Complete')).toContainText('1 of 12');
    await expect(page.getByText('5% complete')).toBeVisible();

    await page.getByRole('button', { name: 'Start: Internal audit' }).click();
    await expect(page.getByText('Internal audit is in progress.')).toBeVisible();
    await expect(page.locator('#step-internal-audit')).toContainText('In Progress');
    await expect(stat(page, 'Steps Complete')).toContainText('1 of 12');

    await page.reload();
    await expect(stat(page, 'Steps Complete')).toContainText('1 of 12');
    await expect(page.getByText('5% complete')).toBeVisible();
    const scope = page.locator('#step-isms-scope');
    await expect(scope).toContainText('Completed');
    await expect(scope).toContainText('by Nora New');
    await expect(page.locator('#step-internal-audit')).toContainText('Started');
    await expect(page.getByRole('button', { name: 'Continue: Information security policy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue: Internal audit' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
