import { z } from '@/lib/schemas/zod';

export const issuePrioritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type IssuePriority = z.infer<typeof issuePrioritySchema>;

export const issueCategorySchema = z.enum(['consent', 'deletion', 'disclosure', 'opt-out', 'minors']);
export type IssueCategory = z.infer<typeof issueCategorySchema>;

/** Where an issue stands: the CCPA screen lists the open and in-progress ones; the dashboard counts the open. */
export const issueStatusSchema = z.enum(['open', 'in-progress', 'closed']);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

/**
 * A privacy-law issue of the organization (spec §3 Issue, table ccpa_issues): `id` is the record's id,
 * `reference` the CCPA-YYYY-NNN people quote, due date as YYYY-MM-DD, assignee null when unassigned.
 */
export const issueSchema = z.object({
  id: z.string().min(1),
  reference: z.string().regex(/^CCPA-\d{4}-\d{3}$/),
  title: z.string().min(1),
  description: z.string().min(1),
  priority: issuePrioritySchema,
  category: issueCategorySchema,
  tags: z.array(z.string().min(1)),
  assignee: z.string().min(1).nullable(),
  dueDate: z.iso.date(),
  status: issueStatusSchema,
});
export type Issue = z.infer<typeof issueSchema>;
