import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const rows = (page: Page) => page.getByRole('table', { name: 'Policies' }).locator('tbody tr');
/** A row's actions: links to the policy's pages and buttons for the steps the server runs. */
const actionsOf = (row: ReturnType<typeof rows>) => row.locator('td').last().locator('a, button');
const statCard = (page: Page, label: string) =>
  page
    .locator('p', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('..');

test.describe('Policies', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, '/manage/policies');
  });

  test('shows 47 total, 38 approved, 6 under review, 3 expiring soon, the templates and each status’s actions', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    await expect(statCard(page, 'Total Policies')).toContainText('47');
    await expect(statCard(page, 'Approved')).toContainText('38');
    await expect(statCard(page, 'Under Review')).toContainText('6');
    await expect(statCard(page, 'Expiring Soon')).toContainText('3');
    for (const id of ['security', 'privacy', 'backup', 'access']) await expect(page.locator(`#template-${id}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Policies' });
    for (const column of ['Policy', 'Status', 'Frameworks', 'Owner', 'Last Updated', 'Review Due', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const expected = {
      'Information Security Policy': ['Approved', ['View', 'Edit', 'Download']],
      'Data Privacy Policy': ['Under Review', ['View', 'Review', 'Comments']],
      'Backup and Recovery Policy': ['Draft', ['Edit', 'Submit', 'Delete']],
    } as const;
    for (const [name, [status, actions]] of Object.entries(expected)) {
      const row = rows(page).filter({ hasText: name });
      await expect(row).toContainText(status);
      await expect(actionsOf(row)).toHaveText([...actions]);
    }
    await expect(
      rows(page).filter({ hasText: 'Information Security Policy' }).getByRole('link', { name: 'View Information Security Policy' }),
    ).toHaveAttribute('href', /\/manage\/policies\/[0-9a-f-]{36}$/);
    await expectNoAxeViolations(page);
    // The rest of a programme's templates are folded under the cards until asked for.
    const secureDevelopment = page.getByRole('button', { name: 'Use template Secure Development Policy' });
    await expect(secureDevelopment).toBeHidden();
    await page.getByText('More templates (36)').click();
    await expect(secureDevelopment).toBeVisible();
    // The expired policy was last changed over a year ago: it is on a later page, and under the Expired filter.
    await page.goto('/manage/policies?status=expired');
    const expired = rows(page).filter({ hasText: 'Access Control Policy' });
    await expect(expired).toContainText('Expired');
    await expect(expired).toContainText('Overdue');
    await expect(actionsOf(expired)).toHaveText(['Update', 'Renew', 'Archive']);
  });

  test('View opens the policy with its text, versions and comments', async ({ page }) => {
    await rows(page)
      .filter({ hasText: 'Data Privacy Policy' })
      .getByRole('link', { name: 'View Data Privacy Policy', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Purpose' })).toBeVisible();
    await expect(page.locator('#comments')).toContainText('Emily Johnson');
    await expect(page.locator('#review').getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search, status and framework filters narrow the table', async ({ page }) => {
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('Showing 1–20 of 47 policies')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('review');
    await expect(rows(page)).toHaveCount(6);
    await expect(page).toHaveURL(/status=review/);
    await page.getByLabel('Framework', { exact: true }).selectOption('gdpr');
    await expect(rows(page)).toHaveCount(3);
    await page.getByLabel('Search policies').fill('vendor');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Vendor Management Policy');
    await page.getByLabel('Status', { exact: true }).selectOption('expired');
    await expect(rows(page).first()).toContainText('No records match these filters.');
    await page.getByLabel('Search policies').fill('');
    await page.getByLabel('Framework', { exact: true }).selectOption('');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Access Control Policy');
  });

  test('the Create New Policy modal opens and closes by its button, Escape, Close and Cancel', async ({ page }) => {
    await checkModalOpensAndCloses(page, '+ Create New Policy', 'Create New Policy');
  });
});

test.describe('Policies of a new organization', () => {
  test('creating a policy names missing fields, then stores the draft for the organization', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/policies');
    await expect(page.getByRole('heading', { name: 'No policies yet' })).toBeVisible();
    await expect(statCard(page, 'Total Policies')).toContainText('0');
    await page.getByRole('button', { name: '+ Create New Policy' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Policy' });
    await expect(dialog.getByLabel('Primary framework').locator('option')).toHaveText([
      'Select a framework',
      'SOC 2',
      'ISO 27001',
      'GDPR',
      'CCPA',
      'PCI DSS',
    ]);
    await expect(dialog.getByLabel('Review frequency').locator('option')).toHaveText(['6 months', '12 months', '24 months']);
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await expect(dialog.getByText('Enter the policy name.')).toBeVisible();
    await expect(dialog.getByText('Choose a framework.')).toBeVisible();
    await expect(dialog.getByText('Enter the policy owner.')).toBeVisible();

    await dialog.getByLabel('Policy name').fill('Encryption Standard');
    await dialog.getByLabel('Description').fill('Keys, ciphers and rotation.');
    await dialog.getByLabel('Primary framework').selectOption('pci-dss');
    await dialog.getByLabel('Policy owner').fill('David Kim');
    await dialog.getByLabel('Review frequency').selectOption('6');
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Policy "Encryption Standard" created as a draft.');
    const row = rows(page).first();
    await expect(row).toContainText('Encryption Standard');
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('PCI DSS');
    await expect(actionsOf(row)).toHaveText(['Edit', 'Submit', 'Delete']);
    await expect(statCard(page, 'Total Policies')).toContainText('1');
    await page.reload();
    await expect(rows(page).first()).toContainText('Encryption Standard');
    await expect(rows(page)).toHaveCount(1);
  });
});
