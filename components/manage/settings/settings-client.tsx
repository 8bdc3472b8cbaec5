'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { EmptyState } from '@/components/manage/records/section-card';
import { resolveSettingsSection } from '@/lib/domain/settings-section';
import { settingsSectionLabels, settingsSections, type SettingsSection } from '@/lib/schemas/settings';
import { sampleApiKeys } from '@/lib/sample-data/settings';
import { ApiKeysSection } from './api-keys-section';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { TeamSection } from './team-section';

const descriptions: Record<SettingsSection, string> = {
  profile: 'Your personal details, work information and preferences.',
  security: 'How you sign in and where you are signed in.',
  notifications: 'Choose which messages you receive.',
  team: 'Who can use this account, and what each role may do.',
  billing: 'Your plan, invoices and payment method.',
  integrations: 'Connect the tools evidence is collected from.',
  api: 'Keys that let your systems call the API.',
};

function SectionBody({ section }: { section: SettingsSection }) {
  switch (section) {
    case 'profile':
      return <ProfileSection />;
    case 'security':
      return <SecuritySection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'team':
      return <TeamSection />;
    case 'api':
      return <ApiKeysSection keys={sampleApiKeys} />;
    case 'billing':
      return <EmptyState title="No billing details yet">Your plan and invoices will appear here once billing is set up.</EmptyState>;
    case 'integrations':
      return <EmptyState title="No integrations connected">Connected tools will appear here once an integration is set up.</EmptyState>;
  }
}

/** Settings: the section comes from the `path` query value (unknown values show Profile). */
export function SettingsClient() {
  const section = resolveSettingsSection(useSearchParams().get('path'));
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {settingsSections.map((id) => (
            <li key={id}>
              <Link
                href={`/manage/settings?path=${id}`}
                aria-current={id === section ? 'page' : undefined}
                scroll={false}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                  id === section ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {settingsSectionLabels[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="settings-section-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="settings-section-heading" className="text-xl font-semibold text-slate-900">
          {settingsSectionLabels[section]}
        </h2>
        <p className="mb-6 mt-1 text-sm text-slate-600">{descriptions[section]}</p>
        <SectionBody section={section} />
      </section>
    </div>
  );
}
