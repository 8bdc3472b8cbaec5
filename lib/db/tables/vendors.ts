import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VendorReportReading } from '@/lib/schemas/assistant';
import type { QuestionnaireResponse } from '@/lib/schemas/vendors/records';
import { createdAt, updatedAt, version } from './columns';
import { evidenceFiles } from './record-details';
import { evidence } from './records';
import { members, organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The organization's vendors: what they do, how critical they are, the data they touch, where, under which
 * contract and who owns the relationship. Dates are calendar days (YYYY-MM-DD).
 */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    service: text('service').notNull(),
    category: text('category').notNull(),
    criticality: text('criticality', { enum: ['low', 'medium', 'high', 'critical'] }).notNull(),
    dataKinds: text('data_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subprocessor: boolean('subprocessor').notNull().default(false),
    /** ISO 3166-1 alpha-2 codes. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contractStart: text('contract_start'),
    contractEnd: text('contract_end'),
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The day it was added: a vendor never reviewed is due counting from it. */
    addedOn: text('added_on').notNull(),
    /** The day of the last concluded review (kept with each review, so the list can filter and sort in SQL). */
    lastReviewedOn: text('last_reviewed_on'),
    /** The next review's due day, from the criticality's cadence: kept with every change of either. */
    nextReviewOn: text('next_review_on').notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('vendors_organization_name_idx').on(table.organizationId, table.name),
    index('vendors_organization_next_review_idx').on(table.organizationId, table.nextReviewOn),
  ],
);

/**
 * A vendor's document (SOC 2 report, DPA, BAA, penetration test). Its file is an evidence item's file (the bytes
 * are stored once, through the evidence upload, and the library lists it under the vendor controls); the name,
 * type, size and SHA-256 are kept here too so the vendor's page needs no other read.
 */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['soc2', 'dpa', 'baa', 'pentest', 'other'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    periodStart: text('period_start'),
    periodEnd: text('period_end'),
    expiresOn: text('expires_on'),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'set null' }),
    evidenceFileId: uuid('evidence_file_id').references(() => evidenceFiles.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_documents_vendor_idx').on(table.organizationId, table.vendorId),
    index('vendor_documents_expiry_idx').on(table.organizationId, table.expiresOn),
  ],
);

/**
 * A vendor review: open while a questionnaire is out (no conclusion yet), concluded with the day, the reviewer
 * and the conclusion. The vendor's answers are kept as they were sent.
 */
export const vendorReviews = pgTable(
  'vendor_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    reviewedOn: text('reviewed_on'),
    reviewerMemberId: uuid('reviewer_member_id').references(() => members.id, { onDelete: 'set null' }),
    conclusion: text('conclusion', { enum: ['approved', 'approved-with-conditions', 'rejected'] }),
    notes: text('notes').notNull().default(''),
    answers: jsonb('answers').$type<QuestionnaireResponse>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** What was read from the vendor's SOC 2 report for this review, each part with its page. */
    reportReading: jsonb('report_reading').$type<VendorReportReading>(),
    createdAt: createdAt(),
  },
  (table) => [index('vendor_reviews_vendor_idx').on(table.organizationId, table.vendorId, table.createdAt)],
);

/**
 * A one-time link for a vendor to answer the questionnaire of a review without an account. Only the SHA-256 of
 * its random token is kept; the token exists only in the link shown once (and in the letter, when mailed).
 */
export const vendorQuestionnaireLinks = pgTable(
  'vendor_questionnaire_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => vendorReviews.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    contactEmail: text('contact_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('vendor_questionnaire_links_token_idx').on(table.tokenHash),
    index('vendor_questionnaire_links_review_idx').on(table.organizationId, table.reviewId),
  ],
);
