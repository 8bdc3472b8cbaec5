import type { ArticleSummary } from '@/lib/schemas/article';
import { productName } from '@/lib/site-nav';

/** schema.org Article data for search engines. `<` is escaped so no text can close the script element. */
export function ArticleJsonLd({ article, siteUrl }: { article: ArticleSummary; siteUrl: string }) {
  const url = new URL(article.href, siteUrl).toString();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: productName, url: new URL('/', siteUrl).toString() },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.tag,
    timeRequired: `PT${article.readTime}M`,
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
