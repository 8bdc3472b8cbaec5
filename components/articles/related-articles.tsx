import Link from 'next/link';
import type { ArticleSummary } from '@/lib/schemas/article';

/** "Keep reading": links to other articles, so a reader (and a crawler) can move on from any page. */
export function RelatedArticles({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-10">
      <h2 id="related-heading" className="text-xl font-bold text-slate-900">
        Keep reading
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="rounded-lg border border-slate-200 p-4 hover:border-indigo-300">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{article.tag}</p>
            <Link href={article.href} className="mt-1 block font-semibold text-slate-900 hover:text-indigo-700">
              {article.title}
            </Link>
            <p className="mt-2 text-sm text-slate-600">{article.readTime} min read</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
