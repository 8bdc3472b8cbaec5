import type { ReactNode } from 'react';
import { settingsSectionLabels, type SettingsSection } from '@/lib/schemas/organization/settings';
import { SettingsNav } from './settings-nav';

const descriptions: Record<SettingsSection, string> = {
  profile: 'Your personal details, work information and preferences.',
  security: 'How you sign in and where you are signed in.',
  notifications: 'Choose which messages you receive.',
  team: 'Who can use this account, and what each role may do.',
  organization: 'Your organization’s name and everything done in it.',
  billing: 'Your plan, invoices and payment method.',
  integrations: 'Connect the tools evidence is collected from.',
  api: 'Keys that let your systems call the API.',
  trust: 'A public page that shows customers your frameworks, controls and subprocessors, from your records.',
  assistant: 'Ask about controls, policies and findings, with every answer citing your records; what is sent, and for how long it is kept.',
};

/** The settings layout: the section list beside the open section's panel, headed by its name and purpose. */
export function SettingsFrame({ section, children }: { section: SettingsSection; children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
      <SettingsNav current={section} />
      <section aria-labelledby="settings-section-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="settings-section-heading" className="text-xl font-semibold text-slate-900">
          {settingsSectionLabels[section]}
        </h2>
        <p className="mb-6 mt-1 text-sm text-slate-600">{descriptions[section]}</p>
        {children}
      </section>
    </div>
  );
}
