import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CarriedResults } from '@/lib/schemas/checks/carried-results';
import { integrationProviders } from '@/lib/schemas/integrations/records';
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
    provider: text('provider', { enum: integrationProviders }).notNull(),
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
    provider: text('provider', { enum: integrationProviders }).notNull(),
    account: text('account').notNull(),
    requestedBy: text('requested_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    results: jsonb('results').$type<StoredCheckResult[]>().notNull(),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    /**
     * The results that stand after this run (lib/domain/checks/carried-results.ts): a failure it could not evaluate again
     * is carried from the run that read it. Null on runs stored before it was kept: their own results stand.
     */
    carried: jsonb('carried').$type<CarriedResults>(),
    /** The SHA-256 of the facts and results the run found: an unchanged run is recorded on the evidence item already filed. */
    factsDigest: text('facts_digest'),
  },
  (table) => [index('check_runs_organization_provider_idx').on(table.organizationId, table.provider, table.startedAt)],
);

/**
 * An exception an administrator recorded for a failing check: while it lasts (until the end of `expiresOn`), the
 * check's failures no longer mark its controls Needs attention nor keep them from counting. The reason stays with
 * it for the auditor; ending it early keeps the row, with who ended it and when.
 */
export const checkExceptions = pgTable(
  'check_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    checkId: text('check_id').notNull(),
    reason: text('reason').notNull(),
    /** The last day (YYYY-MM-DD) the exception holds. */
    expiresOn: text('expires_on').notNull(),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    endedBy: text('ended_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    version: version(),
  },
  (table) => [index('check_exceptions_organization_check_idx').on(table.organizationId, table.checkId)],
);
