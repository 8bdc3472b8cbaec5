import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

test.describe('People', () => {
  test('a new organization lists its founder; people are added, imported and recorded as departed', async ({ page }) => {
    await signUpNewOrganization(page);

    // The header's Programme menu opens from the keyboard and leads to People.
    const nav = page.getByRole('navigation', { name: 'Management', exact: true });
    const programme = nav.getByRole('button', { name: 'Programme' });
    await programme.focus();
    await page.keyboard.press('Enter');
    await expect(programme).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(programme).toHaveAttribute('aria-expanded', 'false');
    await expect(programme).toBeFocused();
    await programme.click();
    await expect(nav.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/manage/integrations');
    await nav.getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL('/manage/people');
    await expect(page).toHaveTitle(/^People \|/);

    const table = page.getByRole('table', { name: 'People' });
    const founderRow = table.getByRole('row').filter({ hasText: 'Nora New' });
    await expect(founderRow).toContainText('Member');
    await expect(founderRow).toContainText('Active');
    await expectNoAxeViolations(page);

    // Add person: a field error first, then the person.
    await page.getByRole('button', { name: '+ Add person' }).click();
    const add = page.getByRole('dialog', { name: 'Add person' });
    await add.getByLabel('Name').fill('Ada Lovelace');
    await add.getByLabel('Email').fill('not-an-address');
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect(add.getByText('Enter a valid email address.')).toBeVisible();
    await add.getByLabel('Email').fill('ada@example.com');
    await add.getByLabel('Department').fill('Engineering');
    await add.getByLabel('Start date').fill('2023-01-09');
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect(add).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText('2023-01-09');

    // Import CSV: one good line, one refused, and the report names the refused line.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importing = page.getByRole('dialog', { name: 'Import people' });
    await importing.getByLabel('CSV file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'name,email,department,manager_email,start_date,end_date',
          'Grace Hopper,grace@example.com,Engineering,ada@example.com,2023-03-01,',
          'Bad Line,not-an-address,,,2023-03-01,',
        ].join('\n'),
      ),
    });
    await expect(importing.getByLabel('CSV lines')).toHaveValue(/Grace Hopper/);
    await importing.getByRole('button', { name: 'Import' }).click();
    await expect(importing.getByText('1 person added.')).toBeVisible();
    const refused = importing.getByRole('table', { name: 'Refused lines' });
    await expect(refused.getByRole('row').filter({ hasText: 'Enter a valid email address.' })).toContainText('3');
    await importing.getByRole('button', { name: 'Done' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Grace Hopper' })).toContainText('Ada Lovelace');

    // Search and the department filter run on the server.
    await page.getByLabel('Search people').fill('grace');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search people').fill('');
    await page.getByLabel('Department').selectOption('Engineering');
    await expect(table.getByRole('row')).toHaveCount(3);

    // A person's page: details, then a departure (refused before the start date first).
    await table.getByRole('link', { name: 'Grace Hopper' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
    await expect(details).toContainText('Ada Lovelace');
    await expect(details).toContainText('CSV import');
    await expect(details).not.toContainText('Login');
    await page.getByRole('button', { name: 'Record departure' }).click();
    const departure = page.getByRole('dialog', { name: 'Record departure' });
    await departure.getByLabel('End date').fill('2023-02-01');
    await departure.getByRole('button', { name: 'Record departure' }).click();
    await expect(departure.getByRole('alert')).toContainText('The end date cannot be before the start date.');
    await departure.getByLabel('End date').fill('2024-06-30');
    await departure.getByRole('button', { name: 'Record departure' }).click();
    await expect(departure).toBeHidden();
    await expect(details).toContainText('2024-06-30');
    await expect(details).toContainText('Departed');
    await expect(page.getByRole('button', { name: 'Record departure' })).toBeHidden();

    // The founder's page shows the login they sign in with.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'People' }).click();
    await page.getByLabel('Status').selectOption('departed');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('active');
    await table.getByRole('link', { name: 'Nora New' }).click();
    await expect(page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) })).toContainText('Login');
  });
});
