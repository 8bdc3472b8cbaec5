import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';

const csv = (emails: readonly string[]) =>
  `email,name,role,admin,last_activity\n${emails.map((email, n) => `${email},${email.split('@')[0]},Analyst,${n === 0 ? 'yes' : 'no'},2026-10-01`).join('\n')}\n`;
const file = (text: string) => ({ name: 'ledger.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test.describe('Access reviews', () => {
  test('a campaign is started, decided with one revoke, verified by the list uploaded again, closed and filed as evidence', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpNewOrganization(page, '/manage/access-reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Access reviews' })).toBeVisible();
    await expect(page.getByText('No access review yet')).toBeVisible();

    // Start a campaign: a new organization has no connected system yet, so its systems come by CSV upload.
    await page.getByRole('button', { name: 'New campaign' }).click();
    const start = page.getByRole('dialog', { name: 'New access review' });
    await start.getByLabel('Campaign name').fill('Ledger access Q4');
    await start.getByRole('button', { name: 'Start campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger access Q4' })).toBeVisible();

    await page.getByRole('button', { name: 'Add system by CSV' }).click();
    const add = page.getByRole('dialog', { name: 'Add system by CSV' });
    await add.getByLabel('System name').fill('Ledger');
    await add.getByLabel('CSV file').setInputFiles(file(csv(['ann@example.com', 'leaver@example.com', 'bob@example.com'])));
    await expect(add.getByLabel('CSV lines')).toHaveValue(/leaver@example.com/);
    await add.getByRole('button', { name: 'Add system' }).click();
    // The dialog closes once the system and its accounts are saved, which a busy machine takes seconds to do.
    await expect(add).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('3 of 3 accounts')).toBeVisible();

    // A revoke needs its reason: refused without, saved with.
    const leaver = page.getByRole('row').filter({ hasText: 'leaver@example.com' });
    await leaver.getByRole('combobox', { name: 'Decision on leaver' }).selectOption('revoke');
    await leaver.getByRole('button', { name: 'Save' }).click();
    await expect(leaver.getByRole('alert')).toHaveText('Give the reason for every revoke and change.');
    await leaver.getByRole('textbox', { name: 'Reason for leaver' }).fill('Left the company');
    await leaver.getByRole('button', { name: 'Save' }).click();
    await expect(leaver.getByText('Awaiting the next sync')).toBeVisible();

    // Keep the others in bulk, from the undecided filter.
    await page.getByLabel('Undecided only').check();
    await expect(page.getByText('2 of 3 accounts')).toBeVisible();
    await page.getByRole('button', { name: 'Apply to 2 accounts' }).click();
    await expect(page.getByText('0 of 3 accounts')).toBeVisible();
    await page.getByLabel('Undecided only').uncheck();
    await expect(page.getByText('This campaign cannot close yet:')).toBeVisible();
    await expect(page.getByText(/1 revoke is not verified yet/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close campaign' })).toBeDisabled();

    // The list uploaded again no longer has the account: the revoke is verified and the campaign closes.
    await page.getByRole('button', { name: 'Upload list again' }).click();
    const relist = page.getByRole('dialog', { name: /Upload the accounts of Ledger again/ });
    await relist.getByLabel('CSV file').setInputFiles(file(csv(['ann@example.com', 'bob@example.com'])));
    await expect(relist.getByLabel('CSV lines')).not.toHaveValue(/leaver/);
    await relist.getByRole('button', { name: 'Verify revokes' }).click();
    await expect(relist).toBeHidden();
    await expect(leaver.getByText('Verified removed')).toBeVisible();

    await page.getByRole('button', { name: 'Close campaign' }).click();
    await page.getByRole('dialog', { name: 'Close campaign' }).getByRole('button', { name: 'Close campaign' }).click();
    await expect(page.getByText(/Closed by .* on \d{4}-\d{2}-\d{2}/)).toBeVisible();

    // Its record is an evidence item, with the PDF and the spreadsheet.
    await page.getByRole('link', { name: 'Its record is filed as evidence.' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Access review Ledger access Q4' })).toBeVisible();
    await expect(page.getByText(/access-review-\d{4}-\d{2}-\d{2}\.pdf/).first()).toBeVisible();
    await expect(page.getByText(/access-review-\d{4}-\d{2}-\d{2}\.xlsx/).first()).toBeVisible();
  });
});
