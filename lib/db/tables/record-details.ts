import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { evidence, policies } from './records';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * One stored file of an evidence item. An upload is revision 1; each Retry or Replace adds the next revision and
 * the older ones stay readable. `storage_key` names the bytes in lib/storage; it is null for files recorded before
 * their contents were kept.
 */
export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidence.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    uploadedByName: text('uploaded_by_name').notNull(),
    /** The member who uploaded it: they may not verify this revision while a second person is required. */
    uploadedByMemberId: uuid('uploaded_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    uploadedAt: createdAt(),
  },
  (table) => [index('evidence_files_organization_evidence_idx').on(table.organizationId, table.evidenceId, table.revision)],
);

/** Evidence linked to a control of the library: it counts for every framework requirement the control maps to. */
export const evidenceControls = pgTable(
  'evidence_controls',
  {
    organizationId: organizationId(),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => evidence.id, { onDelete: 'cascade' }),
    controlId: text('control_id').notNull(),
    linkedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.evidenceId, table.controlId] }),
    index('evidence_controls_organization_control_idx').on(table.organizationId, table.controlId),
  ],
);

/** Every approved text of a policy, kept when it is approved: the policy's older versions stay readable. */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    approvedByName: text('approved_by_name').notNull(),
    /** Approved by the author of this text (allowed only when nobody else could approve it). */
    selfApproved: boolean('self_approved').notNull().default(false),
    /** When everyone in scope had accepted this version and it was filed as evidence (once per version). */
    acceptanceFiledAt: timestamp('acceptance_filed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('policy_versions_policy_label_idx').on(table.organizationId, table.policyId, table.label)],
);

/** A comment on a policy; `returned` marks the reviewer's reason for sending it back to Draft. */
export const policyComments = pgTable(
  'policy_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    authorMemberId: uuid('author_member_id').references(() => members.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    kind: text('kind', { enum: ['comment', 'returned'] })
      .notNull()
      .default('comment'),
    createdAt: createdAt(),
  },
  (table) => [index('policy_comments_organization_policy_idx').on(table.organizationId, table.policyId, table.createdAt)],
);
