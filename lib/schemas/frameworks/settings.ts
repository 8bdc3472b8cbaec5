import { z } from '@/lib/schemas/zod';

const emailMessage = 'Enter a valid email address.';

/** How many addresses a framework's report distribution may name. */
export const MAX_DISTRIBUTION_ADDRESSES = 20;

/** The addresses of a comma-separated list, trimmed, empty parts left out. */
export function distributionAddresses(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Every address in a comma-separated list, at most MAX_DISTRIBUTION_ADDRESSES of them; an empty list is allowed. */
const addressList = z
  .string()
  .refine((value) => distributionAddresses(value).every((part) => z.email().safeParse(part).success), {
    message: 'Enter email addresses separated by commas.',
  })
  .refine((value) => distributionAddresses(value).length <= MAX_DISTRIBUTION_ADDRESSES, {
    message: `Enter at most ${MAX_DISTRIBUTION_ADDRESSES} email addresses.`,
  });

/** Framework settings; the compliance threshold is 0-100. */
export const frameworkSettingsSchema = z.object({
  name: z.string().trim().min(1, 'Enter the framework name.').max(120, 'Use at most 120 characters.'),
  description: z.string().max(1000, 'Use at most 1000 characters.'),
  status: z.enum(['active', 'inactive', 'maintenance'], { message: 'Choose a status.' }),
  compliancePeriod: z.enum(['12', '6', '24'], { message: 'Choose a compliance period.' }),
  notificationEmail: z.email(emailMessage),
  reportFormat: z.enum(['pdf', 'excel', 'word'], { message: 'Choose a report format.' }),
  reportTemplate: z.enum(['standard', 'executive', 'detailed', 'custom'], { message: 'Choose a report template.' }),
  autoReports: z.boolean(),
  reportDistribution: addressList,
  dataRetention: z.enum(['3', '5', '7', '10'], { message: 'Choose a retention period.' }),
  autoBackup: z.boolean(),
  apiAccess: z.boolean(),
  complianceThreshold: z
    .number({ message: 'Enter a number from 0 to 100.' })
    .int('Enter a whole number from 0 to 100.')
    .min(0, 'Enter a number from 0 to 100.')
    .max(100, 'Enter a number from 0 to 100.'),
  notifications: z.record(z.string(), z.boolean()),
});
export type FrameworkSettings = z.infer<typeof frameworkSettingsSchema>;
export type FrameworkSettingsErrors = Partial<Record<keyof FrameworkSettings, string>>;

/** What Save Changes sends: the framework, the version of its row the screen read, and the settings. */
export const frameworkSettingsSaveSchema = z.object({
  frameworkId: z.string({ error: 'Choose a framework.' }).min(1, 'Choose a framework.').max(40, 'Choose a framework.'),
  version: z.number({ error: 'Reload the page and try again.' }).int().min(1, 'Reload the page and try again.'),
  settings: z.unknown(),
});

/** Save Changes' answer: the new version, field messages, or a refusal (role, stale version, unknown framework). */
export type SaveSettingsResult =
  { ok: true; version: number; message: string } | { ok: false; errors: FrameworkSettingsErrors } | { ok: false; refused: string };

/** A person of Users & Permissions: an active member of the organization. */
export type FrameworkUser = { id: string; name: string; email: string; role: 'Admin' | 'Editor' | 'Viewer' };

/** An audit of the framework in the Audit Schedule. */
export type ScheduledAudit = { id: string; name: string; when: string; status: string };
