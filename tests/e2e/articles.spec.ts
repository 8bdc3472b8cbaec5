import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectedArticles } from './support/articles';

test.describe('article pages', () => {
  for (const article of expectedArticles) {
    test(`/resources/${article.slug} shows its title, breadcrumb, tag, read time and dates`, async ({ page }) => {
      const response = await page.goto(`/resources/${article.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page).toHaveTitle(`${article.title} | Complia`);

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Resources', article.title]);
      await expect(breadcrumb.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');

      const header = page.getByRole('article').locator('header');
      await expect(header.getByTestId('article-tag')).toHaveText(article.tag);
      await expect(header.getByTestId('article-read-time')).toHaveText(`${article.readTime} min read`);
      await expect(header).toContainText(`Published${article.published}`);
      await expect(header).toContainText(`Updated${article.updated}`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });

    test(`/resources/${article.slug} carries its search-engine metadata`, async ({ page }) => {
      await page.goto(`/resources/${article.slug}`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // Relative until the root layout sets metadataBase from SITE_URL; resolved the way a crawler would.
      expect(new URL(canonical ?? '', page.url()).pathname).toBe(`/resources/${article.slug}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title);
      await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}/);
      await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'Article', headline: article.title });
      expect(new URL(jsonLd.url).pathname).toBe(`/resources/${article.slug}`);
      expect(Date.parse(jsonLd.datePublished)).toBe(Date.parse(`${article.published} UTC`));
    });

    test(`/resources/${article.slug} has no accessibility violations`, async ({ page }) => {
      await page.goto(`/resources/${article.slug}`);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  test('the table of contents jumps to a section, and the breadcrumb leads back to Resources', async ({ page }) => {
    await page.goto('/resources/pciDss');
    const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
    await toc.getByRole('link', { name: 'Merchant levels 1–4' }).click();
    await expect(page).toHaveURL('/resources/pciDss#merchant-levels-14');
    await expect(page.getByRole('heading', { level: 2, name: /Merchant levels 1–4/ })).toBeInViewport();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL('/resources');
  });

  test('on a phone the table of contents folds into a disclosure above the body', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resources/isoVsSoc2');
    await expect(page.getByRole('navigation', { name: 'On this page', exact: true })).toBeHidden();
    await page.locator('summary', { hasText: 'On this page' }).click();
    await page
      .getByRole('navigation', { name: 'On this page (contents)' })
      .getByRole('link', { name: 'How the audit cycles differ' })
      .click();
    await expect(page).toHaveURL('/resources/isoVsSoc2#how-the-audit-cycles-differ');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the calls to action lead to the questionnaire and the demo form', async ({ page }) => {
    await page.goto('/resources/securityCulture');
    const cta = page.getByRole('region', { name: 'Get compliant in days, not months' });
    await expect(cta.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book');
    await cta.getByRole('link', { name: 'Take the free questionnaire' }).click();
    await expect(page).toHaveURL('/questionnaire');
  });

  test('the PCI DSS article shows its tables of requirements, merchant levels and SAQ types', async ({ page }) => {
    await page.goto('/resources/pciDss');
    const saqTable = page.getByRole('region', { name: /Choosing the right Self-Assessment Questionnaire/ }).getByRole('table');
    await expect(saqTable.getByRole('row')).toHaveCount(7);
    await expect(
      saqTable
        .getByRole('row', { name: /SAQ A-EP/ })
        .getByRole('cell')
        .last(),
    ).toHaveText('179');
    await expect(saqTable.getByRole('row', { name: /SAQ D/ }).getByRole('cell').last()).toHaveText('329');
    const levels = page.getByRole('region', { name: /Merchant levels 1–4/ }).getByRole('table');
    await expect(levels.getByRole('row', { name: /Level 1/ })).toContainText('6 million+ transactions');
    await expect(levels.getByRole('row', { name: /Level 4/ })).toContainText('Under 20,000');
  });

  for (const slug of ['unknown', 'pcidss', 'aiArticle.md', 'resources']) {
    test(`/resources/${slug} is a 404`, async ({ page }) => {
      const response = await page.goto(`/resources/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Invalid page, please return to the home page' })).toBeVisible();
    });
  }
});
