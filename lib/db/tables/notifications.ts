import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './workspace';

/**
 * The letters written to people about their own records, one row per recipient, kind and key (an evidence item
 * and its expiry day, a policy, a check run). A sender first inserts its row, doing nothing on conflict: only the
 * process whose insert (or, for a letter that may be written again, whose update of `sent_at`) took effect
 * writes the letter, so several processes never send it twice. The recipient is a member's or a person's id.
 * No page reads it, so it needs no records revision.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('notification_log_letter_idx').on(table.organizationId, table.recipientId, table.kind, table.key)],
);
