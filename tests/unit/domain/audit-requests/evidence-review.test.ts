import { bulkAcceptSkip, bulkOutcomeMessage, bulkSubmitSkip, reviewHolds } from '@/lib/domain/audit-requests/evidence-review';
import { evidenceReviewSchema } from '@/lib/schemas/audit-requests/evidence-reviews';

describe('the review of an evidence item', () => {
  it('holds for the file revision reviewed only', () => {
    expect(reviewHolds(1, 1)).toBe(true);
    expect(reviewHolds(1, 2)).toBe(false);
    expect(reviewHolds(0, 0)).toBe(true);
  });

  it('needs a comment to flag, none to accept or clear', () => {
    const base = { id: 'r', evidenceId: 'e', comment: '  ' };
    expect(evidenceReviewSchema.safeParse({ ...base, decision: 'flag' }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual(
      [[['comment'], 'Say what is wrong with the item: a flag needs a comment.']],
    );
    expect(evidenceReviewSchema.safeParse({ ...base, decision: 'accept' }).success).toBe(true);
    expect(evidenceReviewSchema.safeParse({ ...base, decision: 'clear' }).success).toBe(true);
    expect(evidenceReviewSchema.safeParse({ ...base, decision: 'approve' }).success).toBe(false);
  });
});

describe('bulk acceptance and submission', () => {
  it('accepts only a submitted request without a flagged item', () => {
    expect(bulkAcceptSkip('submitted', 0)).toBeNull();
    expect(bulkAcceptSkip('submitted', 1)).toBe('one evidence item is flagged');
    expect(bulkAcceptSkip('submitted', 3)).toBe('3 evidence items are flagged');
    expect(bulkAcceptSkip('open', 0)).toBe('not submitted yet');
    expect(bulkAcceptSkip('returned', 0)).toBe('not submitted yet');
    expect(bulkAcceptSkip('accepted', 0)).toBe('already accepted');
  });

  it('submits only an open or returned request', () => {
    expect(bulkSubmitSkip('open')).toBeNull();
    expect(bulkSubmitSkip('returned')).toBeNull();
    expect(bulkSubmitSkip('submitted')).toBe('already submitted');
    expect(bulkSubmitSkip('accepted')).toBe('already accepted');
  });

  it('says how many moved and which were skipped and why', () => {
    expect(bulkOutcomeMessage({ moved: ['A'], skipped: [] }, 'accepted')).toBe('1 request accepted.');
    expect(bulkOutcomeMessage({ moved: ['A', 'B'], skipped: [{ reference: 'C', reason: 'not submitted yet' }] }, 'submitted')).toBe(
      '2 requests submitted. 1 skipped: C (not submitted yet).',
    );
  });
});
