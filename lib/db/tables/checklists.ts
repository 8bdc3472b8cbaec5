import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checklistKinds } from '@/lib/schemas/checklists/records';
import { createdAt, updatedAt, version } from './columns';
import { people } from './people';
import { evidence } from './records';
import { organizations } from './workspace';

/** A step of a template: what to do (for offboarding, one "access removed" step per system). */
export type StoredTemplateStep = { title: string };

/** A step of a person's checklist: copied from the template at start, then ticked (when and by whom). */
export type StoredChecklistStep = { title: string; doneAt: string | null; doneByName: string | null };

/**
 * An organization's own checklist of a kind, once an admin edited it; without a row the product's defaults hold.
 * `deadline_hours` is the offboarding deadline, counted from the end of the person's last day.
 */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: checklistKinds }).notNull(),
    steps: jsonb('steps').$type<StoredTemplateStep[]>().notNull(),
    deadlineHours: integer('deadline_hours').notNull().default(24),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('checklist_templates_organization_kind_idx').on(table.organizationId, table.kind)],
);

/**
 * A person's onboarding or offboarding: the steps copied from the template when it started, when it falls due,
 * and, once every step is done, when it finished and the evidence item that keeps it. One open checklist of a
 * kind per person.
 */
export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: checklistKinds }).notNull(),
    steps: jsonb('steps').$type<StoredChecklistStep[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('checklists_organization_person_idx').on(table.organizationId, table.personId, table.kind, table.startedAt),
    uniqueIndex('checklists_open_kind_idx')
      .on(table.organizationId, table.personId, table.kind)
      .where(sql`${table.finishedAt} is null`),
  ],
);
