import type { ArticleSummary } from '@/lib/schemas/article';
import { ArticleCard } from './article-card';

/** The editors' picks (front matter `featured: true`), shown above the filtered list whatever the filter. */
export function FeaturedArticles({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
        Featured
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
