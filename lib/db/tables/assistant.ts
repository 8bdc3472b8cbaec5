import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  assistantProposalKinds,
  type AssistantProposalPayload,
  type AssistantReply,
  type AssistantToolRecord,
} from '@/lib/schemas/assistant';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The organization's choices for the assistant: off until an admin turns it on (until then no record leaves the
 * server), how long conversations are kept, and the daily budget of model requests and tokens.
 */
export const assistantSettings = pgTable('assistant_settings', {
  organizationId: organizationId().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  retentionDays: integer('retention_days').notNull().default(90),
  /** Questions a member may send the model in a UTC day. */
  memberDailyRequests: integer('member_daily_requests').notNull().default(100),
  /** Tokens (sent and received) the whole organization may spend in a UTC day. */
  organizationDailyTokens: integer('organization_daily_tokens').notNull().default(2_000_000),
  version: version(),
  updatedAt: updatedAt(),
});

/** A member's conversation with the assistant; only its member reads it, and it goes with the member. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('assistant_conversations_member_idx').on(table.organizationId, table.memberId, table.updatedAt)],
);

/**
 * One turn: the member's question, or the assistant's reply with the records its tools returned in that turn (the
 * citations are checked against them) and the tokens it cost.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** The question as typed, or the reply's plain text. */
    text: text('text').notNull(),
    /** The reply as the panel shows it: sentences with their citations, and proposals. */
    reply: jsonb('reply').$type<AssistantReply>(),
    /** The records the tools returned during this turn. */
    toolRecords: jsonb('tool_records').$type<AssistantToolRecord[]>(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('assistant_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

/**
 * Something the assistant drafted (a policy, an answer, an owner, a corrective action, a vendor review). It
 * changes nothing until a person confirms it, which runs the ordinary write with its role check and activity row.
 */
export const assistantProposals = pgTable(
  'assistant_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    conversationId: uuid('conversation_id').references(() => assistantConversations.id, { onDelete: 'cascade' }),
    /** Who asked for the draft; only they see and confirm it. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: assistantProposalKinds }).notNull(),
    title: text('title').notNull(),
    payload: jsonb('payload').$type<AssistantProposalPayload>().notNull(),
    status: text('status', { enum: ['proposed', 'confirmed', 'dismissed'] })
      .notNull()
      .default('proposed'),
    /** The record the confirmation wrote (a policy's id, a task's id …). */
    recordId: text('record_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
  },
  (table) => [index('assistant_proposals_member_idx').on(table.organizationId, table.memberId, table.status)],
);

/** Model requests and tokens spent per member and UTC day: the budget is counted here, in the request's transaction. */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    organizationId: organizationId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The UTC calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    requests: integer('requests').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.memberId, table.day] })],
);
