import { z } from '@/lib/schemas/zod';

export const issuePrioritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type IssuePriority = z.infer<typeof issuePrioritySchema>;

export const issueCategorySchema = z.enum(['consent', 'deletion', 'disclosure', 'opt-out', 'minors']);
export type IssueCategory = z.infer<typeof issueCategorySchema>;

/** A privacy-law issue (spec §3 Issue): id CCPA-YYYY-NNN, due date as YYYY-MM-DD, assignee null when unassigned. */
export const issueSchema = z.object({
  id: z.string().regex(/^CCPA-\d{4}-\d{3}$/),
  title: z.string().min(1),
  description: z.string().min(1),
  priority: issuePrioritySchema,
  category: issueCategorySchema,
  tags: z.array(z.string().min(1)),
  assignee: z.string().min(1).nullable(),
  dueDate: z.iso.date(),
});
export type Issue = z.infer<typeof issueSchema>;
