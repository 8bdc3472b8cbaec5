import Link from 'next/link';

const tabs = [
  { href: '/manage/isms', label: 'Scope and objectives' },
  { href: '/manage/isms/audits', label: 'Internal audits' },
  { href: '/manage/isms/reviews', label: 'Management reviews' },
] as const;

/** The ISMS screens' own links, the current one marked. */
export function IsmsTabs({ current }: { current: (typeof tabs)[number]['href'] }) {
  return (
    <nav aria-label="ISMS" className="mb-6 flex flex-wrap gap-2 border-b border-slate-200 pb-2">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? 'page' : undefined}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${tab.href === current ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
