import Link from 'next/link';

export type Crumb = { href: string; label: string };

/** A public page's breadcrumb: the links that lead to it, then the page itself as the current item. */
export function BreadcrumbTrail({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-x-2">
            <Link href={crumb.href} className="hover:text-indigo-700 hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
