import Link from 'next/link';
import type { ReactNode } from 'react';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/** One way to get help: a heading, what it is for, and where it leads. */
export function SupportTopic({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-6 text-slate-700">{children}</div>
    </section>
  );
}

/** A link in a support topic's text. */
export function SupportLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href} className={linkClass}>
      {children}
    </Link>
  ) : (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}
