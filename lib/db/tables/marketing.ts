import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
