import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUpNewOrganization } from '../support/auth';

// A new organization follows SOC 2 and GLBA from its questionnaire, has a subprocessor and a draft policy, and
// publishes a trust page that shows SOC 2 only: a signed-out visitor reads it, and nothing unpublished is in it.
test('a trust page is published with one framework, read signed out without anything unpublished, then unpublished', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  await signUpNewOrganization(page, '/manage/vendors', `/register?frameworks=${encodeURIComponent('SOC 2, GLBA')}`);

  // A subprocessor from the vendor list.
  const vendor = `Harbor Cloud ${tag}`;
  await page.getByRole('button', { name: '+ Add vendor' }).click();
  const add = page.getByRole('dialog', { name: 'Add vendor' });
  await add.getByLabel('Vendor name').fill(vendor);
  await add.getByLabel('Service').fill('Hosting of the product');
  await add.getByLabel('Criticality').selectOption('high');
  await add.getByLabel('Customer personal data').check();
  await add.getByLabel(/^Subprocessor/).check();
  await add.getByLabel('Countries').fill('de');
  await add.getByRole('button', { name: 'Add vendor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: vendor })).toBeVisible();

  // A policy that is never published.
  const hiddenPolicy = `Unlisted Escrow Policy ${tag}`;
  await page.goto('/manage/policies');
  await page.getByRole('button', { name: '+ Create New Policy' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Policy' });
  await dialog.getByLabel('Policy name').fill(hiddenPolicy);
  await dialog.getByLabel('Primary framework').selectOption('soc2');
  await dialog.getByLabel('Policy owner').fill('Nora New');
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  await expect(dialog).toBeHidden();

  // Settings › Trust center: the address and SOC 2 only.
  const slug = `fresh-${tag}`;
  await page.goto('/manage/settings?path=trust');
  await expect(page.getByRole('heading', { level: 2, name: 'Trust center' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Trust center settings' });
  await form.getByLabel('Page address').fill(slug);
  const frameworks = form.getByRole('group', { name: 'Frameworks shown' });
  await expect(frameworks.getByRole('checkbox')).toHaveCount(2);
  await frameworks.getByLabel('SOC 2 Type II').check();
  await form.getByRole('button', { name: 'Save trust center' }).click();
  await expect(page.getByText('Trust center settings saved.')).toBeVisible();

  // Before publishing, the page is a 404 and the preview shows it as visitors will see it.
  const address = new URL(`/trust/${slug}`, page.url()).toString();
  expect((await page.request.get(address)).status()).toBe(404);
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Start Inc.' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'SOC 2 Type II' })).toContainText('In progress');

  await page.goto('/manage/settings?path=trust');
  await page.getByRole('button', { name: 'Publish page' }).click();
  await expect(page.getByText(`Trust page published at /trust/${slug}.`)).toBeVisible();

  // A visitor, signed out, in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const response = await visitor.goto(address);
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveTitle('Fresh Start Inc. Trust Center');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Fresh Start Inc.' })).toBeVisible();
  const soc2 = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'SOC 2 Type II' }) });
  await expect(soc2).toContainText(/In progress\s*\d+% of requirements met/);
  const subprocessors = visitor.getByRole('region', { name: 'Subprocessors' });
  await expect(subprocessors.getByRole('row', { name: new RegExp(vendor) })).toContainText('Germany');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Fresh Start Inc. Trust Center');
  // Its own social card: an image drawn from the published page.
  const cardAddress = await visitor.locator('meta[property="og:image"]').getAttribute('content');
  expect(cardAddress).toContain(`/trust/${slug}/opengraph-image`);
  const card = await context.request.get(new URL(cardAddress!).pathname + new URL(cardAddress!).search);
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
  await expectNoAxeViolations(visitor);

  // Neither the drawn page nor the raw answer (HTML and its inline payload) holds what was not published.
  const drawn = await visitor.content();
  const raw = await (await context.request.get(address)).text();
  for (const text of [drawn, raw]) {
    expect(text).toContain(vendor);
    expect(text).not.toContain('GLBA');
    expect(text).not.toContain(hiddenPolicy);
  }

  // Unpublished: the same address is a 404 at once.
  await page.getByRole('button', { name: 'Unpublish page' }).click();
  await expect(page.getByText('Trust page unpublished.')).toBeVisible();
  const gone = await visitor.goto(address);
  expect(gone?.status()).toBe(404);
  expect((await context.request.get(new URL(cardAddress!).pathname)).status()).toBe(404);
  await expect(visitor.getByText(vendor)).toHaveCount(0);
  await context.close();
});
