import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { helpArticles, helpPaths } from './support/help-pages';

const notFoundHeading = 'Invalid page, please return to the home page';

/** The page is a real page: answered 200 (when loaded), a level-1 heading with `heading`, and not the 404 page. */
async function expectRealPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { name: notFoundHeading })).toHaveCount(0);
}

const legalAndSupport = [
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/support', heading: 'Support' },
] as const;

test.describe('help center', () => {
  test('the index lists every article in its contents and each link opens the article', async ({ page }) => {
    const response = await page.goto('/help');
    expect(response?.status()).toBe(200);
    await expectRealPage(page, 'Help center');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    for (const article of helpArticles) {
      await expect(contents.getByRole('link', { name: article.title, exact: true })).toHaveAttribute('href', `/help/${article.slug}`);
    }
    await contents.getByRole('link', { name: 'Evidence', exact: true }).click();
    await expect(page).toHaveURL('/help/evidence');
    await expectRealPage(page, 'Evidence');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL('/help');
  });

  for (const article of helpArticles) {
    test(`/help/${article.slug} is prerendered with its title, breadcrumb and canonical URL`, async ({ page }) => {
      const response = await page.goto(`/help/${article.slug}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-nextjs-prerender']).toBeTruthy();
      await expectRealPage(page, article.title);
      await expect(page).toHaveTitle(`${article.title} | Complia`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        /Home/,
        /Help center/,
        article.title,
      ]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '', page.url()).pathname).toBe(`/help/${article.slug}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    });
  }

  test('an unknown help article is the 404 page', async ({ page }) => {
    const response = await page.goto('/help/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundHeading })).toBeVisible();
  });

  test('the API article describes /api/v1, its keys, endpoints and errors, with a curl example', async ({ page }) => {
    await page.goto('/help/api');
    for (const heading of ['What the API does', 'Authentication and scopes', 'Endpoints', 'Errors', 'Example: push a file from CI']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('GET /api/v1/openapi.json').first()).toBeVisible();
    await expect(page.locator('pre').filter({ hasText: 'curl -sS -X POST' })).toBeVisible();
  });

  test('an article on a phone folds its contents into a disclosure, and axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/help/settings');
    await page.locator('summary', { hasText: 'On this page' }).click();
    await page.getByRole('navigation', { name: 'On this page (contents)' }).getByRole('link', { name: 'Team and roles' }).click();
    await expect(page).toHaveURL('/help/settings#team-and-roles');
    await expectNoAxeViolations(page);
  });
});

test.describe('privacy, terms and support', () => {
  for (const { path, heading } of legalAndSupport) {
    test(`${path} is a prerendered page with its heading and canonical URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-nextjs-prerender']).toBeTruthy();
      await expectRealPage(page, heading);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '', page.url()).pathname).toBe(path);
      await expectNoAxeViolations(page);
    });
  }

  test('the privacy policy and the terms are dated', async ({ page }) => {
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByText('Effective', { exact: true })).toBeVisible();
      await expect(page.getByText('Last updated', { exact: true })).toBeVisible();
    }
  });

  test('support leads to the help center, the demo booking page and the contact address', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('link', { name: 'Book a demo' }).first()).toHaveAttribute('href', '/book');
    await expect(page.getByRole('link', { name: 'sales@complia.example' })).toHaveAttribute('href', 'mailto:sales@complia.example');
    await page.getByRole('region', { name: 'Read the help center' }).getByRole('link', { name: 'Self-hosting' }).click();
    await expectRealPage(page, 'Self-hosting');
  });
});

test.describe('links to the help and legal pages', () => {
  for (const start of ['/login', '/register', '/findId']) {
    test(`the footer links of ${start} land on real pages`, async ({ page }) => {
      for (const { heading } of legalAndSupport) {
        await page.goto(start);
        await page.getByRole('navigation', { name: 'Legal and support' }).getByRole('link', { name: heading }).click();
        await expectRealPage(page, heading);
      }
    });
  }

  test('the sign-up consent links the Terms of Service and the Privacy Policy', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('I agree to the Terms of Service and Privacy Policy')).not.toBeChecked();
    const form = page.getByRole('main').locator('form');
    await form.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expectRealPage(page, 'Terms of Service');
    await page.goto('/register');
    await form.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expectRealPage(page, 'Privacy Policy');
  });

  test('the public footer links the help center, support and both documents', async ({ page }) => {
    const footerLinks = [
      { name: 'Help center', heading: 'Help center' },
      { name: 'Support', heading: 'Support' },
      { name: 'Privacy Policy', heading: 'Privacy Policy' },
      { name: 'Terms of Service', heading: 'Terms of Service' },
    ];
    for (const { name, heading } of footerLinks) {
      await page.goto('/pricing');
      await page.getByRole('navigation', { name: 'Help and legal' }).getByRole('link', { name }).click();
      await expectRealPage(page, heading);
    }
  });

  test('the user menu opens Help & Support and Documentation', async ({ page }) => {
    await signIn(page, '/manage');
    for (const { name, url, heading } of [
      { name: 'Help & Support', url: '/support', heading: 'Support' },
      { name: 'Documentation', url: '/help', heading: 'Help center' },
    ]) {
      await page.goto('/manage');
      await page.getByRole('button', { name: /user menu/ }).click();
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expectRealPage(page, heading);
    }
  });

  test('ISO 27001 setup opens the help: Get Help the frameworks article, View Documentation its ISO section', async ({ page }) => {
    await signIn(page, '/manage/iso27001Setup');
    await page.getByRole('link', { name: 'Get Help' }).click();
    await expect(page).toHaveURL('/help/frameworks');
    await expectRealPage(page, 'Frameworks and controls');
    await page.goto('/manage/iso27001Setup');
    await page.getByRole('link', { name: 'View Documentation' }).click();
    await expect(page).toHaveURL('/help/frameworks#iso-27001-setup');
    await expectRealPage(page, 'Frameworks and controls');
    await expect(page.getByRole('heading', { level: 2, name: /ISO 27001 setup/ })).toBeInViewport();
  });
});

test('every help page is in the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  for (const path of ['/help', ...helpPaths, '/support', '/privacy', '/terms']) expect(paths).toContain(path);
});
