import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

/** Who wrote a row's organization: every table below belongs to one and goes with it. */
const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The ISO 27001 management system's scope: one row per organization, written on its first save. An edit clears
 * the approval, so the approval always names the text it approved. Lists are JSON arrays of strings.
 */
export const ismsScope = pgTable(
  'isms_scope',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    statement: text('statement').notNull(),
    sites: jsonb('sites').$type<string[]>().notNull().default([]),
    teams: jsonb('teams').$type<string[]>().notNull().default([]),
    systems: jsonb('systems').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<{ item: string; reason: string }[]>().notNull().default([]),
    interestedParties: text('interested_parties').notNull().default(''),
    approvedByMemberId: uuid('approved_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('isms_scope_organization_idx').on(table.organizationId)],
);

/** Measurable security objectives with their owner and target date; "missed" is read from the date, never stored. */
export const ismsObjectives = pgTable(
  'isms_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    measure: text('measure').notNull(),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    targetDate: text('target_date').notNull(),
    progress: text('progress', { enum: ['on-track', 'at-risk', 'achieved'] })
      .notNull()
      .default('on-track'),
    notes: text('notes').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('isms_objectives_organization_idx').on(table.organizationId, table.targetDate)],
);

/** The organization's own audits of its management system (not the external audits of `audits`). */
export const internalAudits = pgTable(
  'internal_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    scope: text('scope').notNull(),
    auditorName: text('auditor_name').notNull(),
    plannedDate: text('planned_date').notNull(),
    performedDate: text('performed_date'),
    state: text('state', { enum: ['planned', 'in-progress', 'completed'] })
      .notNull()
      .default('planned'),
    reportSummary: text('report_summary').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('internal_audits_organization_idx').on(table.organizationId, table.plannedDate)],
);

/**
 * A finding of an internal audit. A nonconformity (major or minor) carries its cause, corrective action, owner,
 * due date and state up to its verification; an observation has no state.
 */
export const auditFindings = pgTable(
  'audit_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => internalAudits.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['major', 'minor', 'observation'] }).notNull(),
    cause: text('cause').notNull().default(''),
    correctiveAction: text('corrective_action').notNull().default(''),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    dueDate: text('due_date'),
    state: text('state', { enum: ['open', 'action-planned', 'action-done', 'verified'] }),
    verifiedByMemberId: uuid('verified_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    verifiedByName: text('verified_by_name'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('audit_findings_organization_audit_idx').on(table.organizationId, table.auditId),
    index('audit_findings_organization_due_idx').on(table.organizationId, table.dueDate),
  ],
);

/** A management review's minutes: its date, attendees, the inputs considered and the decisions with owner and due date. */
export const managementReviews = pgTable(
  'management_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    date: text('date').notNull(),
    attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull().default({}),
    decisions: jsonb('decisions').$type<{ id: string; decision: string; owner: string; dueDate: string }[]>().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('management_reviews_organization_idx').on(table.organizationId, table.date)],
);
