import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectedArticles, filterLabels, titlesFor } from './support/articles';
import { transitionsSettled } from './support/axe';

const browseSection = (page: Page) => page.getByRole('region', { name: 'Browse all articles' });
const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filter articles by category' });
const cardTitles = (page: Page) => browseSection(page).getByTestId('article-card').getByRole('heading');

/** Clicks a filter button until the URL shows it took effect (the first click can land before hydration). */
async function choose(page: Page, label: (typeof filterLabels)[number]) {
  const button = filterGroup(page).getByRole('button', { name: label, exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
}

test.describe('/resources', () => {
  test('shows the heading, six filter buttons, featured items, six article cards and the newsletter section', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    for (const label of filterLabels) {
      await expect(filterGroup(page).getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(filterGroup(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Featured' }).getByTestId('article-card')).not.toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(titlesFor('All'));
    await expect(browseSection(page).getByRole('status')).toHaveText('Showing 6 articles');
    await expect(page.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeVisible();
  });

  for (const label of filterLabels.slice(1)) {
    test(`"${label}" shows only its articles and marks itself pressed`, async ({ page }) => {
      await page.goto('/resources');
      await choose(page, label);
      await expect(cardTitles(page)).toHaveText(titlesFor(label));
      for (const other of filterLabels.filter((name) => name !== label)) {
        await expect(filterGroup(page).getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', 'false');
      }
      await choose(page, 'All');
      await expect(cardTitles(page)).toHaveText(titlesFor('All'));
      await expect(page).toHaveURL('/resources');
    });
  }

  test('the filter lives in the URL: a shared link restores it, and it survives Back', async ({ page }) => {
    await page.goto('/resources?category=case-studies');
    await expect(filterGroup(page).getByRole('button', { name: 'Case Studies' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(titlesFor('Case Studies'));

    await choose(page, 'Compliance Frameworks');
    await expect(page).toHaveURL('/resources?category=compliance-frameworks');
    await browseSection(page)
      .getByRole('link', { name: titlesFor('Compliance Frameworks')[0] })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titlesFor('Compliance Frameworks')[0] ?? '');

    await page.goBack();
    await expect(page).toHaveURL('/resources?category=compliance-frameworks');
    await expect(filterGroup(page).getByRole('button', { name: 'Compliance Frameworks' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(titlesFor('Compliance Frameworks'));
  });

  test('an unknown category in the URL shows everything', async ({ page }) => {
    await page.goto('/resources?category=nonsense');
    await expect(filterGroup(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveCount(6);
  });

  test('the filter buttons work from the keyboard', async ({ page }) => {
    await page.goto('/resources');
    const guides = filterGroup(page).getByRole('button', { name: 'Guides', exact: true });
    await expect(async () => {
      await guides.focus();
      await page.keyboard.press('Enter');
      await expect(guides).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
    await expect(cardTitles(page)).toHaveText(titlesFor('Guides'));
  });

  for (const article of expectedArticles) {
    test(`the card "${article.title}" leads to /resources/${article.slug}`, async ({ page }) => {
      await page.goto('/resources');
      await browseSection(page).getByRole('link', { name: article.title }).click();
      await expect(page).toHaveURL(`/resources/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    });
  }

  test('axe finds no accessibility violations, before and after filtering', async ({ page }) => {
    await page.goto('/resources');
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect((await axe()).violations).toEqual([]);
    await choose(page, 'Best Practices');
    await transitionsSettled(page);
    expect((await axe()).violations).toEqual([]);
  });
});
