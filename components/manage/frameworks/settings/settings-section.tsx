'use client';

import { settingsSections, type SettingsSectionId } from '@/lib/domain/frameworks/settings';
import { AdvancedSection } from './advanced-section';
import { GeneralSection } from './general-section';
import { AuditScheduleSection, IntegrationsSection, UsersSection } from './info-sections';
import { NotificationsSection } from './notifications-section';
import { ReportingSection } from './reporting-section';
import type { SectionProps } from './section-props';
import type { FrameworkUser, ScheduledAudit } from '@/lib/schemas/frameworks/settings';

/** The one visible section, under its heading. */
export function SettingsSection({
  section,
  users,
  audits,
  frameworkName,
  setup,
  ...props
}: SectionProps & {
  section: SettingsSectionId;
  users: readonly FrameworkUser[];
  audits: readonly ScheduledAudit[];
  frameworkName: string;
  setup: { done: boolean; href: string };
}) {
  const title = settingsSections.find((item) => item.id === section)?.label ?? 'General';
  return (
    <section aria-labelledby="settings-section-title">
      <h2 id="settings-section-title" className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {section === 'general' && <GeneralSection {...props} frameworkName={frameworkName} setup={setup} />}
      {section === 'notifications' && <NotificationsSection {...props} />}
      {section === 'users' && <UsersSection users={users} />}
      {section === 'audit' && <AuditScheduleSection audits={audits} frameworkName={frameworkName} />}
      {section === 'integrations' && <IntegrationsSection connections={props.facts.connections} />}
      {section === 'reporting' && <ReportingSection {...props} />}
      {section === 'advanced' && <AdvancedSection {...props} />}
    </section>
  );
}
