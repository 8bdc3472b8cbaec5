import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The frameworks an organization follows. A framework of the directory without a row here is Available. Its
 * progress is never stored: it is computed from the control states (lib/workspace/frameworks/followed.ts).
 */
export const organizationFrameworks = pgTable(
  'organization_frameworks',
  {
    organizationId: organizationId(),
    frameworkId: text('framework_id').notNull(),
    status: text('status', { enum: ['active', 'progress', 'review'] }).notNull(),
    /** The framework's settings (lib/schemas/frameworks/settings.ts), or null while the defaults apply. */
    settings: jsonb('settings'),
    /** What its setup screen stored: the HIPAA wizard's answers, the ISO 27001 setup steps done. */
    setup: jsonb('setup'),
    /**
     * Where the current period of automatic reports began (the last automatic report, or when automatic report
     * generation was saved on); null while it is off. Compared and set in one update, so one report per period.
     */
    autoReportsFrom: timestamp('auto_reports_from', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.frameworkId] })],
);

/**
 * A policy of the organization's library: its working text and where it stands in its lifecycle. The
 * review falls due `review_frequency_months` after approval; an approved policy past that day is Expired, computed
 * when it is read (lib/domain/policies/lifecycle.ts), so no missed job can leave it current. Every approved text is
 * kept in `policy_versions`.
 */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'review', 'approved'] }).notNull(),
    versionLabel: text('version_label').notNull().default('v1.0'),
    /** The policy's text, in Markdown. */
    body: text('body').notNull().default(''),
    frameworks: jsonb('frameworks').$type<string[]>().notNull(),
    owner: text('owner').notNull(),
    reviewFrequencyMonths: integer('review_frequency_months').notNull(),
    reviewDueOn: date('review_due_on'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Archived policies keep their history and leave the default list. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Who wrote the current version's text: created the policy or last edited it. */
    authorMemberId: uuid('author_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The departments whose people must accept the approved policy; empty means everyone. */
    acceptanceDepartments: text('acceptance_departments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('policies_organization_updated_idx').on(table.organizationId, table.updatedAt)],
);

/** An evidence item. Its files, every version of them, are in `evidence_files`. */
export const evidence = pgTable(
  'evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    framework: text('framework').notNull(),
    status: text('status', { enum: ['verified', 'pending', 'failed'] }).notNull(),
    collectedOn: date('collected_on').notNull(),
    /** Why the review failed it (Verification Failed), shown until a new file is uploaded. */
    failureReason: text('failure_reason').notNull().default(''),
    /** After this day the item is flagged as expired and stops counting for its controls. */
    expiresOn: date('expires_on'),
    /** Archived items leave the default list and keep their files and history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Verified by the person who uploaded its current files (allowed only when nobody else could verify it). */
    selfVerified: boolean('self_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('evidence_organization_collected_idx').on(table.organizationId, table.collectedOn)],
);

/**
 * An audit: planned dates (the fieldwork), auditor, status and result. An audit that covers a period (SOC 2 Type
 * II) also has its observation period, both days or neither, ending on or before the fieldwork ends.
 */
export const audits = pgTable(
  'audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    framework: text('framework').notNull(),
    auditor: text('auditor').notNull(),
    startOn: date('start_on').notNull(),
    endOn: date('end_on').notNull(),
    observationStartOn: date('observation_start_on'),
    observationEndOn: date('observation_end_on'),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['scheduled', 'preparing', 'in-progress', 'completed', 'cancelled'] }).notNull(),
    result: text('result', { enum: ['Pass', 'Conditional Pass', 'Qualified Opinion', 'Fail', 'Pending'] }).notNull(),
    /** Why a cancelled audit was called off. */
    cancellationReason: text('cancellation_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('audits_organization_start_idx').on(table.organizationId, table.startOn),
    check(
      'audits_observation_period_check',
      sql`(${table.observationStartOn} is null and ${table.observationEndOn} is null) or (${table.observationStartOn} <= ${table.observationEndOn} and ${table.observationEndOn} <= ${table.endOn})`,
    ),
  ],
);

/**
 * A compliance report or an auditor package, and the job that makes its file (docs/architecture.md): it is
 * requested Generating, claimed by one server process at a time (`claimed_by` until `lease_until`, renewed while it
 * works), and ends Generated with its stored file, Failed with the reason, or Cancelled.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    /** A report type (framework, audit, executive, security, gap-analysis), auditor-package or statement-of-applicability. */
    type: text('type').notNull(),
    frameworks: jsonb('frameworks').$type<string[]>().notNull(),
    startOn: date('start_on').notNull(),
    endOn: date('end_on').notNull(),
    format: text('format', { enum: ['pdf', 'excel', 'word', 'zip'] }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['generating', 'generated', 'failed', 'cancelled'] }).notNull(),
    /** The audit an auditor package was prepared from, if any. */
    auditId: uuid('audit_id').references(() => audits.id, { onDelete: 'set null' }),
    /** Who asked for it; the job reads the records with no more than a viewer's rights. */
    requestedBy: uuid('requested_by').references(() => members.id, { onDelete: 'set null' }),
    /** 0–100 while Generating. */
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    sizeBytes: integer('size_bytes'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** How many times a process started it; a job that stopped a server this often is failed, not retried. */
    attempts: integer('attempts').notNull().default(0),
    /** An automatic report's distribution: the addresses written to once it is generated; null once written (or none). */
    distributeTo: jsonb('distribute_to').$type<string[]>(),
    createdAt: createdAt(),
    /** Rises with each request, so requests made at the same moment still list (and run) in the order they came. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    version: version(),
  },
  (table) => [
    index('reports_organization_created_idx').on(table.organizationId, table.createdAt, table.sequence),
    index('reports_queue_idx')
      .on(table.createdAt, table.sequence)
      .where(sql`${table.status} = 'generating'`),
  ],
);

/** A CCPA/CPRA issue. `reference` is CCPA-YYYY-NNN, unique within the organization. */
export const ccpaIssues = pgTable(
  'ccpa_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['critical', 'high', 'medium', 'low'] }).notNull(),
    category: text('category', { enum: ['consent', 'deletion', 'disclosure', 'opt-out', 'minors'] }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    assignee: text('assignee'),
    /** The member the issue is assigned to; `assignee` keeps the name shown (seeded issues name people who are not members). */
    assigneeMemberId: uuid('assignee_member_id').references(() => members.id, { onDelete: 'set null' }),
    dueOn: date('due_on').notNull(),
    status: text('status', { enum: ['open', 'in-progress', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [uniqueIndex('ccpa_issues_organization_reference_idx').on(table.organizationId, table.reference)],
);

/**
 * An organization's state of one control of the library (lib/catalog/controls.ts): one row per control it has
 * touched; a control without a row is not started. Implementing it advances every framework it maps to.
 */
export const controlStates = pgTable(
  'control_states',
  {
    organizationId: organizationId(),
    controlId: text('control_id').notNull(),
    state: text('state', { enum: ['not-started', 'in-progress', 'implemented', 'not-applicable'] }).notNull(),
    /** Why the control does not apply; required for not-applicable. */
    reason: text('reason').notNull().default(''),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.controlId] })],
);
