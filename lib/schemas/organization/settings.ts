import { z } from '@/lib/schemas/zod';
import { oneLine } from '@/lib/schemas/one-line';
import { optionalLine, requiredLine } from '../common';

/** The choices of the Settings profile form. */
export const departments = ['Compliance', 'Legal', 'IT Security', 'Risk Management', 'Operations', 'Other'] as const;
export const timeZones = [
  { value: 'PT', label: 'Pacific Time (PT)' },
  { value: 'MT', label: 'Mountain Time (MT)' },
  { value: 'CT', label: 'Central Time (CT)' },
  { value: 'ET', label: 'Eastern Time (ET)' },
] as const;
export const languages = ['English (US)', 'English (UK)', 'Spanish', 'French', 'German'] as const;
export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;

const email = oneLine(z.string().trim().min(1, 'Enter the email address.'), 'email address').pipe(z.email('Enter a valid email address.'));

/** The editable profile; the account block (type, member since, last login, role) is read-only. */
export const profileSchema = z.object({
  firstName: requiredLine('first name', 60),
  lastName: requiredLine('last name', 60),
  email,
  phone: optionalLine('phone number', 30).refine(
    (value) => value === '' || /^[+()\d\s.-]{7,30}$/.test(value),
    'Enter a valid phone number.',
  ),
  jobTitle: requiredLine('job title'),
  department: z.enum(departments, { error: 'Choose a department.' }),
  company: requiredLine('company'),
  employeeId: optionalLine('employee ID', 40),
  manager: optionalLine('manager', 120),
  timeZone: z.enum(timeZones.map((zone) => zone.value) as ['PT', 'MT', 'CT', 'ET'], { error: 'Choose a time zone.' }),
  language: z.enum(languages, { error: 'Choose a language.' }),
  dateFormat: z.enum(dateFormats, { error: 'Choose a date format.' }),
});
export type Profile = z.infer<typeof profileSchema>;

export const accountInfoSchema = z.object({ accountType: z.string(), memberSince: z.string(), lastLogin: z.string(), role: z.string() });
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** Team roles and what each may do. */
export const teamRoles = ['admin', 'member', 'viewer'] as const;
export const teamRoleSchema = z.enum(teamRoles, { error: 'Choose a role.' });
export type TeamRole = z.infer<typeof teamRoleSchema>;
export const teamRoleInfo: Record<TeamRole, { label: string; description: string }> = {
  admin: { label: 'Administrator', description: 'Full access to all features and settings' },
  member: { label: 'Member', description: 'Can view and edit compliance data' },
  viewer: { label: 'Viewer', description: 'Read-only access to compliance data' },
};

/** A member as the Team section lists them; `version` guards a role change against a stale list. */
export type TeamMember = { id: string; name: string; email: string; role: TeamRole; version: number };

/** An invitation not yet accepted; `expiresAt` is an ISO time. */
export type PendingInvitation = { id: string; email: string; role: TeamRole; invitedBy: string; expiresAt: string };

/** An API key as listed: the value is only ever kept masked; times are ISO strings, lastUsedAt null when never used. */
export type ApiKey = { id: string; name: string; maskedValue: string; scope: ApiKeyScope; createdAt: string; lastUsedAt: string | null };

const id = (what: string) => z.string().trim().min(1, `Choose ${what}.`).max(64);
const version = z.coerce.number().int().min(1);

export const teamInviteSchema = z.object({ email, role: teamRoleSchema });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const roleChangeSchema = z.object({ memberId: id('a team member'), role: teamRoleSchema, version });
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const memberIdSchema = z.object({ memberId: id('a team member') });
export const invitationIdSchema = z.object({ invitationId: id('an invitation') });
export const apiKeyIdSchema = z.object({ keyId: id('an API key') });

/** What a key may do through the API: read only, or read and write (push evidence). */
export const apiKeyScopes = ['read-only', 'read-write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = { 'read-only': 'Read-only', 'read-write': 'Read-write' };

export const apiKeyCreateSchema = z.object({
  name: requiredLine('key name', 80),
  scope: z.enum(apiKeyScopes, { error: 'Choose read-only or read-write.' }).default('read-only'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const organizationNameSchema = z.object({ name: requiredLine('organization name', 120) });
export const organizationRenameSchema = organizationNameSchema.extend({ version });

/** A saved form's answer that carries the record's new version, for the next edit. */
export const versionSchema = z.object({ version });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(200),
    newPassword: z.string().min(8, 'Use at least 8 characters.').max(200, 'Use at most 200 characters.'),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match.' })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  });

/** Settings sections, in navigation order; `path` query values choose them. */
export const settingsSections = [
  'profile',
  'security',
  'notifications',
  'team',
  'organization',
  'billing',
  'integrations',
  'api',
  'trust',
  'assistant',
] as const;
export type SettingsSection = (typeof settingsSections)[number];
export const settingsSectionLabels: Record<SettingsSection, string> = {
  profile: 'Profile',
  security: 'Security',
  notifications: 'Notifications',
  team: 'Team',
  organization: 'Organization',
  billing: 'Billing',
  integrations: 'Integrations',
  api: 'API Keys',
  trust: 'Trust center',
  assistant: 'Assistant',
};
