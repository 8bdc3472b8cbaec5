import { expect, test } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const rows = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Evidence library' }).locator('tbody tr');

// The demo organization's seeded library (lib/seed/evidence.ts): 8 items, 4 verified, 2 pending, 2 failed.
test.describe('Evidence (demo organization)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, '/manage/evidence');
  });

  test('shows the figures, collection progress and the library with each status’s actions', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Evidence' })).toBeVisible();
    await expect(page).toHaveTitle(/Evidence/);
    for (const [label, value] of [
      ['Total Evidence', '8'],
      ['Verified', '4'],
      ['Pending Review', '2'],
      ['Verification Failed', '2'],
    ] as const) {
      await expect(
        page
          .locator('p', { hasText: new RegExp(`^${label}$`) })
          .first()
          .locator('..'),
      ).toContainText(value);
    }
    await expect(page.getByRole('heading', { name: 'Automated Collection Progress' })).toBeVisible();
    // Per framework the organization follows: the share of its controls backed by current evidence or a passing
    // check. The demo organization connects no integration, so none is backed by a check.
    const soc2 = page.getByRole('progressbar', { name: 'SOC 2 controls backed' });
    const summary = await page
      .getByText(/^\d+ of \d+ controls backed, 0 by a passing check$/)
      .first()
      .textContent();
    const [backed, total] = summary!.match(/\d+/g)!.map(Number);
    expect(backed).toBeGreaterThan(0);
    await expect(soc2).toHaveAttribute('aria-valuenow', String(Math.round((backed! / total!) * 100)));
    const table = page.getByRole('table', { name: 'Evidence library' });
    for (const column of ['Evidence', 'Type', 'Framework', 'Status', 'Date Collected', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // Each row action does what it says: links to the item's page (and its forms) and its file, Archive a button.
    const verified = rows(page).filter({ hasText: 'Access Control Logs Q4' });
    await expect(verified).toContainText('Verified');
    for (const action of ['View', 'Download'])
      await expect(verified.getByRole('link', { name: `${action} Access Control Logs Q4`, exact: true })).toBeVisible();
    await expect(verified.getByRole('button', { name: 'Archive Access Control Logs Q4', exact: true })).toBeVisible();
    await expect(verified.getByRole('link', { name: 'Download Access Control Logs Q4' })).toHaveAttribute(
      'href',
      /^\/manage\/evidence\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/,
    );
    const pending = rows(page).filter({ hasText: 'Firewall Configuration' });
    await expect(pending).toContainText('Pending Review');
    for (const action of ['View', 'Review', 'Edit'])
      await expect(pending.getByRole('link', { name: `${action} Firewall Configuration`, exact: true })).toBeVisible();
    const failed = rows(page).filter({ hasText: 'Encryption Certificate' });
    await expect(failed).toContainText('Verification Failed');
    for (const action of ['View', 'Retry', 'Replace'])
      await expect(failed.getByRole('link', { name: `${action} Encryption Certificate`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Retry opens the item's page with its Retry form; closing it leaves the item as it was.
    await failed.getByRole('link', { name: 'Retry Encryption Certificate' }).click();
    await expect(page).toHaveURL(/\/manage\/evidence\/[0-9a-f-]{36}\?panel=retry$/);
    const retry = page.getByRole('dialog', { name: 'Retry Encryption Certificate' });
    await expect(retry).toBeVisible();
    await expect(retry.getByText('The new files become revision 2')).toBeVisible();
    await retry.getByRole('button', { name: 'Cancel' }).click();
    await expect(retry).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Encryption Certificate' })).toBeVisible();
    await expect(page.getByText('Verification Failed').first()).toBeVisible();
  });

  test('search and the framework, type and status filters narrow the library and stay in the URL', async ({ page }) => {
    await expect(rows(page)).toHaveCount(8);
    await page.getByLabel('Search evidence').fill('firewall');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Firewall Configuration');
    await expect(page).toHaveURL(/q=firewall/);
    await page.getByLabel('Search evidence').fill('');
    await page.getByLabel('Status', { exact: true }).selectOption('failed');
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Type', { exact: true }).selectOption('system-log');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Backup Job Logs');
    await page.getByLabel('Framework', { exact: true }).selectOption('gdpr');
    await expect(rows(page).first()).toContainText('No records match these filters.');
    await page.reload();
    await expect(page.getByLabel('Framework', { exact: true })).toHaveValue('gdpr');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('failed');
    await page.getByLabel('Framework', { exact: true }).selectOption('iso27001');
    await expect(rows(page)).toHaveCount(1);
  });

  test('the upload modal opens by its button and closes by Escape, Close and Cancel', async ({ page }) => {
    await checkModalOpensAndCloses(page, '+ Upload Evidence', 'Upload Evidence');
  });
});

// Uploads go to a brand-new organization of their own, so the demo library above stays as seeded.
test.describe('Evidence (a new organization)', () => {
  test('starts empty, then the upload form names missing fields, refuses an 11 MB file and a wrong type, and stores an upload', async ({
    page,
  }, testInfo) => {
    await signUpNewOrganization(page, '/manage/evidence');
    await expect(page.getByRole('heading', { name: 'No evidence yet' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Evidence library' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Automated Collection Progress' })).toHaveCount(0);
    await expect(page.locator('p', { hasText: /^Total Evidence$/ }).locator('..')).toContainText('0');
    await expectNoAxeViolations(page);

    const big = testInfo.outputPath('eleven-megabytes.pdf');
    await writeFile(big, Buffer.alloc(11 * 1024 * 1024, 1));
    const wrong = testInfo.outputPath('notes.txt');
    await writeFile(wrong, 'plain text');
    const good = testInfo.outputPath('firewall-export.pdf');
    await writeFile(good, '%PDF-1.4 sample');

    await page.getByRole('button', { name: '+ Upload Evidence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Evidence' });
    await expect(dialog.getByText('up to 10MB each')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
    await expect(dialog.getByText('Enter the evidence name.')).toBeVisible();
    await expect(dialog.getByText('Choose a framework.')).toBeVisible();
    await expect(dialog.getByText('Choose an evidence type.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one file to upload.')).toBeVisible();

    await dialog.getByLabel('Evidence name').fill('Firewall export');
    await dialog.getByLabel('Framework').selectOption('soc2');
    await dialog.getByLabel('Evidence type').selectOption('system-log');
    await dialog.getByLabel('Files').setInputFiles([big, good]);
    await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
    await expect(dialog.getByText('"eleven-megabytes.pdf" is 11.0 MB: each file must be 10MB or smaller.')).toBeVisible();

    await dialog.getByLabel('Files').setInputFiles([wrong]);
    await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
    await expect(dialog.getByText('"notes.txt" is not an accepted file type. Use PDF, DOC, DOCX, PNG, JPG or JPEG.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No evidence yet' })).toBeVisible();

    await dialog.getByLabel('Files').setInputFiles([good]);
    await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Evidence "Firewall export" added (1 file');
    await expect(page.getByRole('status')).toContainText('is now pending review.');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Firewall export');
    await expect(rows(page).first()).toContainText('Pending Review');
    await expect(page.locator('p', { hasText: /^Total Evidence$/ }).locator('..')).toContainText('1');
    await expect(
      page
        .locator('p', { hasText: /^Pending Review$/ })
        .first()
        .locator('..'),
    ).toContainText('1');
    // The collection panel lists the frameworks followed; this organization follows none yet.
    await expect(page.getByRole('heading', { name: 'Automated Collection Progress' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No evidence yet' })).toHaveCount(0);

    // Stored on the server: a reload and another screen and back both bring it back.
    await page.reload();
    await expect(rows(page).first()).toContainText('Firewall export');

    await page.getByRole('link', { name: 'Policies' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    await page.goBack();
    await expect(rows(page).first()).toContainText('Firewall export');
  });
});
