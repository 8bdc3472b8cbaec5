import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerSource } from '@/lib/schemas/questionnaires';
import { createdAt, version } from './columns';
import { members, organizations } from './workspace';

/**
 * The answer library: questionnaire answers a person approved, each with the records it cites as they stood at
 * approval (a policy's version label, a control's state), so a later change of one flags the answer for review
 * (computed when read). One entry per question, by its normalized wording.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The question lower-cased with punctuation and spacing collapsed: the same question twice is one entry. */
    questionKey: text('question_key').notNull(),
    answer: text('answer').notNull(),
    kind: text('kind', { enum: ['yes', 'no', 'not-applicable', 'text'] }).notNull(),
    sources: jsonb('sources').$type<AnswerSource[]>().notNull(),
    approvedByMemberId: uuid('approved_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('questionnaire_answers_question_idx').on(table.organizationId, table.questionKey),
    index('questionnaire_answers_organization_approved_idx').on(table.organizationId, table.approvedAt),
  ],
);
