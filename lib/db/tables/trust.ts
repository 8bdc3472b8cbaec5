import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { evidence, policies } from './records';
import { organizations } from './workspace';

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * An organization's public trust page (one at most): its address, whether it is published, its overview and the
 * allow-list of what it shows. Everything the page says is computed from the records named here, so nothing
 * else of the organization can reach it.
 */
export const trustPages = pgTable(
  'trust_pages',
  {
    organizationId: organizationId().primaryKey(),
    /** The page's address, /trust/<slug>: unique across organizations. */
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    overview: text('overview').notNull().default(''),
    /** The sections shown (lib/schemas/trust/records.ts). */
    sections: textList('sections'),
    /** Directory ids of the frameworks shown. */
    frameworks: textList('frameworks'),
    /** Prefixes of the control areas shown (AC, CRY, …). */
    controlAreas: textList('control_areas'),
    /** Ids of the approved policies whose titles are listed. */
    policyIds: textList('policy_ids'),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [uniqueIndex('trust_pages_slug_idx').on(table.slug)],
);

/**
 * A document the trust page offers: an approved policy (its PDF) or an evidence item (its current file). Public
 * ones download from the page; private ones are only listed, for access on request.
 */
export const trustDocuments = pgTable(
  'trust_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['report', 'certificate', 'pentest', 'policy', 'other'] }).notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    policyId: uuid('policy_id').references(() => policies.id, { onDelete: 'cascade' }),
    evidenceId: uuid('evidence_id').references(() => evidence.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    version: version(),
  },
  (table) => [
    index('trust_documents_organization_idx').on(table.organizationId, table.createdAt),
    check('trust_documents_one_source_check', sql`(${table.policyId} is null) <> (${table.evidenceId} is null)`),
  ],
);
