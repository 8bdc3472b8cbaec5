import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { people } from './people';
import { policies } from './records';
import { organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const policyId = () =>
  uuid('policy_id')
    .notNull()
    .references(() => policies.id, { onDelete: 'cascade' });
const personId = () =>
  uuid('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' });

/**
 * A person's acceptance of a policy: which approved version, the SHA-256 of the exact Markdown text they were
 * shown, when, from where and how (signed in, or through a one-time link). Rows are never changed: a later
 * acceptance is a new row, so the record of what was accepted stays as it was.
 */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    policyId: policyId(),
    personId: personId(),
    versionLabel: text('version_label').notNull(),
    textSha256: text('text_sha256').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    /** At most 300 characters of the browser's User-Agent. */
    userAgent: text('user_agent').notNull(),
    via: text('via', { enum: ['in-product', 'link'] }).notNull(),
  },
  (table) => [index('policy_acceptances_policy_person_idx').on(table.organizationId, table.policyId, table.personId, table.acceptedAt)],
);

/**
 * A personal link for a person without a login to read and accept the policies it names. Only the SHA-256 of its
 * random token is kept; the token itself exists only in the link (a letter, or shown once to whoever created it).
 * `versions` maps each policy it names to the approved version it was made for: a new major version of one of them
 * takes that policy off the link. It is one row however many policies it names, so a letter costs one link.
 */
export const policyAcceptanceLinks = pgTable(
  'policy_acceptance_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    personId: personId(),
    versions: jsonb('versions').$type<Record<string, string>>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('policy_acceptance_links_token_idx').on(table.tokenHash),
    index('policy_acceptance_links_person_idx').on(table.organizationId, table.personId),
  ],
);
