import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** robots.txt: crawl the public site, never the signed-in area or the API; points to the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/manage', '/api'] },
    sitemap: new URL('/sitemap.xml', env().SITE_URL).toString(),
  };
}
