import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './workspace';

/**
 * An item the product sends to the organization's tracker and channel: a check failing on a resource
 * (`check:<check id>:<resource>`) or an overdue task (`task:<task key>`). One row per item, so one issue per open
 * item whatever the number of syncs or processes: the issue's key is kept here, and a failed attempt keeps its
 * error for Settings and is tried again on the next sync. The row stays once the item is resolved; it opens again
 * (with a new issue) if the item fails or falls overdue again.
 */
export const trackerItems = pgTable(
  'tracker_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    kind: text('kind', { enum: ['check', 'task'] }).notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    /** The product's page of the item (a path), linked from the issue and the message. */
    href: text('href').notNull(),
    /** open while it fails or is overdue; resolved once it passes again or is done. */
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The tracker the issue was opened in (jira or linear), its key (OPS-12), id and address. */
    issueProvider: text('issue_provider'),
    issueKey: text('issue_key'),
    issueId: text('issue_id'),
    issueUrl: text('issue_url'),
    /** When the resolution was commented on the issue (and the issue closed where the tracker allows it). */
    issueResolvedAt: timestamp('issue_resolved_at', { withTimezone: true }),
    /** Read from the tracker on each sync: the issue was closed there, by whom and when. */
    issueClosedBy: text('issue_closed_by'),
    issueClosedAt: timestamp('issue_closed_at', { withTimezone: true }),
    /** When the item was announced in the channel; null until a message naming it was posted. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    /** The last attempt's failure, in a sentence (never a secret); cleared by a success. */
    lastError: text('last_error'),
    /** A sync working on the item holds it until then, so two processes never open two issues for it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracker_items_organization_item_idx').on(table.organizationId, table.itemKey),
    index('tracker_items_organization_status_idx').on(table.organizationId, table.status),
  ],
);
