import type { ArticleHeading } from '@/lib/schemas/article';

function TocList({ headings }: { headings: ArticleHeading[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="block py-1 text-slate-700 hover:text-indigo-700 hover:underline">
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** "On this page": links to the article's sections (its level-2 headings), beside the body on wide screens. */
export function ArticleToc({ headings }: { headings: ArticleHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-heading" className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-700">
        On this page
      </h2>
      <TocList headings={headings} />
    </nav>
  );
}

/** The same links folded into a disclosure above the body on narrow screens. */
export function ArticleTocDisclosure({ headings }: { headings: ArticleHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 lg:hidden">
      <summary className="cursor-pointer px-5 py-3 text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600">
        On this page
      </summary>
      <nav aria-label="On this page (contents)" className="px-5 pb-4">
        <TocList headings={headings} />
      </nav>
    </details>
  );
}
