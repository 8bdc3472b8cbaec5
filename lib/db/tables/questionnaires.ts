import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerSource } from '@/lib/schemas/questionnaires/answers';
import type { StoredSuggestion } from '@/lib/schemas/questionnaires/records';
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

/**
 * A customer's questionnaire: the uploaded file (kept in storage like an evidence file), the sheet and columns its
 * questions are read by and the answers written back into, and where it stands.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    customer: text('customer'),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['xlsx', 'csv'] }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    sheet: text('sheet').notNull(),
    /** Null when the sheet has no header row. */
    headerRow: integer('header_row'),
    questionColumn: integer('question_column').notNull(),
    answerColumn: integer('answer_column').notNull(),
    yesNoColumn: integer('yes_no_column'),
    status: text('status', { enum: ['imported', 'in-review', 'approved'] })
      .notNull()
      .default('imported'),
    createdByMemberId: uuid('created_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [index('questionnaires_organization_created_idx').on(table.organizationId, table.createdAt)],
);

/** One question of a questionnaire as read from its sheet, with the suggestion, the edited answer and its approval. */
export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** The question's place in the questionnaire, from 1. */
    position: integer('position').notNull(),
    sheet: text('sheet').notNull(),
    row: integer('row').notNull(),
    section: text('section'),
    text: text('text').notNull(),
    /** The engine's suggestion with its sources and confidence; null until suggestions are asked for. */
    suggestion: jsonb('suggestion').$type<StoredSuggestion>(),
    /** The answer as a person edited it; null while the suggestion stands as it is. */
    answer: text('answer'),
    kind: text('kind', { enum: ['yes', 'no', 'not-applicable', 'text'] }),
    approvedByMemberId: uuid('approved_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('questionnaire_questions_position_idx').on(table.questionnaireId, table.position),
    index('questionnaire_questions_organization_idx').on(table.organizationId, table.questionnaireId),
  ],
);
