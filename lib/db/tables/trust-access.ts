import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, version } from './columns';
import { trustDocuments } from './trust';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** The trust center's NDA, one row per version: saving a new text adds a version; the latest is current. */
export const trustNdas = pgTable(
  'trust_ndas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('trust_ndas_version_idx').on(table.organizationId, table.version)],
);

/**
 * A visitor's request for the private documents: who asked, the NDA version accepted (with the time, address and
 * browser), the decision and any later revocation, and the access link's hash once approved (the token itself is only in the letter).
 */
export const trustAccessRequests = pgTable(
  'trust_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    reason: text('reason').notNull(),
    ndaVersion: integer('nda_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    state: text('state', { enum: ['requested', 'approved', 'declined', 'revoked'] })
      .notNull()
      .default('requested'),
    /** The approval or the decline: who and when (an approved domain's approval has no member). */
    decidedByMemberId: uuid('decided_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The revocation of approved access, kept beside the approval rather than over it. */
    revokedByMemberId: uuid('revoked_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    accessDays: integer('access_days'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    index('trust_access_requests_organization_idx').on(table.organizationId, table.createdAt),
    uniqueIndex('trust_access_requests_token_idx').on(table.tokenHash),
  ],
);

/** Each download through an access link: who (the request), what (the document) and when. */
export const trustAccessDownloads = pgTable(
  'trust_access_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => trustAccessRequests.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => trustDocuments.id, { onDelete: 'set null' }),
    /** The title at the time, kept when the document is later removed. */
    documentTitle: text('document_title').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trust_access_downloads_request_idx').on(table.requestId, table.at)],
);

/** E-mail domains whose requests are approved without waiting for an administrator. */
export const trustApprovedDomains = pgTable(
  'trust_approved_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('trust_approved_domains_domain_idx').on(table.organizationId, table.domain)],
);

/** People told of subprocessor changes: confirmed through a mailed link; every notice carries an unsubscribe link. */
export const trustSubscribers = pgTable(
  'trust_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trust_subscribers_email_idx').on(table.organizationId, table.email),
    uniqueIndex('trust_subscribers_confirm_idx').on(table.confirmTokenHash),
    uniqueIndex('trust_subscribers_unsubscribe_idx').on(table.unsubscribeTokenHash),
  ],
);
