import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { integrationProviders } from '@/lib/schemas/integrations/records';
import { organizations } from './workspace';

/**
 * A device an MDM (Microsoft Intune) manages, as its latest run read it: its platform, OS version, encryption,
 * compliance, last sync and user, by whose e-mail a person's page lists their devices. Each run replaces the
 * provider's rows, so a device no longer managed leaves the list.
 */
export const managedDevices = pgTable(
  'managed_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: integrationProviders }).notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    osVersion: text('os_version').notNull(),
    encrypted: boolean('encrypted').notNull(),
    compliance: text('compliance').notNull(),
    /** The user's e-mail, lower case; '' for a device with no user. */
    userEmail: text('user_email').notNull(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('managed_devices_provider_device_idx').on(table.organizationId, table.provider, table.externalId),
    index('managed_devices_organization_user_idx').on(table.organizationId, table.userEmail),
  ],
);
