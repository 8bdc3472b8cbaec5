import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every letter the product writes, kept until it is sent: a letter queued in the same transaction as the change it
 * tells of commits with it, and one the mail server refused is tried again later rather than lost (lib/mail).
 * The organization is only a label (a password reset belongs to none): no foreign key, so a letter outlives its
 * organization, and no records revision, as no page reads this table.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id'),
    /** What the letter is about (lib/mail/kinds.ts), the only thing besides the recipient the server log says of it. */
    kind: text('kind').notNull().default('letter'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text body, the link included. */
    body: text('body').notNull(),
    link: text('link'),
    status: text('status', { enum: ['queued', 'sent', 'failed-permanently'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take it next; moved forward while one is sending it, so no other takes it meanwhile. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed, in a short sentence without credentials. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_queue_due_idx').on(table.status, table.nextAttemptAt)],
);
