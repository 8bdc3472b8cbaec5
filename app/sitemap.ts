import type { MetadataRoute } from 'next';
import { getArticles, getHelpArticles, getLegalPage } from '@/lib/content';
import { env } from '@/lib/env';
import { legalSlugs } from '@/lib/schemas/legal';

/** The indexable public pages; sign-in, review and bill pages are left out on purpose. */
const publicPages = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/products', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/whos', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/pricing', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/resources', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/book', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/questionnaire', priority: 0.8, changeFrequency: 'yearly' },
  { path: '/help', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/support', priority: 0.5, changeFrequency: 'yearly' },
] as const;

/** sitemap.xml: every public page, the six articles, the help articles and the legal pages, as absolute URLs under SITE_URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const site = env().SITE_URL;
  const pages = publicPages.map(({ path, priority, changeFrequency }) => ({
    url: new URL(path, site).toString(),
    changeFrequency,
    priority,
  }));
  const articles = getArticles().map((article) => ({
    url: new URL(article.href, site).toString(),
    lastModified: article.updated,
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  }));
  const help = getHelpArticles().map((article) => ({
    url: new URL(article.href, site).toString(),
    lastModified: article.updated,
    changeFrequency: 'monthly' as const,
    priority: 0.6,
  }));
  const legal = legalSlugs.map(getLegalPage).map((page) => ({
    url: new URL(page.href, site).toString(),
    lastModified: page.updated,
    changeFrequency: 'yearly' as const,
    priority: 0.3,
  }));
  return [...pages, ...articles, ...help, ...legal];
}
