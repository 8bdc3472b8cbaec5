import type { Article, ArticleSummary } from '@/lib/schemas/article';
import { ArticleBody } from './article-body';
import { ArticleCta } from './article-cta';
import { ArticleMeta } from './article-meta';
import { ArticleToc, ArticleTocDisclosure } from './article-toc';
import { Breadcrumb } from './breadcrumb';
import { RelatedArticles } from './related-articles';

/** An article page: breadcrumb, title and meta, body with a sticky table of contents, calls to action. */
export function ArticleView({ article, related }: { article: Article; related: ArticleSummary[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumb title={article.title} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article aria-labelledby="article-title" className="min-w-0 max-w-3xl">
          <header className="border-b border-slate-200 pb-8">
            <h1 id="article-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-slate-700">{article.description}</p>
            <div className="mt-6">
              <ArticleMeta article={article} />
            </div>
            <p className="mt-3 text-sm text-slate-600">By {article.author}</p>
          </header>
          <div className="mt-8 lg:hidden">
            <ArticleTocDisclosure headings={article.headings} />
          </div>
          <div className="mt-8">
            <ArticleBody html={article.html} />
          </div>
          <ArticleCta />
          <RelatedArticles articles={related} />
        </article>
        <aside aria-label="Article tools" className="hidden lg:block">
          <div className="sticky top-24 space-y-6">
            <ArticleToc headings={article.headings} />
            <ArticleCta variant="compact" />
          </div>
        </aside>
      </div>
    </div>
  );
}
