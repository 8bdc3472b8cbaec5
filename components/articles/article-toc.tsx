import type { ArticleHeading } from '@/lib/schemas/article';

/** "On this page": links to the article's sections (its level-2 headings). */
export function ArticleToc({ headings }: { headings: ArticleHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-slate-700 hover:text-indigo-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
