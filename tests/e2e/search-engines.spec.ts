import { expect, test } from '@playwright/test';
import { expectedArticles } from './support/articles';
import { helpPaths } from './support/help-pages';

const publicPages = [
  '/',
  '/products',
  '/whos',
  '/pricing',
  '/resources',
  '/book',
  '/questionnaire',
  '/help',
  '/support',
  '/privacy',
  '/terms',
];

test('sitemap.xml lists every public page, the six articles and the help articles as absolute URLs', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
  const paths = locs.map((loc) => new URL(loc).pathname);
  expect(paths.sort()).toEqual([...publicPages, ...expectedArticles.map((article) => `/resources/${article.slug}`), ...helpPaths].sort());
  expect(new Set(locs.map((loc) => new URL(loc).origin)).size).toBe(1);
  expect(xml).not.toContain('/manage');
  expect(xml).not.toContain('/login');
});

test('robots.txt disallows /manage and /api and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /manage');
  expect(text).toContain('Disallow: /api');
  const sitemap = /Sitemap: (\S+)/.exec(text)?.[1] ?? '';
  expect(new URL(sitemap).pathname).toBe('/sitemap.xml');
});

test('the sitemap and robots.txt agree on the site address', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const xml = await (await request.get('/sitemap.xml')).text();
  const sitemapOrigin = new URL(/Sitemap: (\S+)/.exec(robots)?.[1] ?? '').origin;
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1] ?? '';
  expect(new URL(firstLoc).origin).toBe(sitemapOrigin);
});
