import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { version } from './columns';
import { evidence } from './records';
import { organizations } from './workspace';

/**
 * A provider an organization connected (GitHub today): where its API answers, the account connected and the
 * credentials, sealed (lib/integrations/credentials.ts): never shown again, logged or exported. One connection per
 * provider; Disconnect deletes the row, and with it the credentials.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['github', 'aws', 'okta'] }).notNull(),
    /** The API's base URL: the public service's, or a self-hosted one's (GitHub Enterprise Server). */
    baseUrl: text('base_url').notNull(),
    /** The account connected, as the provider names it (a GitHub organization's login). */
    account: text('account').notNull(),
    /** The credentials, sealed with AES-256-GCM for this organization. */
    sealedCredentials: text('sealed_credentials').notNull(),
    connectedBy: text('connected_by').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the daily run of its checks falls due: a day after the connection or the last run (Run now gives results
     * at once). Compared and moved in one update, so with several processes one alone runs it.
     */
    checksDueAt: timestamp('checks_due_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    version: version(),
  },
  (table) => [uniqueIndex('integration_connections_organization_provider_idx').on(table.organizationId, table.provider)],
);

/** One check's result on one resource, as a run keeps it. */
export type StoredCheckResult = { checkId: string; resource: string; outcome: 'pass' | 'fail' | 'unknown'; reason: string };

/**
 * A run of a provider's checks: when, on which account, who asked, every result, and the evidence item that keeps
 * the facts gathered. Runs are kept, so fixes and regressions stay as history.
 */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['github', 'aws', 'okta'] }).notNull(),
    account: text('account').notNull(),
    requestedBy: text('requested_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    results: jsonb('results').$type<StoredCheckResult[]>().notNull(),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
  },
  (table) => [index('check_runs_organization_provider_idx').on(table.organizationId, table.provider, table.startedAt)],
);
