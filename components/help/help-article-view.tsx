import { ArticleBody } from '@/components/articles/article-body';
import { ArticleToc, ArticleTocDisclosure } from '@/components/articles/article-toc';
import { formatArticleDate } from '@/components/articles/format-date';
import { BreadcrumbTrail } from '@/components/site/breadcrumb-trail';
import type { HelpArticle, HelpSummary } from '@/lib/schemas/help';
import { HelpPager } from './help-pager';
import { SupportNote } from './support-note';

/** A help article: breadcrumb, title, the body with its table of contents, and the previous and next articles. */
export function HelpArticleView({ article, previous, next }: { article: HelpArticle; previous?: HelpSummary; next?: HelpSummary }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <BreadcrumbTrail
        trail={[
          { href: '/', label: 'Home' },
          { href: '/help', label: 'Help center' },
        ]}
        current={article.title}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article aria-labelledby="help-title" className="min-w-0 max-w-3xl">
          <header className="border-b border-slate-200 pb-8">
            <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{article.group}</p>
            <h1 id="help-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-slate-700">{article.description}</p>
            <p className="mt-4 text-sm text-slate-600">
              Updated <time dateTime={article.updated}>{formatArticleDate(article.updated)}</time>
            </p>
          </header>
          <div className="mt-8 lg:hidden">
            <ArticleTocDisclosure headings={article.headings} />
          </div>
          <div className="mt-8">
            <ArticleBody html={article.html} />
          </div>
          <HelpPager previous={previous} next={next} />
        </article>
        <aside aria-label="Article tools" className="hidden lg:block">
          <div className="sticky top-24 space-y-6">
            <ArticleToc headings={article.headings} />
            <SupportNote />
          </div>
        </aside>
      </div>
    </div>
  );
}
