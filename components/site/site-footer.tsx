import Link from 'next/link';
import { NewsletterForm } from '@/components/marketing/newsletter-form';
import { productName, publicNavLinks } from '@/lib/site-nav';

const companyLinks = [
  { href: '/book', label: 'Book a demo' },
  { href: '/login', label: 'Sign in' },
  { href: '/register', label: 'Create an account' },
] as const;

const helpLinks = [
  { href: '/help', label: 'Help center' },
  { href: '/support', label: 'Support' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
] as const;

type FooterLink = { readonly href: string; readonly label: string };

/** One column of the footer's links, named for screen readers by `label`. */
function FooterColumn({ label, title, links }: { label: string; title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={label}>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-sm text-slate-600 hover:text-indigo-700">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public footer. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-1">
          <p className="text-base font-bold text-slate-900">{productName}</p>
          <p className="mt-2 max-w-xs text-sm text-slate-600">Compliance automation for fast-growing companies in regulated industries.</p>
        </div>
        <FooterColumn label="Product" title="Product" links={publicNavLinks} />
        <FooterColumn label="Company" title="Get started" links={companyLinks} />
        <FooterColumn label="Help and legal" title="Help" links={helpLinks} />
        <div className="lg:col-span-2">
          <NewsletterForm title="Compliance news in your inbox" />
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {productName}. All rights reserved.
      </p>
    </footer>
  );
}
