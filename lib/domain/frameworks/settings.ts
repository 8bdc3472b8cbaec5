import { auditStatusLabels, type AuditStatus } from '@/lib/schemas/audits/records';
import {
  frameworkSettingsSchema,
  type FrameworkSettings,
  type FrameworkSettingsErrors,
  type ScheduledAudit,
} from '@/lib/schemas/frameworks/settings';

export const settingsSections = [
  { id: 'general', label: 'General' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'users', label: 'Users & Permissions' },
  { id: 'audit', label: 'Audit Schedule' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'reporting', label: 'Reporting' },
  { id: 'advanced', label: 'Advanced' },
] as const;
export type SettingsSectionId = (typeof settingsSections)[number]['id'];

/** The section named in the query, or General when it is missing or unknown. */
export function settingsSectionFrom(value: string): SettingsSectionId {
  return settingsSections.find((section) => section.id === value)?.id ?? 'general';
}

export const notificationOptions = [
  { id: 'controlFailures', label: 'Control failures', description: 'Alert when a control fails its automated test.' },
  { id: 'evidenceExpiry', label: 'Evidence expiry', description: 'Remind owners 14 days before evidence expires.' },
  { id: 'auditReminders', label: 'Audit reminders', description: 'Notify the team ahead of scheduled audits.' },
  { id: 'weeklyDigest', label: 'Weekly digest', description: 'A weekly summary of compliance progress.' },
] as const;

const soc2 = {
  name: 'SOC 2 Type II',
  description: 'Trust services criteria for security, availability, processing integrity, confidentiality and privacy.',
};

/**
 * The settings while none are stored: the defaults (period 12 months, pdf, standard template, 3 years
 * retention, threshold 95) under the framework's own name and description (SOC 2 Type II when none is given).
 */
export function defaultFrameworkSettings(framework: { name: string; description: string } = soc2): FrameworkSettings {
  return {
    name: framework.name,
    description: framework.description,
    status: 'active',
    compliancePeriod: '12',
    notificationEmail: 'compliance@company.com',
    reportFormat: 'pdf',
    reportTemplate: 'standard',
    autoReports: true,
    reportDistribution: 'ciso@company.com, audit@company.com',
    dataRetention: '3',
    autoBackup: true,
    apiAccess: false,
    complianceThreshold: 95,
    notifications: { controlFailures: true, evidenceExpiry: true, auditReminders: true, weeklyDigest: false },
  };
}

/** Stored settings (a jsonb value) read back: the stored ones when they are still valid, else the defaults. */
export function storedSettingsOr(stored: unknown, defaults: FrameworkSettings): FrameworkSettings {
  if (stored === null || stored === undefined) return defaults;
  const parsed = frameworkSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaults;
}

/** How Users & Permissions names a team role: Admin, Editor (a member) or Viewer. */
export function frameworkRoleOf(role: 'admin' | 'member' | 'viewer'): 'Admin' | 'Editor' | 'Viewer' {
  return ({ admin: 'Admin', member: 'Editor', viewer: 'Viewer' } as const)[role];
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/**
 * The Audit Schedule of a framework (a directory id): the organization's audits of that framework not yet
 * completed, soonest first, with their dates ("March 15, 2027", or a range) and status label.
 */
export function auditScheduleOf(
  audits: readonly { id: string; name: string; framework: string; startOn: string; endOn: string; status: AuditStatus }[],
  frameworkId: string,
): ScheduledAudit[] {
  return audits
    .filter((audit) => audit.framework === frameworkId && audit.status !== 'completed')
    .sort((a, b) => a.startOn.localeCompare(b.startOn) || a.name.localeCompare(b.name))
    .map((audit) => ({
      id: audit.id,
      name: audit.name,
      when: audit.endOn && audit.endOn !== audit.startOn ? `${day(audit.startOn)} – ${day(audit.endOn)}` : day(audit.startOn),
      status: auditStatusLabels[audit.status],
    }));
}

/** Validates settings; returns the parsed value or one message per field that failed. */
export function validateFrameworkSettings(
  input: unknown,
): { ok: true; value: FrameworkSettings } | { ok: false; errors: FrameworkSettingsErrors } {
  const result = frameworkSettingsSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: FrameworkSettingsErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof FrameworkSettings | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  if (Object.keys(errors).length === 0) errors.name = 'Check the settings and try again.';
  return { ok: false, errors };
}

/** Reads the threshold field's text: a number when it is one, NaN otherwise (so validation reports it). */
export function parseThreshold(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The settings form's values: the threshold stays text while it is typed. */
export type SettingsFormValues = Omit<FrameworkSettings, 'complianceThreshold'> & { complianceThreshold: string };

export function toFormValues(settings: FrameworkSettings): SettingsFormValues {
  return { ...settings, complianceThreshold: String(settings.complianceThreshold) };
}

export function fromFormValues(
  values: SettingsFormValues,
): Omit<FrameworkSettings, 'complianceThreshold'> & { complianceThreshold: number } {
  return { ...values, complianceThreshold: parseThreshold(values.complianceThreshold) };
}

const fieldSections: Record<keyof FrameworkSettings, SettingsSectionId> = {
  name: 'general',
  description: 'general',
  status: 'general',
  compliancePeriod: 'general',
  notificationEmail: 'general',
  notifications: 'notifications',
  reportFormat: 'reporting',
  reportTemplate: 'reporting',
  autoReports: 'reporting',
  reportDistribution: 'reporting',
  dataRetention: 'advanced',
  autoBackup: 'advanced',
  apiAccess: 'advanced',
  complianceThreshold: 'advanced',
};

/** The section holding the first field with an error, in section order (so the form can show it). */
export function firstErrorSection(errors: FrameworkSettingsErrors): SettingsSectionId | undefined {
  const withErrors = new Set((Object.keys(errors) as (keyof FrameworkSettings)[]).map((key) => fieldSections[key]));
  return settingsSections.find((section) => withErrors.has(section.id))?.id;
}

/** The threshold field's own message while typing: undefined when it is a whole number from 0 to 100. */
export function thresholdError(text: string): string | undefined {
  const value = parseThreshold(text);
  if (Number.isNaN(value) || value < 0 || value > 100) return 'Enter a number from 0 to 100.';
  return Number.isInteger(value) ? undefined : 'Enter a whole number from 0 to 100.';
}
