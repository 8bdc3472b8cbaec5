import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/** The day `months` months from today (YYYY-MM-DD, in UTC). */
function dayInMonths(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

test.describe('Risk register', () => {
  test('an admin adds a risk from the library, rates it, links a control and accepts it; the heat map and history show it', async ({
    page,
  }) => {
    await signUpNewOrganization(page);
    const nav = page.getByRole('navigation', { name: 'Management', exact: true });
    await nav.getByRole('button', { name: 'Programme' }).click();
    await nav.getByRole('link', { name: 'Risks' }).click();
    await expect(page).toHaveURL('/manage/risks');
    await expect(
      page.getByRole('cell', { name: /^Inherent, likelihood 3 Possible, impact 5 Severe: rating 15, High, 0 risks$/ }),
    ).toBeVisible();

    // Add from library: Ransomware (3 × 5 = 15, High), with its suggested controls.
    await page.getByRole('button', { name: '+ Add from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add from library' });
    await dialog.getByRole('button', { name: 'Add risk' }).click();
    await expect(dialog.getByText('Choose a risk from the library.')).toBeVisible();
    await dialog.getByLabel('Common risk').selectOption('RL-02');
    await dialog.getByRole('button', { name: 'Add risk' }).click();
    await expect(page.getByRole('heading', { name: 'Ransomware encrypts company systems', level: 1 })).toBeVisible();
    const controls = page.getByRole('list', { name: 'Linked controls' });
    await expect(controls.getByRole('listitem')).toHaveCount(5);

    // Rate it: a residual above the inherent rating is refused with the schema's message, then 1 × 5 is saved.
    const edit = page.getByRole('form', { name: 'Edit risk' });
    await edit.getByLabel('Residual likelihood').selectOption('4');
    await edit.getByRole('button', { name: 'Save risk' }).click();
    await expect(edit.getByText('The residual rating cannot be higher than the inherent rating', { exact: false })).toBeVisible();
    await edit.getByLabel('Residual likelihood').selectOption('1');
    await edit.getByLabel('Treatment plan').fill('Offline backups and endpoint protection');
    await edit.getByRole('button', { name: 'Save risk' }).click();
    const history = page.getByRole('list', { name: 'Residual rating history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('3 × 5 = 15 (High) → 1 × 5 = 5 (Medium)');

    // Link a control.
    await page.getByLabel('Control to link').selectOption('AC-05');
    await page.getByRole('button', { name: 'Link control' }).click();
    await expect(controls.getByRole('listitem')).toHaveCount(6);
    await expect(controls).toContainText('Multi-factor authentication');

    // Accept it as admin: an expiry beyond a year is refused, then the founder approves it for six months.
    const accept = page.getByRole('form', { name: 'Accept risk' });
    await accept.getByLabel('Approver').selectOption({ label: 'Nora New' });
    await accept.getByLabel('Acceptance expires on').fill(dayInMonths(13));
    await accept.getByRole('button', { name: 'Accept risk' }).click();
    await expect(accept.getByText('An acceptance can last at most one year: choose an earlier expiry date.')).toBeVisible();
    const expiry = dayInMonths(6);
    await accept.getByLabel('Acceptance expires on').fill(expiry);
    await accept.getByRole('button', { name: 'Accept risk' }).click();
    await expect(page.getByText(`approved by Nora New on`)).toContainText(`until ${expiry}`);
    await expectNoAxeViolations(page);

    // The register: the risk in the list and in both heat maps.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Risks' }).click();
    await expect(page.getByRole('link', { name: 'Ransomware encrypts company systems' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: /^Inherent, likelihood 3 Possible, impact 5 Severe: rating 15, High, 1 risk$/ }),
    ).toHaveText('1');
    await expect(page.getByRole('cell', { name: /^Residual, likelihood 1 Rare, impact 5 Severe: rating 5, Medium, 1 risk$/ })).toHaveText(
      '1',
    );
    await page.getByLabel('Treatment', { exact: true }).selectOption('accept');
    await expect(page.getByText('Showing 1–1 of 1 risk')).toBeVisible();
    await page.getByLabel('Residual band').selectOption('critical');
    await expect(page.getByText('Showing 0 risks')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
