import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** A page's opening: eyebrow, the page's only h1, lead text and up to two calls to action. */
export function Hero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  primary?: { href: string; label: string };
  secondary?: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{lead}</p>
        {(primary || secondary) && (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {primary && (
              <Link href={primary.href} className={buttonClasses('primary', 'px-6 py-3 text-base')}>
                {primary.label}
              </Link>
            )}
            {secondary && (
              <Link href={secondary.href} className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
                {secondary.label}
              </Link>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
