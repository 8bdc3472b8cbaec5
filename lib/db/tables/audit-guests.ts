import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { audits } from './records';
import { organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * An auditor invited as a guest of one audit: never a member (no role, no seat, not in People). The invitation's
 * token is kept only as a digest and works once within 7 days; `subject` is the account that accepted it. Access
 * lasts while accepted, not withdrawn, and until the audit's access end (lib/domain/audit-guests/rules.ts).
 */
export const auditGuests = pgTable(
  'audit_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firm: text('firm').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }).notNull(),
    subject: text('subject'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_guests_organization_audit_idx').on(table.organizationId, table.auditId, table.createdAt),
    index('audit_guests_subject_idx').on(table.subject),
    // One live guest per address and audit: a withdrawn guest may be invited again.
    uniqueIndex('audit_guests_audit_email_live_idx')
      .on(table.auditId, table.email)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/** Every page a guest opened and every file they downloaded: who, what and when, shown to the audit's admins. */
export const auditGuestViews = pgTable(
  'audit_guest_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => auditGuests.id, { onDelete: 'cascade' }),
    /** What was opened (audit, evidence, evidence-file, policy-pdf, request, request-export) or done (request-action). */
    kind: text('kind', {
      enum: ['audit', 'evidence', 'evidence-file', 'policy-pdf', 'request', 'request-export', 'request-action'],
    }).notNull(),
    recordId: text('record_id'),
    /** What was seen, as the log shows it ("Evidence: Access review Q1"). */
    label: text('label').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_guest_views_organization_audit_idx').on(table.organizationId, table.auditId, table.viewedAt)],
);
