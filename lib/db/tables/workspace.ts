import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * An organization owns every management record (docs/architecture.md). `version` rises with each rename, so a
 * stale rename is refused. `records_revision` rises when a transaction that changed any of its records commits
 * (the triggers of migration 0011), so a read kept in memory knows when it is out of date (lib/workspace/read-cache.ts).
 * `require_mfa`: an admin requires two-factor sign-in of every member with an account of the product's own.
 */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
  recordsRevision: bigint('records_revision', { mode: 'number' }).notNull().default(0),
  requireMfa: boolean('require_mfa').notNull().default(false),
  /**
   * While on, the author of a policy version cannot approve it and the uploader of an evidence item's files cannot
   * verify them, unless nobody else in the organization could (lib/domain/second-person.ts).
   */
  requireSecondApprover: boolean('require_second_approver').notNull().default(true),
  /** The risk scale's labels ({ likelihood, impact }, five each), or null for the defaults (lib/domain/risks/rules.ts). */
  riskScaleLabels: jsonb('risk_scale_labels'),
  createdAt: createdAt(),
});

/**
 * A person's place in one organization. `subject` names the person for either backend (`embedded:<users.id>` or
 * `provider:<uuid>`); a person may belong to several organizations and works in the one selected last.
 * `version` rises with each change of role, profile or notifications.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }).notNull(),
    /** The member's Settings profile (lib/schemas/organization/settings.ts), or null until first saved. */
    profile: jsonb('profile'),
    /** The notification toggles, by id (lib/domain/notifications/preferences.ts). */
    notifications: jsonb('notifications'),
    version: integer('version').notNull().default(1),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set when an admin removes the member: the row stays, so the person is not given a new organization. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('members_organization_subject_idx').on(table.organizationId, table.subject),
    index('members_subject_idx').on(table.subject, table.selectedAt),
  ],
);

/** An invitation into an organization: the link's token is kept only as a digest and works once within 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_organization_idx').on(table.organizationId, table.createdAt)],
);

/** Who did what to which record, and when: Recent Activity and the organization's log. */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorName: text('actor_name').notNull(),
    actorSubject: text('actor_subject'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_organization_time_idx').on(table.organizationId, table.createdAt),
    // A record's history: its own rows, newest first.
    index('activity_organization_record_idx').on(table.organizationId, table.recordId, table.createdAt),
    // One kind of entry (the frameworks added from the questionnaire) without walking the whole log.
    index('activity_organization_action_idx').on(table.organizationId, table.action, table.createdAt),
  ],
);

/** API keys: only a SHA-256 of the key is kept, with its last four characters to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    // What the key may do through /api/v1: read, or read and write. Keys made before scopes read only.
    scope: text('scope', { enum: ['read-only', 'read-write'] })
      .notNull()
      .default('read-only'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_organization_idx').on(table.organizationId, table.createdAt)],
);
