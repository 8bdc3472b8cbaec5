import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { organizations } from './workspace';

/**
 * One requirement of a custom framework: the organization's identifier, its title and the library controls meeting
 * it; a licensed list imported from CSV may also name the group its standard puts it in.
 */
export type StoredCustomRequirement = { id: string; title: string; controls: string[]; group?: string };

/**
 * A framework of the organization's own (internal requirements, or a licensed standard's list imported from CSV):
 * its requirements, each mapped to controls of the library, in the order they were given. Its progress is computed
 * from the control states like any framework's, never stored.
 */
export const customFrameworks = pgTable(
  'custom_frameworks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The directory framework whose licensed requirement list this is ('hitrust'), or null for the organization's own. */
    licensedFrameworkId: text('licensed_framework_id'),
    requirements: jsonb('requirements').$type<StoredCustomRequirement[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    // Two frameworks of one organization never share a name, whatever its case; also the organization's list index.
    uniqueIndex('custom_frameworks_organization_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    // One imported list per licensed framework and organization (null for the organization's own frameworks).
    uniqueIndex('custom_frameworks_organization_licensed_idx').on(table.organizationId, table.licensedFrameworkId),
  ],
);
