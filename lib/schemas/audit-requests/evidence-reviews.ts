import { z } from '@/lib/schemas/zod';
import { optionalText, requiredText } from '../common';

/** The most requests one bulk action moves: the rest is chosen again, so one post never holds a long transaction. */
export const MAX_BULK_REQUESTS = 100;
export const FLAG_NEEDS_COMMENT = 'Say what is wrong with the item: a flag needs a comment.';

const RELOAD = 'Reload the page and try again.';
const idField = z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD);

/** The auditor's word on one evidence item of a request: accept it, flag it with what is wrong, or clear the review. */
export const evidenceReviewSchema = z
  .object({
    id: idField,
    evidenceId: idField,
    decision: z.enum(['accept', 'flag', 'clear'], { error: RELOAD }),
    comment: optionalText('comment', 4000),
  })
  .refine((input) => input.decision !== 'flag' || input.comment.trim() !== '', { message: FLAG_NEEDS_COMMENT, path: ['comment'] });
export type EvidenceReviewInput = z.infer<typeof evidenceReviewSchema>;

const requestIds = z
  .array(idField)
  .min(1, 'Choose at least one request.')
  .max(MAX_BULK_REQUESTS, `Choose at most ${MAX_BULK_REQUESTS} requests at a time.`);

/** Several requests of one audit accepted at once. */
export const bulkAcceptSchema = z.object({ auditId: idField, requestIds });
export type BulkAccept = z.infer<typeof bulkAcceptSchema>;

/** Several requests of one audit answered with one evidence item of the library and submitted at once. */
export const bulkSubmitSchema = z.object({
  auditId: idField,
  requestIds,
  evidenceId: z.string({ error: 'Choose the evidence to submit.' }).min(1, 'Choose the evidence to submit.').max(64, RELOAD),
});
export type BulkSubmit = z.infer<typeof bulkSubmitSchema>;

/** The longest comment in an evidence item's thread, as in a request's thread. */
export const MAX_ITEM_COMMENT = 4000;

/** A comment in the thread of one evidence item of a request. */
export const itemCommentSchema = z.object({
  id: idField,
  evidenceId: idField,
  body: requiredText('comment', MAX_ITEM_COMMENT),
});
export type ItemCommentInput = z.infer<typeof itemCommentSchema>;

/** One entry of an evidence item's thread: the auditor's flag or acceptance, or a comment of either side. */
export type ItemComment = {
  id: string;
  kind: 'comment' | 'flagged' | 'accepted';
  byAuditor: boolean;
  authorName: string;
  body: string;
  createdAt: Date;
};
