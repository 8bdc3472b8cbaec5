import Link from 'next/link';
import type { ReactNode } from 'react';

export const legalLinks = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/support', label: 'Support' },
] as const;

/** The frame of the sign-in pages: heading, lead, the form and the footer links (privacy, terms, support). */
export function AuthCard({ title, lead, children, footer }: { title: string; lead: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{lead}</p>
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
      </div>
      <nav aria-label="Legal and support" className="mt-6">
        <ul className="flex justify-center gap-6 text-xs">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="text-slate-600 underline-offset-2 hover:text-indigo-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
