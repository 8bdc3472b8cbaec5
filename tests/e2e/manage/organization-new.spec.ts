import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { stat } from '../support/stat';

// A new organization's screens: empty states, the Getting started panel, frameworks the questionnaire brought
// to sign-up, and adding one from Add Framework. Each test founds its own organization, so the demo organization
// keeps the figures other specs count.

test('a new organization sees what to do first on every framework screen, never sample records', async ({ page }) => {
  await signUpNewOrganization(page);
  const gettingStarted = page.getByRole('region', { name: 'Getting started' });
  await expect(gettingStarted.getByRole('link', { name: 'Add your frameworks' })).toHaveAttribute('href', '/manage/addFrameworks');
  await expect(gettingStarted.getByRole('link', { name: 'Upload evidence' })).toHaveAttribute('href', '/manage/evidence');
  await expect(gettingStarted.getByRole('link', { name: 'Create a policy' })).toHaveAttribute('href', '/manage/policies');
  await expect(gettingStarted).not.toContainText('questionnaire');
  await expect(stat(page, 'Active Frameworks')).toContainText('0');
  await expect(stat(page, 'Compliance Score')).toContainText('—');
  await expect(stat(page, 'Open Issues')).toContainText('0');
  await expect(stat(page, 'Days to Next Audit')).toContainText('—');
  await expect(page.getByRole('region', { name: 'Framework Status' })).toContainText('No frameworks yet');
  await expectNoAxeViolations(page);

  await page.goto('/manage/frameworks');
  await expect(page.getByRole('heading', { name: 'Your organization follows no frameworks yet' })).toBeVisible();
  await expect(stat(page, 'Available')).toContainText('32');
  await expect(page.getByRole('article', { name: 'SOC 2 Type II' })).toContainText('Last updated: Never');
  // Nothing implemented yet: the library's frameworks preview an overlap of none.
  await expect(page.getByRole('article', { name: 'SOC 2 Type II' })).toContainText(
    'Your implemented controls already cover 0 of its 61 requirements.',
  );
  await expect(page.getByRole('article', { name: 'HIPAA', exact: true })).toContainText(
    'Your implemented controls already cover 0 of its 50 requirements.',
  );
  await expect(page.getByRole('article', { name: 'GLBA' })).toContainText(
    'Your implemented controls already cover 0 of its 43 requirements.',
  );
  await expect(page.getByRole('article', { name: 'NIST CSF' })).toContainText(
    'Your implemented controls already cover 0 of its 106 requirements.',
  );
  await expect(page.getByRole('button', { name: /^Remove: / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/manage/addFrameworks');
  await expect(page.getByRole('article', { name: 'SOC 2', exact: true })).toContainText('61 criteria');
  await expect(page.getByRole('article', { name: 'SOC 2', exact: true })).toContainText(
    'Your implemented controls already cover 0 of its 61 requirements.',
  );
  await expect(page.getByRole('article', { name: 'PCI DSS', exact: true })).toContainText(
    'Your implemented controls already cover 0 of its 63 requirements.',
  );
  await expect(page.getByRole('article', { name: 'FDA 21 CFR Part 11', exact: true })).toContainText('33 requirements');
  await expect(page.getByRole('article', { name: 'FDA 21 CFR Part 11', exact: true })).toContainText(
    'Your implemented controls already cover 0 of its 33 requirements.',
  );

  await page.goto('/manage/ccpa-issues');
  await expect(page.getByRole('heading', { name: 'No open CCPA issues' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goto('/manage/frameworkManage');
  await expect(page.getByRole('heading', { name: 'SOC 2 is not part of your organization yet' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
  await page.goto('/manage/iso27001Setup');
  await expect(page.getByRole('heading', { name: 'ISO 27001 is not part of your organization yet' })).toBeVisible();
});

test('sign-up from the questionnaire adds its frameworks, and Add Framework adds another', async ({ page }) => {
  // As the questionnaire's Start Building Compliance sends it.
  await signUpNewOrganization(page, '/manage', `/register?frameworks=${encodeURIComponent('PCI-DSS, SOC 2, GLBA')}`);
  await expect(page.getByRole('region', { name: 'Getting started' })).toContainText(
    'We added SOC 2 Type II, PCI DSS and GLBA from your questionnaire.',
  );
  const status = page.getByRole('region', { name: 'Framework Status' });
  await expect(status.getByRole('listitem')).toHaveCount(3);
  await expect(status.getByRole('listitem').first()).toContainText('SOC 2 Type II');
  await expect(status.getByRole('listitem').first()).toContainText('In Progress');
  await expect(stat(page, 'Active Frameworks')).toContainText('0');

  await page.goto('/manage/frameworks');
  await expect(stat(page, 'In Progress')).toContainText('3');
  await expect(stat(page, 'Available')).toContainText('29');
  await expect(page.getByRole('heading', { name: 'Your organization follows no frameworks yet' })).toBeHidden();

  await page.goto('/manage/addFrameworks');
  await expect(page.getByRole('button', { name: 'Added: SOC 2' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Added: PCI DSS' })).toBeDisabled();
  // Followed frameworks show Added and no overlap preview; HIPAA, not followed yet, shows one, with the requirements
  // that share controls with SOC 2 and PCI DSS by the library's crosswalk.
  await expect(page.getByRole('article', { name: 'SOC 2', exact: true })).not.toContainText('Your implemented controls');
  await expect(page.getByRole('article', { name: 'HIPAA Security Rule', exact: true })).toContainText(
    /Your implemented controls already cover 0 of its 50 requirements, and [1-9]\d* share controls with the frameworks you follow\./,
  );
  await page.getByRole('button', { name: 'Add Framework: HIPAA Security Rule' }).click();
  await expect(page.getByText('HIPAA was added to your frameworks. Continue its setup from Frameworks.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added: HIPAA Security Rule' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.goto('/manage/frameworks');
  await expect(stat(page, 'In Progress')).toContainText('4');
  await expect(page.getByRole('article', { name: 'HIPAA', exact: true })).toContainText('In Progress');
});

test('a followed framework is removed after confirming; the stat cards and Add Framework follow', async ({ page }) => {
  await signUpNewOrganization(page, '/manage/frameworks', '/register?frameworks=GDPR');
  await expect(stat(page, 'In Progress')).toContainText('1');
  await expect(stat(page, 'Available')).toContainText('31');
  const gdpr = page.getByRole('article', { name: 'GDPR', exact: true });
  await expect(gdpr).toContainText('In Progress');
  await expect(gdpr).not.toContainText('Your implemented controls');

  // Cancel first: nothing changes.
  await gdpr.getByRole('button', { name: 'Remove: GDPR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove GDPR' });
  await expect(dialog).toContainText(
    'Remove GDPR from your frameworks? Its control states stay, so adding it again restores its progress.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'In Progress')).toContainText('1');

  await gdpr.getByRole('button', { name: 'Remove: GDPR' }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('GDPR was removed from your frameworks. Its control states are kept.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'In Progress')).toContainText('0');
  await expect(stat(page, 'Available')).toContainText('32');
  await expect(gdpr).toContainText('Available');
  await expect(gdpr).toContainText('Your implemented controls already cover 0 of its 38 requirements.');
  await expect(gdpr.getByRole('button', { name: 'Remove: GDPR' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your organization follows no frameworks yet' })).toBeVisible();

  // The other screens read the same rows.
  await page.goto('/manage/addFrameworks');
  await expect(page.getByRole('button', { name: 'Add Framework: GDPR' })).toBeEnabled();
  await page.goto('/manage');
  await expect(page.getByRole('region', { name: 'Framework Status' })).toContainText('No frameworks yet');
});
