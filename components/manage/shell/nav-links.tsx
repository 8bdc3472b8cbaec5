'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeNavHref, manageNavLinks } from '@/lib/manage-nav';
import { ProgrammeGroup, ProgrammeMenu } from './programme-menu';

/**
 * The header's section links, then the Programme menu (a disclosure in the row, a group in the column); the current
 * section carries aria-current. `layout` picks row or column.
 */
export function NavLinks({ layout, onNavigate }: { layout: 'row' | 'column'; onNavigate?: () => void }) {
  const current = activeNavHref(usePathname());
  const row = layout === 'row';
  const links = (
    <ul className={row ? 'flex items-center gap-1' : 'flex flex-col'}>
      {manageNavLinks.map((link) => {
        const active = link.href === current;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                row ? 'px-3 py-2 text-sm' : 'px-2 py-3 text-base'
              } ${active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
      {row ? (
        <li>
          <ProgrammeMenu />
        </li>
      ) : null}
    </ul>
  );
  return row ? (
    links
  ) : (
    <>
      {links}
      <ProgrammeGroup onNavigate={onNavigate} />
    </>
  );
}
