import Link from 'next/link';
import { formatArticleDate } from '@/components/articles/format-date';
import { Badge } from '@/components/ui/badge';
import { categoryLabels } from '@/lib/domain/article-categories';
import type { ArticleSummary } from '@/lib/schemas/article';

/** One article on /resources: the title links to the article (the whole card is clickable). */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-testid="article-card"
      className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone="info">{article.tag}</Badge>
        {categoryLabels[article.category] !== article.tag && (
          <span className="font-semibold uppercase tracking-wide text-slate-600">{categoryLabels[article.category]}</span>
        )}
      </div>
      <Heading className="mt-3 text-lg font-semibold text-slate-900">
        <Link href={article.href} className="after:absolute after:inset-0 focus-visible:outline-none">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-600">{article.description}</p>
      <p className="mt-4 text-sm text-slate-600">
        <span>{article.readTime} min read</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={article.updated}>Updated {formatArticleDate(article.updated)}</time>
      </p>
    </article>
  );
}
