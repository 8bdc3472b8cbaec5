import type { ArticleSummary } from '@/lib/schemas/article';
import { ArticleCard } from './article-card';

/** The cards of the current filter, with a count announced to screen readers when it changes. */
export function ArticleGrid({ articles }: { articles: ArticleSummary[] }) {
  return (
    <>
      <p role="status" className="mt-6 text-sm text-slate-600">
        {articles.length === 1 ? 'Showing 1 article' : `Showing ${articles.length} articles`}
      </p>
      {articles.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No articles in this category yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
