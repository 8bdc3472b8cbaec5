import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** Joins a catch-all route's segments into the reference shown to the visitor (decoding what decodes). */
export function referenceFrom(segments: readonly string[]): string {
  return segments
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A public, unindexed page for a shared link (review or bill): names the reference and offers next steps. */
export function ReferencePage({
  eyebrow,
  title,
  reference,
  children,
}: {
  eyebrow: string;
  title: string;
  reference: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">
        Reference: <strong className="break-all font-mono">{reference}</strong>
      </p>
      <div className="mt-4 text-slate-600">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/login" className={buttonClasses('primary')}>
          Sign in
        </Link>
        <Link href="/" className={buttonClasses('secondary')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
