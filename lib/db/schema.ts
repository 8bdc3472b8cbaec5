import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts of the embedded backend. `email` is stored lower-cased; `password_hash` is an scrypt record. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  companyName: text('company_name').notNull(),
  industry: integer('industry'),
  marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
  publicFilesUuid: text('public_files_uuid'),
  timeZone: text('time_zone').notNull().default('ET'),
  type: integer('type').notNull().default(0),
  createdAt: createdAt(),
});

/** Sign-in tokens of the embedded backend: only a SHA-256 of each token is kept, so a database leak signs no one in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/** One-time password reset links; the link's UUID is stored hashed and can be used once before `expires_at`. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** Demo requests from /book; `submission_id` makes a double-submitted form store one row. */
export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  jobTitle: text('job_title'),
  companySize: text('company_size'),
  industry: text('industry'),
  frameworks: text('frameworks'),
  additionalInfo: text('additional_info'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

/** Newsletter sign-ups from /resources; `email` is stored lower-cased. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
});

/**
 * An organization owns every management record (docs/architecture.md). `version` rises with each rename, so a
 * stale rename is refused.
 */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

/**
 * A person's place in one organization. `subject` names the person for either backend (`embedded:<users.id>` or
 * `provider:<uuid>`); a person may belong to several organizations and works in the one selected last.
 * `version` rises with each change of role, profile or notifications.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }).notNull(),
    /** The profile of spec §3 (lib/schemas/settings.ts), or null until first saved. */
    profile: jsonb('profile'),
    /** The notification toggles, by id (lib/domain/notifications.ts). */
    notifications: jsonb('notifications'),
    version: integer('version').notNull().default(1),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set when an admin removes the member: the row stays, so the person is not given a new organization. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('members_organization_subject_idx').on(table.organizationId, table.subject),
    index('members_subject_idx').on(table.subject, table.selectedAt),
  ],
);

/** An invitation into an organization: the link's token is kept only as a digest and works once within 7 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('invitations_organization_idx').on(table.organizationId, table.createdAt)],
);

/** Who did what to which record, and when: Recent Activity and the organization's log. */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorName: text('actor_name').notNull(),
    actorSubject: text('actor_subject'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('activity_organization_time_idx').on(table.organizationId, table.createdAt)],
);

/** API keys: only a SHA-256 of the key is kept, with its last four characters to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_organization_idx').on(table.organizationId, table.createdAt)],
);

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Rises with each edit; an edit that carries an older value is refused (docs/architecture.md, "Concurrency"). */
const version = () => integer('version').notNull().default(1);

/**
 * The frameworks an organization follows. A framework of the directory without a row here is Available. Its
 * progress is never stored: it is computed from the control states (lib/workspace/frameworks.ts).
 */
export const organizationFrameworks = pgTable(
  'organization_frameworks',
  {
    organizationId: organizationId(),
    frameworkId: text('framework_id').notNull(),
    status: text('status', { enum: ['active', 'progress', 'review'] }).notNull(),
    /** The framework's settings (spec §3, Framework settings), or null while the defaults apply. */
    settings: jsonb('settings'),
    /** What its setup screen stored: the HIPAA wizard's answers, the ISO 27001 setup steps done. */
    setup: jsonb('setup'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.frameworkId] })],
);

/** A policy of the organization's library (spec §3). The review falls due `review_frequency_months` after approval. */
export const policies = pgTable(
  'policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'review', 'approved', 'expired'] }).notNull(),
    versionLabel: text('version_label').notNull().default('v1.0'),
    frameworks: jsonb('frameworks').$type<string[]>().notNull(),
    owner: text('owner').notNull(),
    reviewFrequencyMonths: integer('review_frequency_months').notNull(),
    reviewDueOn: date('review_due_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('policies_organization_updated_idx').on(table.organizationId, table.updatedAt)],
);

/** An evidence item (spec §3) with the names and sizes of its files. */
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
    files: jsonb('files').$type<{ name: string; size: number }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('evidence_organization_collected_idx').on(table.organizationId, table.collectedOn)],
);

/** An audit (spec §3): planned dates, auditor, status and result. */
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
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['scheduled', 'preparing', 'in-progress', 'completed'] }).notNull(),
    result: text('result', { enum: ['Pass', 'Conditional Pass', 'Pending'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [index('audits_organization_start_idx').on(table.organizationId, table.startOn)],
);

/** A compliance report (spec §3). `size_bytes` is known once the report is generated. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    frameworks: jsonb('frameworks').$type<string[]>().notNull(),
    startOn: date('start_on').notNull(),
    endOn: date('end_on').notNull(),
    format: text('format', { enum: ['pdf', 'excel', 'word'] }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['generating', 'generated'] }).notNull(),
    sizeBytes: integer('size_bytes'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [index('reports_organization_created_idx').on(table.organizationId, table.createdAt)],
);

/** A CCPA/CPRA issue (spec §3 Issue). `reference` is CCPA-YYYY-NNN, unique within the organization. */
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
    status: text('status', { enum: ['open', 'in-progress', 'closed'] }).notNull().default('open'),
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
