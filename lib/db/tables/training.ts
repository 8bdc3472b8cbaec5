import { index, integer, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { people } from './people';
import { evidence } from './records';
import { members, organizations } from './workspace';

/**
 * Each attempt at a lesson's quiz, and each outside course a person completed (`lesson_id` 'external', with the
 * course's name and the certificate kept as an evidence item). Attempts are kept, failed ones too, so the history
 * shows how a person got there; a person's status reads their latest passes.
 */
export const trainingCompletions = pgTable(
  'training_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** A lesson of the built-in course, or 'external' for an outside course. */
    lessonId: text('lesson_id').notNull(),
    /** Percent of the quiz answered right; 100 for an outside course. */
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    courseName: text('course_name'),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    recordedByMemberId: uuid('recorded_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('training_completions_organization_person_idx').on(table.organizationId, table.personId, table.completedAt)],
);
