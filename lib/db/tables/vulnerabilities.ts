import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

/**
 * A vulnerability found on one of the organization's assets (a repository, an AWS resource, an image), one row per
 * asset and identifier (CVE, GHSA or a scanner's rule id) whichever sources report it. `sources` are those whose
 * latest full report still lists it; when the last one stops, or a provider marks it fixed, `fixed_on` is that day.
 * Its deadline is computed from `first_seen_on` and the organization's days per severity, never stored.
 */
export const vulnerabilityFindings = pgTable(
  'vulnerability_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    severity: text('severity', { enum: ['critical', 'high', 'medium', 'low'] }).notNull(),
    sources: text('sources').array().notNull(),
    url: text('url').notNull().default(''),
    firstSeenOn: text('first_seen_on').notNull(),
    lastSeenOn: text('last_seen_on').notNull(),
    fixedOn: text('fixed_on'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vulnerability_findings_asset_identifier_idx').on(table.organizationId, table.asset, table.identifier),
    index('vulnerability_findings_organization_first_seen_idx').on(table.organizationId, table.firstSeenOn),
  ],
);

/** Who owns an asset: the person whose task an overdue finding on it becomes (the admins when nobody does). */
export const vulnerabilityAssetOwners = pgTable(
  'vulnerability_asset_owners',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    ownerMemberId: uuid('owner_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vulnerability_asset_owners_asset_idx').on(table.organizationId, table.asset)],
);

/**
 * An exception to a finding's deadline: why, who asked, who approved (never the one who asked), until when. An
 * approved exception keeps its finding from being overdue until `expires_on` has passed.
 */
export const vulnerabilityExceptions = pgTable(
  'vulnerability_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    findingId: uuid('finding_id')
      .notNull()
      .references(() => vulnerabilityFindings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    expiresOn: text('expires_on').notNull(),
    requestedByMemberId: uuid('requested_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    approvedByMemberId: uuid('approved_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('vulnerability_exceptions_finding_idx').on(table.organizationId, table.findingId)],
);

/** The days allowed to fix a finding, per severity, set by an admin; an organization without a row has the defaults. */
export const vulnerabilitySettings = pgTable('vulnerability_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  criticalDays: integer('critical_days').notNull(),
  highDays: integer('high_days').notNull(),
  mediumDays: integer('medium_days').notNull(),
  lowDays: integer('low_days').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

/** A month's figures filed as evidence, one row per organization and month (YYYY-MM), so a month is filed once. */
export const vulnerabilityMonthlyFigures = pgTable(
  'vulnerability_monthly_figures',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    figures: jsonb('figures').notNull(),
    evidenceId: uuid('evidence_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vulnerability_monthly_figures_month_idx').on(table.organizationId, table.month)],
);

/**
 * Each source that reported the organization's findings (a provider's alerts, a scanner pushing through the API),
 * when it last did and how many it listed: a source never heard from leaves the deadline check unable to evaluate.
 */
export const vulnerabilitySources = pgTable(
  'vulnerability_sources',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull(),
    findingsListed: integer('findings_listed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('vulnerability_sources_source_idx').on(table.organizationId, table.source)],
);
