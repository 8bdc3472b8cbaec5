import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * An organization's single sign-on connection, one per organization. OIDC keeps the discovery URL, the client id
 * and the client secret sealed with AES-256-GCM (lib/sso/secrets.ts); SAML keeps the IdP's metadata as given.
 * `tested_at` is set by a successful test sign-in of the connection as saved: a change clears it, and the
 * connection can be switched on only while it is set. `enforced` refuses password sign-in to every member but the
 * break-glass admin. `provisioning` is `jit` (a first sign-in creates the member with `default_role`) or `scim`
 * (only members a SCIM client created may sign in).
 */
export const ssoConnections = pgTable('sso_connections', {
  organizationId: organizationId().primaryKey(),
  protocol: text('protocol', { enum: ['oidc', 'saml'] }).notNull(),
  oidcDiscoveryUrl: text('oidc_discovery_url'),
  oidcClientId: text('oidc_client_id'),
  oidcClientSecret: text('oidc_client_secret'),
  samlMetadata: text('saml_metadata'),
  samlMetadataUrl: text('saml_metadata_url'),
  /** When the metadata given by URL (SAML) or the discovery document (OIDC) last read well on a refresh. */
  metadataRefreshedAt: timestamp('metadata_refreshed_at', { withTimezone: true }),
  /** Why the last refresh failed, as a sentence (the last good metadata is kept); null once one reads well. */
  metadataRefreshError: text('metadata_refresh_error'),
  metadataRefreshFailedAt: timestamp('metadata_refresh_failed_at', { withTimezone: true }),
  /** The last refresh a signature by a key not in the metadata asked for: at most one a minute per organization. */
  metadataKeyRefreshAt: timestamp('metadata_key_refresh_at', { withTimezone: true }),
  testedAt: timestamp('tested_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(false),
  enforced: boolean('enforced').notNull().default(false),
  breakGlassMemberId: uuid('break_glass_member_id').references(() => members.id, { onDelete: 'set null' }),
  provisioning: text('provisioning', { enum: ['jit', 'scim'] })
    .notNull()
    .default('jit'),
  defaultRole: text('default_role', { enum: ['admin', 'member', 'viewer'] })
    .notNull()
    .default('member'),
  version: version(),
  updatedAt: updatedAt(),
});

/**
 * A domain an organization claims. `verified_at` is set once the TXT record or the file carries `token`; only a
 * verified domain sends its people to the provider and keeps them from signing up elsewhere, and a domain is
 * verified by one organization at most (the partial unique index).
 */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by', { enum: ['dns', 'file'] }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sso_domains_organization_domain_idx').on(table.organizationId, table.domain),
    uniqueIndex('sso_domains_verified_domain_idx')
      .on(table.domain)
      .where(sql`verified_at is not null`),
  ],
);

/** Assertion ids and nonces already used, kept until they expire, so an intercepted one signs no one in twice. */
export const ssoUsedAssertions = pgTable(
  'sso_used_assertions',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_used_assertions_expires_idx').on(table.expiresAt)],
);
