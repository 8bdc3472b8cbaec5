import { z } from '@/lib/schemas/zod';
import { optionalText, requiredText } from './common';
import { frameworkCodeSchema, type TrackedFramework } from './frameworks';

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

/** One policy as the library lists it: review due is a duration, Pending, N/A or Overdue (spec §3). */
export type Policy = {
  id: string;
  name: string;
  version: string;
  description: string;
  status: PolicyStatus;
  frameworks: TrackedFramework[];
  owner: string;
  lastUpdated: string;
  reviewDue: string;
  reviewFrequencyMonths: number;
};

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
export type PolicyTemplate = { id: 'security' | 'privacy' | 'backup' | 'access'; name: string; description: string; frameworks: string[] };
