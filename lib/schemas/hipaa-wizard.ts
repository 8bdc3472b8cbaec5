import { z } from '@/lib/schemas/zod';

/** The HIPAA wizard's choices (spec §3), kept locally. */
export const hipaaChoicesSchema = z.object({
  organizationType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  organizationName: z.string().max(200),
  sector: z.enum(['', 'hospital', 'clinic', 'dental', 'mental-health', 'pharmacy', 'insurance', 'laboratory', 'it-services', 'billing', 'other']),
  phiTypes: z.array(z.enum(['demographic', 'medical-records', 'billing', 'mental-health', 'genetic'])),
  rules: z.array(z.enum(['privacy-rule', 'security-rule', 'breach-rule', 'enforcement-rule'])),
  recordRange: z.enum(['under-500', '500-5000', '5000-50000', 'over-50000']),
  policies: z.array(z.string().min(1)),
  confirmed: z.boolean(),
});
export type HipaaChoices = z.infer<typeof hipaaChoicesSchema>;
