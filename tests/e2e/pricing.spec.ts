import { expect, test } from '@playwright/test';

const table: [number, string, string, string][] = [
  [1, '$200', '0', '1'],
  [2, '$400', '0', '2'],
  [3, '$600', '0', '3'],
  [4, '$800', '0', '4'],
  [5, '$1,000', '1', '6'],
  [6, '$1,200', '1', '7'],
  [7, '$1,400', '1', '8'],
  [8, '$1,600', '1', '9'],
  [9, '$1,800', '1', '10'],
  [10, '$2,000', '2', '12'],
];

test('the calculator prices 1 to 10 frameworks and sends more than 10 to sales', async ({ page }) => {
  await page.goto('/pricing');
  const count = page.getByLabel('Paid frameworks');
  for (const [paid, price, free, total] of table) {
    await count.selectOption(String(paid));
    await expect(page.getByTestId('calculator-price')).toHaveText(price);
    await expect(page.getByTestId('calculator-free')).toHaveText(free);
    await expect(page.getByTestId('calculator-total')).toHaveText(total);
  }
  await count.selectOption({ label: 'More than 10' });
  await expect(page.getByText('More than 10 frameworks? Contact us for volume pricing.')).toBeVisible();
  await page.getByRole('link', { name: 'Contact sales' }).click();
  await expect(page).toHaveURL('/book');
});

test('the price table shows $200 per framework a month and one free framework per 5 paid', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('$200 per framework per month. For every 5 paid frameworks, 1 extra framework is free.')).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(12);
  await expect(rows.nth(5)).toHaveText(/^5\s*\$1,000\s*\+1 free\s*6$/);
  await expect(rows.nth(10)).toHaveText(/^10\s*\$2,000\s*\+2 free\s*12$/);
  await expect(rows.nth(11)).toHaveText(/More than 10\s*Contact us for volume pricing/);
});
