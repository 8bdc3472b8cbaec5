import { z } from '@/lib/schemas/zod';
import { optionalText, requiredLine, requiredText } from '../common';
import { frameworkCodeSchema, trackedFrameworkSchema, type TrackedFramework } from '../frameworks/codes';

/**
 * Policy statuses as the screens show and filter them. Expired is never stored: it is an approved
 * policy past its review due day (lib/domain/policies/lifecycle.ts).
 */
export const policyStatuses = ['approved', 'review', 'draft', 'expired'] as const;
export const policyStatusSchema = z.enum(policyStatuses);
export type PolicyStatus = z.infer<typeof policyStatusSchema>;

export const policyStatusLabels: Record<PolicyStatus, string> = {
  approved: 'Approved',
  review: 'Under Review',
  draft: 'Draft',
  expired: 'Expired',
};

/** The Status filter of the list: the statuses, and Archived (archived policies leave the default list). */
export const policyFilterStatuses = [...policyStatuses, 'archived'] as const;
export const policyFilterLabels: Record<(typeof policyFilterStatuses)[number], string> = { ...policyStatusLabels, archived: 'Archived' };

export const reviewFrequencies = ['6', '12', '24'] as const;

/** One policy as the library lists it: review due is a duration, Pending, N/A or Overdue. */
export type Policy = {
  id: string;
  name: string;
  version: string;
  description: string;
  status: PolicyStatus;
  archived: boolean;
  frameworks: TrackedFramework[];
  owner: string;
  lastUpdated: string;
  reviewDue: string;
  reviewFrequencyMonths: number;
  /** The row's version, which every change sends back. */
  recordVersion: number;
};

/** A policy as stored, with the status it shows today (Expired computed); the list's texts come from lib/domain/policies/display.ts. */
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
  archivedAt: Date | null;
  updatedAt: Date;
  version: number;
};

/** An approved text kept in the policy's history. */
export type PolicyVersionEntry = {
  label: string;
  name: string;
  description: string;
  body: string;
  approvedAt: Date;
  approvedByName: string;
  /** Approved by the author of this text (allowed only when nobody else could, or with the setting off). */
  selfApproved: boolean;
};

/** A comment on a policy; `returned` is the reviewer's reason for sending it back to Draft. */
export type PolicyComment = { id: string; authorName: string; body: string; kind: 'comment' | 'returned'; createdAt: Date };

/** A policy with its text, approval, older versions and comments: what the view page and the editor read. */
export type PolicyDetail = PolicyRecord & {
  body: string;
  approvedAt: Date | null;
  /** Who approved the current label, when it was approved. */
  approvedByName: string | null;
  /** The current approval was the author's own. */
  selfApproved: boolean;
  /** The departments whose people accept the policy once approved; empty means everyone. */
  acceptanceDepartments: string[];
  versions: PolicyVersionEntry[];
  comments: PolicyComment[];
  /** Whether the reader may approve this version: refused (with why) for its author while a second person is required. */
  approval: { allowed: true; self: boolean } | { allowed: false; message: string };
};

/** The Create New Policy form. */
export const policyCreateSchema = z.object({
  name: requiredLine('policy name'),
  description: optionalText('description'),
  framework: frameworkCodeSchema,
  owner: requiredLine('policy owner'),
  reviewFrequency: z.enum(reviewFrequencies, { error: 'Choose a review frequency.' }),
});
export type PolicyCreate = z.infer<typeof policyCreateSchema>;

const RELOAD = 'Reload the page and try again.';
const idField = z.string({ error: RELOAD }).min(1, RELOAD).max(100, RELOAD);
const versionField = z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD);

export const MAX_POLICY_BODY = 100_000;

/** The policy editor: its fields, its Markdown text, and for an approved text whether the edit is minor or major. */
export const policyEditSchema = z.object({
  id: idField,
  version: versionField,
  name: requiredLine('policy name'),
  description: optionalText('description'),
  owner: requiredLine('policy owner'),
  frameworks: z
    .array(trackedFrameworkSchema, { error: 'Choose at least one framework.' })
    .min(1, 'Choose at least one framework.')
    .transform((list) => [...new Set(list)]),
  reviewFrequency: z.enum(reviewFrequencies, { error: 'Choose a review frequency.' }),
  body: z
    .string()
    .max(MAX_POLICY_BODY, `The policy text can be at most ${MAX_POLICY_BODY.toLocaleString('en-US')} characters.`)
    .optional()
    .default(''),
  revision: z.enum(['minor', 'major'], { error: 'Choose a minor edit or a major revision.' }).optional(),
});
export type PolicyEdit = z.infer<typeof policyEditSchema>;

/** A lifecycle step on one policy (submit, approve, renew, archive, delete): its id and the version read. */
export const policyStepSchema = z.object({ id: idField, version: versionField });
export type PolicyStepInput = z.infer<typeof policyStepSchema>;

/** Return with comments: the reviewer must say what to change. */
export const policyReturnSchema = z.object({
  id: idField,
  version: versionField,
  comment: requiredText('comment saying what to change', 2000),
});

/** A comment on a policy under review. */
export const policyCommentSchema = z.object({ id: idField, version: versionField, body: requiredText('comment', 2000) });

/**
 * The policy templates: the four cards of the screen, the HIPAA administrative policies of its wizard, and the rest
 * of a security programme's policies listed under the cards.
 */
export const policyTemplateIds = [
  'security',
  'privacy',
  'backup',
  'access',
  'security-officer',
  'workforce-training',
  'access-management',
  'incident-response',
  'secure-development',
  'change-management',
  'configuration-management',
  'vulnerability-management',
  'patch-management',
  'logging-monitoring',
  'network-security',
  'cloud-security',
  'capacity-management',
  'cryptography',
  'key-management',
  'data-classification',
  'data-retention',
  'media-disposal',
  'information-transfer',
  'records-management',
  'breach-notification',
  'email-security',
  'acceptable-use',
  'asset-management',
  'clean-desk',
  'code-of-conduct',
  'endpoint-security',
  'mobile-device',
  'remote-work',
  'physical-security',
  'hr-security',
  'business-continuity',
  'disaster-recovery',
  'risk-management',
  'third-party-risk',
  'awareness-training',
  'whistleblower',
  'password',
  'privileged-access',
  'software-licensing',
] as const;
export type PolicyTemplateId = (typeof policyTemplateIds)[number];

/** What a lifecycle step answers: the policy's id, name, the status it now shows, and whether it still exists. */
export type PolicyStepResult = { id: string; name: string; status: string; deleted: boolean };

/** Use Template on a card. */
export const policyTemplateSchema = z.object({ templateId: z.enum(policyTemplateIds, { error: 'Choose a template.' }) });

/** A policy template: its card and its Markdown text, `{{organization}}` standing for the organization's name. */
export type PolicyTemplate = { id: PolicyTemplateId; name: string; description: string; frameworks: TrackedFramework[]; body: string };

/** The stat cards of the policy library: counts of the organization's policies. */
export type PolicyStats = { total: number; approved: number; underReview: number; expiringSoon: number; archived: number };
