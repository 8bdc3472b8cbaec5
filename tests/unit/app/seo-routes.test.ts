/** @jest-environment node */
import type { MetadataRoute } from 'next';
import { helpSlugs } from '@/lib/schemas/help';

process.env.SITE_URL = 'https://compliance.example';

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after SITE_URL is set, since env() reads it once */
const sitemap: () => MetadataRoute.Sitemap = require('@/app/sitemap').default;
const robots: () => MetadataRoute.Robots = require('@/app/robots').default;
/* eslint-enable @typescript-eslint/no-require-imports */

describe('sitemap', () => {
  it('lists every public page, the six articles, the help articles and the legal pages as absolute URLs under SITE_URL', () => {
    expect(sitemap().map((entry) => entry.url)).toEqual([
      'https://compliance.example/',
      'https://compliance.example/products',
      'https://compliance.example/whos',
      'https://compliance.example/pricing',
      'https://compliance.example/resources',
      'https://compliance.example/book',
      'https://compliance.example/questionnaire',
      'https://compliance.example/help',
      'https://compliance.example/support',
      'https://compliance.example/resources/aiArticle',
      'https://compliance.example/resources/securityCulture',
      'https://compliance.example/resources/pciDss',
      'https://compliance.example/resources/trends',
      'https://compliance.example/resources/soc2CaseStudy',
      'https://compliance.example/resources/isoVsSoc2',
      ...helpSlugs.map((slug) => `https://compliance.example/help/${slug}`),
      'https://compliance.example/privacy',
      'https://compliance.example/terms',
    ]);
  });

  it('dates the help articles and the legal pages by their last update', () => {
    const entries = sitemap();
    for (const path of ['/help/evidence', '/privacy', '/terms'])
      expect(entries.find((entry) => entry.url.endsWith(path))?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates each article by its last update', () => {
    const pci = sitemap().find((entry) => entry.url.endsWith('/pciDss'));
    expect(pci?.lastModified).toBe('2025-04-08');
  });
});

describe('robots', () => {
  it('allows the site, disallows /manage and /api, and points to the sitemap', () => {
    expect(robots()).toEqual({
      rules: { userAgent: '*', allow: '/', disallow: ['/manage', '/api'] },
      sitemap: 'https://compliance.example/sitemap.xml',
    });
  });
});
