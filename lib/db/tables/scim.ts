import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

/**
 * Bearer tokens an identity provider (Okta, Entra ID) provisions members with through /scim/v2: only a SHA-256
 * of the token is kept, with its last four characters to tell tokens apart.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('scim_tokens_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * A SCIM User of the organization: the provider's view of one member (`member_id`), kept after a deactivation so
 * the provider can read it back with `active: false`. `user_name` and `email` are lower-cased for the filters.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    externalId: text('external_id'),
    givenName: text('given_name').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('scim_users_organization_user_name_idx').on(table.organizationId, table.userName),
    uniqueIndex('scim_users_organization_member_idx').on(table.organizationId, table.memberId),
    index('scim_users_organization_external_idx')
      .on(table.organizationId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('scim_users_organization_email_idx').on(table.organizationId, table.email),
  ],
);

/** A SCIM Group the provider pushes; an admin may map it to a role, which its members then get. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('scim_groups_organization_name_idx').on(table.organizationId, table.displayName)],
);

/** Which SCIM Users a SCIM Group holds. */
export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => scimUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('scim_group_members_user_idx').on(table.organizationId, table.userId),
  ],
);
