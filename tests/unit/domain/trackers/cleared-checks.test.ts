/** @jest-environment node */
import type { CarriedResults } from '@/lib/domain/checks/carried-results';
import { clearedByAny, clearedChecks } from '@/lib/domain/trackers/cleared-checks';
import { checkItemKey, planSync } from '@/lib/domain/trackers/items';

const ranAt = new Date('2026-11-29T10:00:00Z');
const earlier = '2026-11-28T10:00:00.000Z';
const enrolled = 'workspace.enrolled';
const read = (results: CarriedResults['results'], lastReadAt: Record<string, string>): CarriedResults => ({ results, lastReadAt });
const bob = checkItemKey(enrolled, 'bob@example.com');
const carol = checkItemKey(enrolled, 'carol@example.com');

describe('clearedChecks', () => {
  it('clears a failing user once the run gives one pass for the whole directory', () => {
    const standing = read(
      [{ checkId: enrolled, resource: 'example.com', outcome: 'pass', reason: 'All enrolled.', readAt: ranAt.toISOString() }],
      {
        [enrolled]: ranAt.toISOString(),
      },
    );
    expect(clearedChecks(standing, ranAt).has(bob)).toBe(true);
  });

  it('clears the user who passes while another still fails, and not the one failing', () => {
    const standing = read(
      [{ checkId: enrolled, resource: 'carol@example.com', outcome: 'fail', reason: 'Not enrolled.', readAt: ranAt.toISOString() }],
      {
        [enrolled]: ranAt.toISOString(),
      },
    );
    const cleared = clearedChecks(standing, ranAt);
    expect(cleared.has(bob)).toBe(true);
    expect(cleared.has(carol)).toBe(false);
  });

  it('clears nothing of a check the run could not read, and keeps a failure carried from an earlier run', () => {
    const standing = read(
      [
        { checkId: enrolled, resource: 'example.com', outcome: 'unknown', reason: 'Refused.', readAt: null },
        { checkId: enrolled, resource: 'carol@example.com', outcome: 'fail', reason: 'Not enrolled.', readAt: earlier },
      ],
      { [enrolled]: earlier },
    );
    const cleared = clearedChecks(standing, ranAt);
    expect(cleared.has(bob)).toBe(false);
    expect(cleared.has(carol)).toBe(false);
  });

  it('keeps a resource the run could not evaluate, and never clears another check whose id starts alike', () => {
    const standing = read([{ checkId: enrolled, resource: 'bob@example.com', outcome: 'unknown', reason: 'Rate-limited.', readAt: null }], {
      [enrolled]: ranAt.toISOString(),
    });
    const cleared = clearedChecks(standing, ranAt);
    expect(cleared.has(bob)).toBe(false);
    expect(cleared.has(checkItemKey(`${enrolled}-admins`, 'carol@example.com'))).toBe(false);
    expect(cleared.has(checkItemKey(enrolled, 'carol@example.com'))).toBe(true);
  });

  it('lets a sync resolve the fixed user of a directory-wide pass, across providers', () => {
    const google = clearedChecks(read([], { [enrolled]: ranAt.toISOString() }), ranAt);
    const other = clearedChecks(read([], {}), ranAt);
    const plan = planSync([], [{ itemKey: bob, kind: 'check', status: 'open' }], clearedByAny([other, google]));
    expect(plan.resolve).toEqual([bob]);
  });
});
