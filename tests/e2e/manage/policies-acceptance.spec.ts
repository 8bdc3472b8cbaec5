import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

const POLICY = 'Incident Response Policy';

test.describe('Policy acceptance', () => {
  test('the demo admin accepts an approved policy, and a person without a login accepts through a personal link', async ({
    page,
    browser,
  }) => {
    await signIn(page);

    // A person without a login, so there is someone to make a link for.
    const employee = `Lin Acceptance ${Date.now().toString(36)}`;
    await page.goto('/manage/people');
    await page.getByRole('button', { name: '+ Add person' }).click();
    const add = page.getByRole('dialog', { name: 'Add person' });
    await add.getByLabel('Name').fill(employee);
    await add.getByLabel('Email').fill(`${employee.toLowerCase().replace(/\s+/g, '.')}@example.com`);
    await add.getByLabel('Start date').fill('2023-01-09');
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect(add).toBeHidden();

    await page.goto(`/manage/policies?q=${encodeURIComponent(POLICY)}`);
    await page.getByRole('link', { name: `View ${POLICY}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: POLICY })).toBeVisible();

    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Acceptance', exact: true }) });
    await expect(section.getByText(/^\d+ of \d+ accepted$/)).toBeVisible();
    const table = section.getByRole('table');
    const me = table.getByRole('row').filter({ hasText: 'demo@example.com' });
    await expect(me).toContainText('Pending');

    // Accept: the confirmation names the version first.
    await section.getByRole('button', { name: 'Accept this policy' }).click();
    await expect(section.getByText(/You confirm that you have read Incident Response Policy v\d+\.\d+ and accept it\./)).toBeVisible();
    await section.getByRole('button', { name: /^Accept v\d+\.\d+$/ }).click();
    // The confirmation, then the refreshed section: the member's own line and their row.
    await expect(
      section
        .getByText(/^(Your acceptance of Incident Response Policy v\d+\.\d+ is recorded\.|You accepted v\d+\.\d+ on \d{4}-\d{2}-\d{2}\.)$/)
        .first(),
    ).toBeVisible();
    await expect(me).toContainText(/Accepted \(v\d+\.\d+, \d{4}-\d{2}-\d{2}\)/);

    // Links: shown once, one for the person without a login.
    const row = table.getByRole('row').filter({ hasText: employee });
    await expect(row).toContainText('Pending');
    await section.getByRole('button', { name: 'Create links for people without a login' }).click();
    const link = section.getByLabel(`Acceptance link for ${employee}`);
    await expect(link).toBeVisible();
    const url = new URL(await link.inputValue());
    // It opens the policy at once: /accept/<token>/<policy>.
    expect(url.pathname).toMatch(/^\/accept\/[\w-]{43}\/[0-9a-f-]{36}$/);

    // The person opens it in a browser of their own, without signing in.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(new URL(url.pathname, page.url()).toString());
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(POLICY);
    await expect(visitor.getByText(`For ${employee}`)).toBeVisible();
    await visitor.getByRole('button', { name: 'I have read and accept this policy' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      /^Thank you: your acceptance of Incident Response Policy v\d+\.\d+ is recorded\.$/,
    );

    // Accepted once: the same policy now says so, and the link's list marks it.
    await visitor.reload();
    await expect(visitor.getByText('You have already accepted this policy.', { exact: false })).toBeVisible();
    await visitor.getByRole('link', { name: 'All your policies to accept' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Policies to accept' })).toBeVisible();
    await expect(visitor.getByRole('list', { name: 'Policies to accept' }).getByRole('listitem').filter({ hasText: POLICY })).toContainText(
      'Accepted',
    );
    await expect(visitor.getByText('Nothing is left to accept through this link.')).toBeVisible();
    const unknown = await visitor.goto(new URL('/accept/not-a-real-token-0000000000000', page.url()).toString());
    expect(unknown?.status()).toBeLessThan(500);
    await expect(visitor.getByText('This acceptance link is not valid.', { exact: false })).toBeVisible();
    await context.close();

    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: employee })).toContainText(/Accepted \(v\d+\.\d+, /);

    // The person's page says the same, on whichever page of their policies (20 a page, by name) it falls.
    await page.goto(`/manage/people?q=${encodeURIComponent(employee)}`);
    await page.getByRole('link', { name: employee }).click();
    const policies = page.getByRole('list', { name: 'Policies to accept' });
    await expect(policies).toBeVisible();
    const accepted = policies.getByRole('listitem').filter({ hasText: POLICY });
    const next = page.getByRole('navigation', { name: 'Policy acceptance pages' }).getByRole('link', { name: 'Next' });
    while ((await accepted.count()) === 0 && (await next.count()) > 0) {
      const shown = page.url();
      await next.click();
      await expect(page).not.toHaveURL(shown);
    }
    await expect(accepted).toContainText(/Accepted \(v\d+\.\d+, \d{4}-\d{2}-\d{2}\)/);
  });
});
