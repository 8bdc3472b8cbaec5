import Link from 'next/link';
import { settingsSectionLabels, settingsSections, type SettingsSection } from '@/lib/schemas/organization/settings';

/** The list of settings sections; each is a link, so the section lives in the URL (`?path=`). */
export function SettingsNav({ current }: { current: SettingsSection }) {
  return (
    <nav aria-label="Settings sections">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {settingsSections.map((id) => (
          <li key={id}>
            <Link
              href={`/manage/settings?path=${id}`}
              aria-current={id === current ? 'page' : undefined}
              scroll={false}
              className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                id === current ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {settingsSectionLabels[id]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
