import { ArticleBody } from '@/components/articles/article-body';
import { ArticleToc } from '@/components/articles/article-toc';
import { formatArticleDate } from '@/components/articles/format-date';
import { BreadcrumbTrail } from '@/components/site/breadcrumb-trail';
import type { LegalPage } from '@/lib/schemas/legal';

/** The Privacy Policy or the Terms of Service: title, dates, contents and the text. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <BreadcrumbTrail trail={[{ href: '/', label: 'Home' }]} current={page.title} />
      <article aria-labelledby="legal-title" className="mt-8">
        <header className="border-b border-slate-200 pb-8">
          <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{page.description}</p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt>Effective</dt>
              <dd>
                <time dateTime={page.effective}>{formatArticleDate(page.effective)}</time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Last updated</dt>
              <dd>
                <time dateTime={page.updated}>{formatArticleDate(page.updated)}</time>
              </dd>
            </div>
          </dl>
        </header>
        <div className="mt-8">
          <ArticleToc headings={page.headings} />
        </div>
        <div className="mt-8">
          <ArticleBody html={page.html} />
        </div>
      </article>
    </div>
  );
}
