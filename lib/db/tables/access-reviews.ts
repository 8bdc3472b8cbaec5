import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  accessDecisions,
  accessSystemSources,
  campaignRecurrences,
  campaignStatuses,
  revokeVerifications,
  type SystemAccount,
} from '@/lib/schemas/access-reviews/records';
import { integrationProviders } from '@/lib/schemas/integrations/records';
import { createdAt, updatedAt, version } from './columns';
import { evidence } from './records';
import { members, organizations } from './workspace';

/**
 * An access review campaign: the systems whose accounts are reviewed, by when, and whether closing it schedules the
 * next one (quarterly). Closing files its record as an evidence item (`evidence_id`).
 */
export const accessReviewCampaigns = pgTable(
  'access_review_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: campaignStatuses }).notNull().default('open'),
    /** YYYY-MM-DD. */
    dueOn: text('due_on').notNull(),
    recurrence: text('recurrence', { enum: campaignRecurrences }).notNull(),
    createdByName: text('created_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByName: text('closed_by_name'),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('access_review_campaigns_organization_idx').on(table.organizationId, table.status, table.dueOn)],
);

/** A system reviewed in a campaign, with its reviewer and the owner who carries out its revocations. */
export const accessReviewSystems = pgTable(
  'access_review_systems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => accessReviewCampaigns.id, { onDelete: 'cascade' }),
    source: text('source', { enum: accessSystemSources }).notNull(),
    name: text('name').notNull(),
    reviewerMemberId: uuid('reviewer_member_id').references(() => members.id, { onDelete: 'set null' }),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** When its accounts were last listed: the campaign's start, a later sync or a CSV uploaded again. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    version: version(),
  },
  (table) => [index('access_review_systems_campaign_idx').on(table.organizationId, table.campaignId)],
);

/** An account of a reviewed system as listed when the campaign began, and its decision and verification. */
export const accessReviewAccounts = pgTable(
  'access_review_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => accessReviewCampaigns.id, { onDelete: 'cascade' }),
    systemId: uuid('system_id')
      .notNull()
      .references(() => accessReviewSystems.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    /** Lower-cased; '' when the system names no address. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    admin: boolean('admin').notNull().default(false),
    lastActivity: text('last_activity'),
    decision: text('decision', { enum: accessDecisions }),
    reason: text('reason').notNull().default(''),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    verification: text('verification', { enum: revokeVerifications }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    version: version(),
  },
  (table) => [
    index('access_review_accounts_campaign_idx').on(table.organizationId, table.campaignId),
    uniqueIndex('access_review_accounts_system_external_idx').on(table.systemId, table.externalId),
  ],
);

/** The accounts a connected integration listed on its last sync, which a new campaign starts from. */
export const integrationAccountLists = pgTable(
  'integration_account_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: integrationProviders }).notNull(),
    accounts: jsonb('accounts').$type<SystemAccount[]>().notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('integration_account_lists_organization_provider_idx').on(table.organizationId, table.provider)],
);
