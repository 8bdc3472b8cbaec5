import type { Metadata } from 'next';
import Link from 'next/link';
import { PublicShell } from '@/components/site/public-shell';
import { buttonClasses } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Every unknown path (and /404) answers HTTP 404 with this page. */
export default function NotFound() {
  return (
    <PublicShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-bold text-indigo-700">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">Invalid page, please return to the home page</h1>
        <Link href="/" className={buttonClasses('primary', 'mt-8')}>
          HOME
        </Link>
      </section>
    </PublicShell>
  );
}
