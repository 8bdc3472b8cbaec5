import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { bookDemoLink, publicNavLinks, signInLink } from '@/lib/site-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/** The public header: static, so every public page stays prerendered. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <ul className="hidden items-center gap-6 lg:flex">
          {publicNavLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="text-sm font-medium text-slate-700 hover:text-indigo-700">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-3 lg:flex">
          <Link href={signInLink.href} className={buttonClasses('ghost')}>
            {signInLink.label}
          </Link>
          <Link href={bookDemoLink.href} className={buttonClasses('primary')}>
            {bookDemoLink.label}
          </Link>
        </div>
        <MobileMenu />
      </nav>
    </header>
  );
}
