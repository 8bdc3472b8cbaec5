import { z } from '@/lib/schemas/zod';
import { isoDate, requiredLine, requiredText } from '../common';

export const issuePrioritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type IssuePriority = z.infer<typeof issuePrioritySchema>;

export const issueCategorySchema = z.enum(['consent', 'deletion', 'disclosure', 'opt-out', 'minors']);
export type IssueCategory = z.infer<typeof issueCategorySchema>;

/** Where an issue stands: the CCPA screen lists the open and in-progress ones; the dashboard counts the open. */
export const issueStatusSchema = z.enum(['open', 'in-progress', 'closed']);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

/** CCPA-YYYY-NNN: the year the issue was created and its number in that year for the organization (001 first). */
export const issueReferencePattern = /^CCPA-\d{4}-\d{3,}$/;

/**
 * A privacy-law issue of the organization (table ccpa_issues): `id` is the record's id,
 * `reference` the CCPA-YYYY-NNN people quote, due date as YYYY-MM-DD, assignee null when unassigned.
 * `assigneeMemberId` is the member the issue is assigned to (null for a name that is not a member's, as the demo's
 * seeded issues have); `version` is what an edit must carry back.
 */
export const issueSchema = z.object({
  id: z.string().min(1),
  reference: z.string().regex(issueReferencePattern),
  title: z.string().min(1),
  description: z.string().min(1),
  priority: issuePrioritySchema,
  category: issueCategorySchema,
  tags: z.array(z.string().min(1)),
  assignee: z.string().min(1).nullable(),
  assigneeMemberId: z.string().nullable(),
  dueDate: z.iso.date(),
  status: issueStatusSchema,
  version: z.number().int().min(1),
});
export type Issue = z.infer<typeof issueSchema>;

export const MAX_ISSUE_TAGS = 8;
export const MAX_TAG_LENGTH = 40;

/** The tags field: comma-separated, each trimmed, empty ones and repeats (ignoring case) dropped, at most 8. */
export const issueTagsSchema = z
  .string()
  .optional()
  .default('')
  .transform((text) => {
    const seen = new Set<string>();
    const tags: string[] = [];
    for (const tag of text.split(',').map((part) => part.trim())) {
      if (!tag || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
    return tags;
  })
  .refine((tags) => tags.length <= MAX_ISSUE_TAGS, `Use at most ${MAX_ISSUE_TAGS} tags.`)
  .refine((tags) => tags.every((tag) => tag.length <= MAX_TAG_LENGTH), `Each tag can be at most ${MAX_TAG_LENGTH} characters.`);

/**
 * The assignee select: '' for nobody, a member's id, or 'keep' for the current assignee when it is not one of the
 * listed members (a seeded name, a removed member). 'keep' becomes undefined (leave it as it is).
 */
export const KEEP_ASSIGNEE = 'keep';
const assigneeField = z
  .string()
  .optional()
  .default('')
  .transform((value) => (value === KEEP_ASSIGNEE ? undefined : value.trim() || null));

const issueFields = {
  title: requiredLine('title', 160),
  description: requiredText('description', 2000),
  priority: z.enum(issuePrioritySchema.options, { error: 'Choose a priority.' }),
  category: z.enum(issueCategorySchema.options, { error: 'Choose a category.' }),
  tags: issueTagsSchema,
  assigneeMemberId: assigneeField,
  dueDate: isoDate('due date'),
};

/** The New Issue form. */
export const issueCreateSchema = z.object(issueFields);
export type IssueCreate = z.infer<typeof issueCreateSchema>;

const versionField = z.coerce.number({ error: 'Reload the page and try again.' }).int().min(1, 'Reload the page and try again.');
const idField = z.string({ error: 'Reload the page and try again.' }).min(1, 'Reload the page and try again.');

/** The Edit Issue form: the same fields, the status, and the record's id and version as read. */
export const issueEditSchema = z.object({
  ...issueFields,
  status: z.enum(issueStatusSchema.options, { error: 'Choose a status.' }),
  id: idField,
  version: versionField,
});
export type IssueEdit = z.infer<typeof issueEditSchema>;

/** Close an issue: its id and the version read. */
export const issueCloseSchema = z.object({ id: idField, version: versionField });

export const MAX_BULK_ISSUES = 200;
const selectedIds = z
  .array(z.string())
  .min(1, 'Select at least one issue.')
  .max(MAX_BULK_ISSUES, `Select at most ${MAX_BULK_ISSUES} issues at a time.`);

/** Bulk Assignment: the selected issues and the member ('' unassigns them). */
export const issueBulkAssignSchema = z.object({
  ids: selectedIds,
  assigneeMemberId: z
    .string()
    .optional()
    .default('')
    .transform((value) => value.trim() || null),
});

/** Priority Update: the selected issues and their new priority. */
export const issueBulkPrioritySchema = z.object({
  ids: selectedIds,
  priority: z.enum(issuePrioritySchema.options, { error: 'Choose a priority.' }),
});

/** What a bulk change answers: how many issues it changed. */
export type IssueBulkResult = { count: number };
