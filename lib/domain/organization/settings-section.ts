import { settingsSections, type SettingsSection } from '@/lib/schemas/organization/settings';

/** The section a `path` query value names; a missing, repeated-and-unknown or unknown value gives profile. */
export function resolveSettingsSection(value: string | string[] | null | undefined): SettingsSection {
  const first = Array.isArray(value) ? value[0] : value;
  return (settingsSections as readonly string[]).includes(first ?? '') ? (first as SettingsSection) : 'profile';
}
