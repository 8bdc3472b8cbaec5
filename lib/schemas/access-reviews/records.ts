import { isoDate, optionalText, recordVersionSchema, requiredLine } from '@/lib/schemas/common';
import { integrationProviders } from '@/lib/schemas/integrations/records';
import { z } from '@/lib/schemas/zod';

const RELOAD = 'Reload the page and try again.';

/** Where a system's accounts come from: a connected integration's last sync, or a CSV file uploaded for it. */
export const accessSystemSources = [...integrationProviders, 'csv'] as const;
export type AccessSystemSource = (typeof accessSystemSources)[number];

export const campaignStatuses = ['open', 'closed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** A quarterly campaign schedules the next one when it closes; none does not. */
export const campaignRecurrences = ['quarterly', 'none'] as const;
export type CampaignRecurrence = (typeof campaignRecurrences)[number];
export const campaignRecurrenceLabels: Record<CampaignRecurrence, string> = { quarterly: 'Quarterly', none: 'None' };

export const accessDecisions = ['keep', 'revoke', 'change'] as const;
export type AccessDecision = (typeof accessDecisions)[number];
export const accessDecisionLabels: Record<AccessDecision, string> = { keep: 'Keep', revoke: 'Revoke', change: 'Change' };

/** A revoke waits for the system's next list (pending), which shows the account gone (verified) or still there (flagged). */
export const revokeVerifications = ['pending', 'verified', 'flagged'] as const;
export type RevokeVerification = (typeof revokeVerifications)[number];
export const revokeVerificationLabels: Record<RevokeVerification, string> = {
  pending: 'Awaiting the next sync',
  verified: 'Verified removed',
  flagged: 'Still listed',
};

/** An account as a system lists it, before a person reviews it. */
export type SystemAccount = {
  /** The provider's own id or login, stable across syncs; a CSV's lower-cased e-mail. */
  externalId: string;
  /** Lower-cased, or '' when the system gives none (an AWS IAM user named otherwise). */
  email: string;
  name: string;
  role: string;
  admin: boolean;
  /** When the account was last used (ISO time or YYYY-MM-DD), when the system tells it. */
  lastActivity: string | null;
};

/** At most this many accounts in one CSV file, and this many characters. */
export const MAX_CSV_ACCOUNTS = 5000;
export const MAX_CSV_CHARACTERS = 2_000_000;

const csvField = z
  .string({ error: 'Choose a CSV file or paste its lines.' })
  .trim()
  .min(1, 'Choose a CSV file or paste its lines.')
  .max(MAX_CSV_CHARACTERS, `The file is too large: upload at most ${MAX_CSV_ACCOUNTS.toLocaleString('en-US')} accounts at a time.`);

const idField = (what: string) => z.string({ error: RELOAD }).trim().min(1, `Choose the ${what}.`).max(64, RELOAD);

/** New campaign: its name, due day, recurrence, and the connected systems chosen, each with its reviewer and owner. */
export const campaignCreateSchema = z.object({
  name: requiredLine('campaign name'),
  dueOn: isoDate('due date'),
  recurrence: z.enum(campaignRecurrences, { error: 'Choose the recurrence.' }).default('quarterly'),
  systems: z
    .array(
      z.object({
        source: z.enum(integrationProviders, { error: RELOAD }),
        reviewerMemberId: idField('reviewer'),
        ownerMemberId: idField('owner'),
      }),
    )
    .max(integrationProviders.length, RELOAD)
    .default([]),
});
export type CampaignCreate = z.output<typeof campaignCreateSchema>;

/** Add a system by CSV upload to an open campaign. */
export const csvSystemSchema = z.object({
  campaignId: idField('campaign'),
  name: requiredLine('system name', 80),
  reviewerMemberId: idField('reviewer'),
  ownerMemberId: idField('owner'),
  csv: csvField,
});
export type CsvSystemInput = z.output<typeof csvSystemSchema>;

/** Upload a CSV system's list again, which verifies its revokes. */
export const csvRelistSchema = z.object({ systemId: idField('system'), csv: csvField });
export type CsvRelist = z.output<typeof csvRelistSchema>;

export const MAX_REASON_LENGTH = 500;

/** One account's decision, on the version the screen read. */
export const decisionSchema = recordVersionSchema.extend({
  decision: z.enum(accessDecisions, { error: 'Choose keep, revoke or change.' }),
  reason: optionalText('reason', MAX_REASON_LENGTH),
});
export type DecisionInput = z.output<typeof decisionSchema>;

/** The same decision on each of the accounts given, each on the version read (a bulk decision's write). */
export const bulkDecisionSchema = z.object({
  campaignId: idField('campaign'),
  decision: z.enum(accessDecisions, { error: 'Choose keep, revoke or change.' }),
  reason: optionalText('reason', MAX_REASON_LENGTH),
  accounts: z.array(recordVersionSchema, { error: RELOAD }).min(1, 'No account matches the filters.').max(MAX_CSV_ACCOUNTS, RELOAD),
});
export type BulkDecisionInput = z.output<typeof bulkDecisionSchema>;

/** A campaign's account filters: a system's id, the person's status (or unmatched), admin rights, undecided only; '' is any. */
export const accountFiltersSchema = z.object({
  system: z.string().max(100),
  status: z.enum(['', 'departed', 'active', 'upcoming', 'unmatched']),
  admin: z.enum(['', 'yes', 'no']),
  undecided: z.boolean(),
});
export type AccountFilters = z.output<typeof accountFiltersSchema>;

/**
 * The same decision on every account the filters match and the member may decide, on every page of the list: the
 * screen sends the filters and the fingerprint of the accounts it counted, never their ids.
 */
export const filteredDecisionSchema = bulkDecisionSchema.omit({ accounts: true }).extend({
  filters: accountFiltersSchema,
  fingerprint: z.string().max(100),
});
export type FilteredDecisionInput = z.output<typeof filteredDecisionSchema>;

/** Close campaign. */
export const campaignCloseSchema = recordVersionSchema;
