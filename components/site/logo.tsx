import Link from 'next/link';
import { productName } from '@/lib/site-nav';

/** The product's mark; links home. */
export function Logo({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} className="flex items-center gap-2 text-lg font-bold text-slate-900" aria-label={`${productName} home`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" className="fill-indigo-700" />
        <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{productName}</span>
    </Link>
  );
}
