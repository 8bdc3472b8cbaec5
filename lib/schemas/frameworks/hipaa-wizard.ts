import { z } from '@/lib/schemas/zod';

export const hipaaSectors = [
  'hospital',
  'clinic',
  'dental',
  'mental-health',
  'pharmacy',
  'insurance',
  'laboratory',
  'it-services',
  'billing',
  'other',
] as const;
export const hipaaPhiTypes = ['demographic', 'medical-records', 'billing', 'mental-health', 'genetic'] as const;
export const hipaaRules = ['privacy-rule', 'security-rule', 'breach-rule', 'enforcement-rule'] as const;
export const hipaaRecordRanges = ['under-500', '500-5000', '5000-50000', 'over-50000'] as const;
/** The safeguard policies of step 3: administrative, physical and technical. */
export const hipaaPolicies = [
  'security-officer',
  'workforce-training',
  'access-management',
  'incident-response',
  'facility-access',
  'workstation-use',
  'device-controls',
  'user-authentication',
  'encryption',
  'audit-logs',
  'automatic-logoff',
] as const;

/** A multi-select: known values only, each once. */
const choices = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.array(z.enum(values, { error: message }), { error: message }).transform((list) => [...new Set(list)]);

/** What the wizard stores for the organization: its choices, without the confirmation. */
export const hipaaAnswersSchema = z.object({
  organizationType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose an organization type.' }),
  organizationName: z
    .string({ error: 'Enter the organization name.' })
    .trim()
    .max(200, 'The organization name can be at most 200 characters.'),
  sector: z.enum(['', ...hipaaSectors], { error: 'Choose a healthcare sector from the list.' }),
  phiTypes: choices(hipaaPhiTypes, 'Choose PHI types from the list.'),
  rules: choices(hipaaRules, 'Choose HIPAA rules from the list.'),
  recordRange: z.enum(hipaaRecordRanges, { error: 'Choose a patient record range.' }),
  policies: choices(hipaaPolicies, 'Choose policies from the list.'),
});
export type HipaaAnswers = z.infer<typeof hipaaAnswersSchema>;

/** The wizard's choices: the answers and the Review step's confirmation checkbox. */
export const hipaaChoicesSchema = hipaaAnswersSchema.extend({ confirmed: z.boolean({ error: 'Tick the confirmation.' }) });
export type HipaaChoices = z.infer<typeof hipaaChoicesSchema>;

/** What Activate HIPAA sends: the choices and the version of the organization's HIPAA row it read (0: none yet). */
export const hipaaActivationSchema = z.object({
  choices: hipaaChoicesSchema,
  version: z.number({ error: 'Reload the page and try again.' }).int().min(0),
});
export type HipaaActivation = z.infer<typeof hipaaActivationSchema>;

/** The organization's HIPAA as the activation screen shows it: its status, stored answers and row version. */
export type HipaaSetup = {
  status: 'active' | 'progress' | 'review' | null;
  answers: HipaaAnswers | null;
  version: number;
};
