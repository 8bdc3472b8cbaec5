import Link from 'next/link';

/** Home › Resources › the article's title; the last item is the current page. */
export function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link href="/" className="hover:text-indigo-700 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link href="/resources" className="hover:text-indigo-700 hover:underline">
            Resources
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page" className="font-medium text-slate-800">
          {title}
        </li>
      </ol>
    </nav>
  );
}
