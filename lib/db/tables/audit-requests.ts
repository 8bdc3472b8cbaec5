import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RequestListFormat, SampleItem, SamplePopulation } from '@/lib/schemas/audit-requests/records';
import { createdAt, updatedAt, version } from './columns';
import { audits, evidence } from './records';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

const auditId = () =>
  uuid('audit_id')
    .notNull()
    .references(() => audits.id, { onDelete: 'cascade' });

/**
 * The auditor's request list of an audit as it was imported: the file's format and its header cells, so the list
 * is exported again in the auditor's own columns. One per audit; a second import replaces it.
 */
export const auditRequestLists = pgTable(
  'audit_request_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: auditId(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<RequestListFormat>().notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The 1-based columns the reference, the request's text and its due date were read from. */
    referenceColumn: integer('reference_column'),
    textColumn: integer('text_column').notNull(),
    dueColumn: integer('due_column'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('audit_request_lists_audit_idx').on(table.organizationId, table.auditId)],
);

/**
 * A sample drawn for a Type II audit: the population (its kind and period), the seed and the items drawn, kept so
 * the auditor can draw it again and get the same items.
 */
export const auditSamples = pgTable(
  'audit_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: auditId(),
    population: text('population').$type<SamplePopulation>().notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    populationSize: integer('population_size').notNull(),
    size: integer('size').notNull(),
    seed: text('seed').notNull(),
    items: jsonb('items').$type<SampleItem[]>().notNull(),
    drawnByName: text('drawn_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_samples_audit_idx').on(table.organizationId, table.auditId, table.createdAt)],
);

/**
 * One request of an audit's list: what the auditor asks (reference, text, due day), the controls a person confirmed
 * it is about, its owner, the evidence that answers it and where it stands (open, submitted, accepted, returned).
 * `cells` keeps the imported row as it was, for the export.
 */
export const auditRequests = pgTable(
  'audit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: auditId(),
    position: integer('position').notNull(),
    reference: text('reference').notNull(),
    text: text('text').notNull(),
    dueOn: text('due_on'),
    status: text('status', { enum: ['open', 'submitted', 'accepted', 'returned'] })
      .notNull()
      .default('open'),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    controlIds: jsonb('control_ids').$type<string[]>().notNull().default([]),
    evidenceIds: jsonb('evidence_ids').$type<string[]>().notNull().default([]),
    sampleId: uuid('sample_id').references(() => auditSamples.id, { onDelete: 'set null' }),
    cells: jsonb('cells').$type<string[]>(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('audit_requests_audit_idx').on(table.organizationId, table.auditId, table.position),
    index('audit_requests_owner_idx').on(table.organizationId, table.ownerMemberId, table.status),
  ],
);

/** The thread of a request: comments, and each submission, acceptance and return with its comment. */
export const auditRequestComments = pgTable(
  'audit_request_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => auditRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['comment', 'submitted', 'accepted', 'returned'] }).notNull(),
    authorMemberId: uuid('author_member_id').references(() => members.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_request_comments_request_idx').on(table.organizationId, table.requestId, table.createdAt)],
);

/**
 * A finding the auditor raised on a request of an external audit (themselves, or a member on their behalf): its
 * severity, an owner and due day given by the team, the corrective action and where it stands until closed.
 */
export const auditRequestFindings = pgTable(
  'audit_request_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: auditId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => auditRequests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    severity: text('severity', { enum: ['major', 'minor', 'observation'] }).notNull(),
    description: text('description').notNull(),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    dueOn: text('due_on'),
    correctiveAction: text('corrective_action').notNull().default(''),
    state: text('state', { enum: ['open', 'action-planned', 'action-done', 'closed'] })
      .notNull()
      .default('open'),
    raisedByName: text('raised_by_name').notNull(),
    closedByName: text('closed_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('audit_request_findings_audit_idx').on(table.organizationId, table.auditId, table.createdAt),
    index('audit_request_findings_owner_idx').on(table.organizationId, table.ownerMemberId, table.state),
  ],
);

/**
 * The auditor's review of one evidence item attached to a request: accepted, or flagged with what is wrong. It
 * holds for the item's file revision reviewed; a newer revision (the item replaced) or the item taken off the
 * request ends it.
 */
export const auditRequestEvidenceReviews = pgTable(
  'audit_request_evidence_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: auditId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => auditRequests.id, { onDelete: 'cascade' }),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidence.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['accepted', 'flagged'] }).notNull(),
    comment: text('comment').notNull().default(''),
    /** The evidence item's newest file revision when reviewed (0 for an item without a file). */
    evidenceRevision: integer('evidence_revision').notNull(),
    reviewedByName: text('reviewed_by_name').notNull(),
    reviewedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('audit_request_evidence_reviews_item_idx').on(table.organizationId, table.requestId, table.evidenceId),
    index('audit_request_evidence_reviews_audit_idx').on(table.organizationId, table.auditId, table.state),
  ],
);

/**
 * The thread of one evidence item of a request, between the auditor and the team: the auditor's flag (its comment
 * opens the thread), acceptance, and each comment. `byAuditor` tells the auditor's entries from the team's, so the
 * team's My tasks know an entry is waiting for an answer.
 */
export const auditRequestItemComments = pgTable(
  'audit_request_item_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: auditId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => auditRequests.id, { onDelete: 'cascade' }),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidence.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['comment', 'flagged', 'accepted'] }).notNull(),
    byAuditor: boolean('by_auditor').notNull(),
    authorMemberId: uuid('author_member_id').references(() => members.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_request_item_comments_item_idx').on(table.organizationId, table.requestId, table.evidenceId, table.createdAt)],
);
