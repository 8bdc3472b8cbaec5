import { Badge } from '@/components/ui/badge';
import type { ArticleSummary } from '@/lib/schemas/article';
import { formatArticleDate } from './format-date';

/** Tag, read time, and published and updated dates, as shown under an article's title. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-600">
      <div className="flex items-center gap-2">
        <dt className="sr-only">Tag</dt>
        <dd data-testid="article-tag">
          <Badge tone="info">{article.tag}</Badge>
        </dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">Read time</dt>
        <dd data-testid="article-read-time">{article.readTime} min read</dd>
      </div>
      <div className="flex items-center gap-1">
        <dt>Published</dt>
        <dd>
          <time dateTime={article.published}>{formatArticleDate(article.published)}</time>
        </dd>
      </div>
      <div className="flex items-center gap-1">
        <dt>Updated</dt>
        <dd>
          <time dateTime={article.updated}>{formatArticleDate(article.updated)}</time>
        </dd>
      </div>
    </dl>
  );
}
