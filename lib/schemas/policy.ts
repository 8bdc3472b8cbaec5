import { z } from '@/lib/schemas/zod';
import { optionalText, requiredText } from './common';
import { frameworkCodeSchema, trackedFrameworkSchema, type TrackedFramework } from './frameworks';

/** Policy statuses (spec §4); the filter values are the same words. */
export const policyStatuses = ['approved', 'review', 'draft', 'expired'] as const;
export const policyStatusSchema = z.enum(policyStatuses);
export type PolicyStatus = z.infer<typeof policyStatusSchema>;

export const policyStatusLabels: Record<PolicyStatus, string> = {
  approved: 'Approved',
  review: 'Under Review',
  draft: 'Draft',
  expired: 'Expired',
};

export const reviewFrequencies = ['6', '12', '24'] as const;

/** One policy: review due is a duration, Pending, N/A or Overdue (spec §3), kept as display text. */
export const policySchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  description: z.string(),
  status: policyStatusSchema,
  frameworks: z.array(trackedFrameworkSchema),
  owner: z.string(),
  lastUpdated: z.string(),
  reviewDue: z.string(),
  reviewFrequencyMonths: z.number().int().optional(),
});
export type Policy = z.infer<typeof policySchema>;

/** A policy as stored: dates and numbers; the list's texts come from lib/domain/policy-display.ts. */
export type PolicyRecord = {
  id: string;
  name: string;
  description: string;
  status: PolicyStatus;
  versionLabel: string;
  frameworks: TrackedFramework[];
  owner: string;
  reviewFrequencyMonths: number;
  /** YYYY-MM-DD; null until the policy is approved. */
  reviewDueOn: string | null;
  updatedAt: Date;
  version: number;
};

/** The Create New Policy form (spec §3). */
export const policyCreateSchema = z.object({
  name: requiredText('policy name'),
  description: optionalText('description'),
  framework: frameworkCodeSchema,
  owner: requiredText('policy owner'),
  reviewFrequency: z.enum(reviewFrequencies, { error: 'Choose a review frequency.' }),
});
export type PolicyCreate = z.infer<typeof policyCreateSchema>;

/** A policy template card (spec §3): ids security, privacy, backup, access. */
export const policyTemplateSchema = z.object({
  id: z.enum(['security', 'privacy', 'backup', 'access']),
  name: z.string(),
  description: z.string(),
  frameworks: z.array(z.string()),
});
export type PolicyTemplate = z.infer<typeof policyTemplateSchema>;
