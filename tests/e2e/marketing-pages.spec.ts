import { expect, test } from '@playwright/test';
import { frameworkCountLabel } from '../../lib/catalog/framework-count';

test('home: hero, four product cards, three steps, the stats, frameworks, industries and six benefits', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance automation for regulated industries');
  const products = page.locator('#products');
  await expect(products.getByRole('heading', { level: 3 })).toHaveText([
    'Framework Discovery',
    'Evidence Automation',
    'Policy Management',
    'Audit & Reporting',
  ]);
  await expect(page.locator('#how-it-works').getByRole('listitem')).toHaveCount(3);
  const stats = page.locator('#stats');
  const figures: [string, string][] = [
    ['5 days', 'Average time to compliance'],
    // The catalog's count of frameworks addable with a requirement list.
    [frameworkCountLabel(), 'Frameworks supported'],
    ['90%', 'Less manual work'],
    ['500+', 'Companies trust us'],
  ];
  for (const [value, label] of figures) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  for (const tag of ['HIPAA', 'SOC 2 (Type II)', 'FDA 21 CFR Part 11', 'FinCEN BOI', 'CAN-SPAM']) {
    await expect(page.locator('#frameworks').getByText(tag, { exact: true })).toBeVisible();
  }
  await expect(page.locator('#industries').getByRole('listitem')).toHaveCount(10);
  await expect(page.locator('#benefits').getByRole('listitem')).toHaveCount(6);
  await page.getByRole('main').getByRole('link', { name: 'Take Questionnaire' }).first().click();
  await expect(page).toHaveURL('/questionnaire');
});

test('products: every named framework in its category and ten key features', async ({ page }) => {
  await page.goto('/products');
  const groups: Record<string, string[]> = {
    'Healthcare & Data Privacy': ['HIPAA', 'HITECH', 'HITRUST', 'FDA 21 CFR Part 11'],
    'Finance & Risk': ['GLBA', 'BSA/AML', 'FCRA', 'SOX', 'FinCEN BOI'],
    'Security & Trust': ['SOC 2 (Type II)', 'ISO 27001', 'PCI-DSS'],
    'Privacy & Communications': ['GDPR', 'CCPA/CPRA', 'FERPA', 'COPPA', 'CAN-SPAM', 'TCPA'],
  };
  for (const [category, frameworks] of Object.entries(groups)) {
    const group = page.getByRole('region', { name: category });
    for (const framework of frameworks) await expect(group.getByText(framework, { exact: true })).toBeVisible();
  }
  const features = page.locator('#features').getByRole('listitem');
  await expect(features).toHaveCount(10);
  await expect(features.filter({ hasText: 'Built-in AI assistant' })).toHaveCount(1);
});

test('who we serve: industries, benefits, stats and testimonial placeholders', async ({ page }) => {
  await page.goto('/whos');
  await expect(page.getByRole('heading', { name: 'Industries we serve' })).toBeVisible();
  for (const industry of [
    'Digital Health',
    'Fintech',
    'SaaS',
    'AI',
    'Ecommerce',
    'HR Tech',
    'EdTech',
    'Marketplaces',
    'GovTech',
    'Consumer Apps',
  ]) {
    await expect(page.locator('#industries').getByRole('heading', { name: industry, exact: true })).toBeVisible();
  }
  await expect(page.locator('#benefits').getByRole('listitem')).toHaveCount(6);
  await expect(page.locator('#stats').getByText('500+', { exact: true })).toBeVisible();
  await expect(page.locator('#testimonials figure')).toHaveCount(3);
});

const seoPages = [
  ['/', 'Complia: compliance automation for regulated industries'],
  ['/products', 'Products | Complia'],
  ['/whos', 'Who we serve | Complia'],
  ['/pricing', 'Pricing | Complia'],
  ['/questionnaire', 'Compliance questionnaire | Complia'],
  ['/book', 'Book a demo | Complia'],
] as const;

for (const [path, title] of seoPages) {
  test(`${path} has a title, description, canonical URL and social cards`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^.{40,160}$/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${path === '/' ? '/?' : path}$`),
    );
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /Complia/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

for (const path of [
  '/review/business-promoter/abc-123',
  '/review/business-promoter/a/b/c',
  '/bills/INV-2026-0042',
  '/bills/2026/11/x%20y',
]) {
  test(`${path} answers 200 with a clear, unindexed page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/bills') ? 'Your bill' : 'Business promoter review');
    const reference = decodeURIComponent(
      path
        .split('/')
        .slice(path.startsWith('/bills') ? 2 : 3)
        .join('/'),
    );
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}
