import Link from 'next/link';
import { headingIdOfGroup } from './group-id';
import { helpGroups, type HelpSummary } from '@/lib/schemas/help';

function ArticleCard({ article }: { article: HelpSummary }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link href={article.href} className="text-indigo-700 hover:underline">
          {article.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{article.description}</p>
      {article.headings.length > 0 && (
        <ul aria-label={`Sections of ${article.title}`} className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
          {article.headings.map((heading) => (
            <li key={heading.id}>
              <Link href={`${article.href}#${heading.id}`} className="text-slate-700 hover:text-indigo-700 hover:underline">
                {heading.text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The help center's index: a table of contents of the groups, then each group's articles with their sections. */
export function HelpIndex({ articles }: { articles: readonly HelpSummary[] }) {
  const groups = helpGroups
    .map((group) => ({ group, id: headingIdOfGroup(group), articles: articles.filter((article) => article.group === group) }))
    .filter((entry) => entry.articles.length > 0);
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
      <nav aria-labelledby="help-contents" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="help-contents" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          Contents
        </h2>
        <ol className="mt-3 grid gap-4 sm:grid-cols-3">
          {groups.map(({ group, id, articles: inGroup }) => (
            <li key={group}>
              <a href={`#${id}`} className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline">
                {group}
              </a>
              <ol className="mt-2 space-y-1 text-sm">
                {inGroup.map((article) => (
                  <li key={article.slug}>
                    <Link href={article.href} className="text-indigo-700 hover:underline">
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </nav>
      {groups.map(({ group, id, articles: inGroup }) => (
        <section key={group} aria-labelledby={id} className="mt-12">
          <h2 id={id} className="scroll-mt-24 text-2xl font-bold text-slate-900">
            {group}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {inGroup.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
