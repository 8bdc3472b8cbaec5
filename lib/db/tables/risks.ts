import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

/**
 * The organization's risk register. Ratings are levels 1–5 of the organization's scale (lib/domain/risks/rules.ts); the
 * rating itself (likelihood × impact) is computed, never stored. An accepted risk carries its admin approver and the
 * day the acceptance ends; `library_id` names the common risk (lib/catalog/risk-library/) it was started from.
 */
export const risks = pgTable(
  'risks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    inherentLikelihood: integer('inherent_likelihood').notNull(),
    inherentImpact: integer('inherent_impact').notNull(),
    residualLikelihood: integer('residual_likelihood').notNull(),
    residualImpact: integer('residual_impact').notNull(),
    treatment: text('treatment', { enum: ['mitigate', 'accept', 'transfer', 'avoid'] }).notNull(),
    plan: text('plan').notNull().default(''),
    nextReviewOn: text('next_review_on').notNull(),
    acceptanceApproverId: uuid('acceptance_approver_id').references(() => members.id, { onDelete: 'set null' }),
    acceptedOn: text('accepted_on'),
    acceptanceExpiresOn: text('acceptance_expires_on'),
    libraryId: text('library_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('risks_organization_title_idx').on(table.organizationId, table.title),
    index('risks_organization_review_idx').on(table.organizationId, table.nextReviewOn),
  ],
);

/** The library controls (lib/catalog/controls.ts) that treat a risk. */
export const riskControls = pgTable(
  'risk_controls',
  {
    riskId: uuid('risk_id')
      .notNull()
      .references(() => risks.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    controlId: text('control_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.riskId, table.controlId] }),
    index('risk_controls_control_idx').on(table.organizationId, table.controlId),
  ],
);

/** Each change of a risk's residual rating: from and to which levels, by whom, when. */
export const riskRatingHistory = pgTable(
  'risk_rating_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    riskId: uuid('risk_id')
      .notNull()
      .references(() => risks.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fromLikelihood: integer('from_likelihood'),
    fromImpact: integer('from_impact'),
    toLikelihood: integer('to_likelihood').notNull(),
    toImpact: integer('to_impact').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('risk_rating_history_risk_idx').on(table.riskId, table.changedAt)],
);
