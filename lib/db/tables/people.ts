import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { personSources } from '@/lib/schemas/people/records';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

/**
 * Everyone in the organization's compliance programme, whether or not they sign in: employees added by hand or
 * from a CSV file, and every member (`member_id`, their login). A person who leaves keeps their row with an
 * `end_date`, so the auditor still sees who worked there and when. Dates are calendar days (YYYY-MM-DD).
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased, so one address names one person of the organization. */
    email: text('email').notNull(),
    department: text('department').notNull().default(''),
    managerId: uuid('manager_id').references((): AnyPgColumn => people.id, { onDelete: 'set null' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    source: text('source', { enum: personSources }).notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('people_organization_email_idx').on(table.organizationId, table.email),
    uniqueIndex('people_organization_member_idx')
      .on(table.organizationId, table.memberId)
      .where(sql`${table.memberId} is not null`),
    index('people_organization_name_idx').on(table.organizationId, table.name),
  ],
);
