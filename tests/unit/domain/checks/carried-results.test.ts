import {
  carriedSummary,
  carryResults,
  checkWasRead,
  lastReadText,
  standingAfter,
  type CarriedResults,
  type RunResult,
} from '@/lib/domain/checks/carried-results';
import { checkStandings } from '@/lib/domain/checks/standings';

const checks = ['reviews', 'mfa'];
const first = new Date('2026-11-20T08:00:00Z');
const second = new Date('2026-11-21T08:00:00Z');
const third = new Date('2026-11-22T08:00:00Z');
const result = (checkId: string, resource: string, outcome: RunResult['outcome'], reason = `${outcome} on ${resource}`): RunResult => ({
  checkId,
  resource,
  outcome,
  reason,
});
const after = (previous: CarriedResults | null, startedAt: Date, results: RunResult[]) =>
  carryResults(previous, { startedAt, results }, checks);
const outcomes = (carried: CarriedResults, checkId: string) =>
  Object.fromEntries(carried.results.filter((entry) => entry.checkId === checkId).map((entry) => [entry.resource, entry.outcome]));
const standingChecks = [
  { id: 'reviews', title: 'Reviews required', controls: ['SDL-05'] },
  { id: 'mfa', title: 'MFA required', controls: ['AC-05'] },
];

describe('checkWasRead', () => {
  it('reads a check that evaluated a resource or found nothing to check, not one that evaluated nothing', () => {
    expect(checkWasRead([result('reviews', 'web', 'fail')])).toBe(true);
    expect(checkWasRead([result('reviews', 'web', 'unknown'), result('reviews', 'api', 'pass')])).toBe(true);
    expect(checkWasRead([])).toBe(true);
    expect(checkWasRead([result('reviews', 'acme', 'unknown')])).toBe(false);
  });
});

describe('carryResults', () => {
  const failing = after(null, first, [result('reviews', 'web', 'fail'), result('reviews', 'api', 'pass'), result('mfa', 'acme', 'pass')]);

  it('keeps what the first run read, with when each check was read', () => {
    expect(outcomes(failing, 'reviews')).toEqual({ web: 'fail', api: 'pass' });
    expect(failing.lastReadAt).toEqual({ reviews: first.toISOString(), mfa: first.toISOString() });
    expect(failing.results.every((entry) => entry.readAt === first.toISOString())).toBe(true);
  });

  it('keeps a failure through a run that could not evaluate the check, with its reason and read time', () => {
    const blind = after(failing, second, [result('reviews', 'acme', 'unknown', 'Bad credentials'), result('mfa', 'acme', 'unknown')]);
    expect(blind.results).toContainEqual({ ...result('reviews', 'web', 'fail'), readAt: first.toISOString() });
    expect(outcomes(blind, 'reviews')).toEqual({ acme: 'unknown', web: 'fail' });
    // An unread pass shows nothing: it is not carried.
    expect(outcomes(blind, 'mfa')).toEqual({ acme: 'unknown' });
    expect(blind.lastReadAt).toEqual(failing.lastReadAt);
    expect(checkStandings(standingChecks, blind.results, new Set()).failing.get('SDL-05')).toEqual(['Reviews required']);
    // And through a second such run.
    const blindAgain = after(blind, third, [result('reviews', 'acme', 'unknown'), result('mfa', 'acme', 'unknown')]);
    expect(outcomes(blindAgain, 'reviews')).toEqual({ acme: 'unknown', web: 'fail' });
    expect(blindAgain.lastReadAt.reviews).toBe(first.toISOString());
    expect(blindAgain.lastReadAt.mfa).toBe(first.toISOString());
  });

  it('keeps a resource failing that a reading run could not evaluate, and clears one it passes', () => {
    const partly = after(failing, second, [
      result('reviews', 'web', 'unknown', 'Protection could not be read'),
      result('reviews', 'api', 'pass'),
      result('mfa', 'acme', 'pass'),
    ]);
    expect(outcomes(partly, 'reviews')).toEqual({ web: 'fail', api: 'pass' });
    expect(partly.lastReadAt.reviews).toBe(second.toISOString());
    const fixed = after(partly, third, [result('reviews', 'web', 'pass'), result('reviews', 'api', 'pass'), result('mfa', 'acme', 'pass')]);
    expect(outcomes(fixed, 'reviews')).toEqual({ web: 'pass', api: 'pass' });
    const standings = checkStandings(standingChecks, fixed.results, new Set());
    expect(standings.failing.size).toBe(0);
    expect(standings.passing).toEqual(new Set(['SDL-05', 'AC-05']));
  });

  it('drops a resource that a run which read the check no longer lists', () => {
    const gone = after(failing, second, [result('reviews', 'api', 'pass'), result('mfa', 'acme', 'pass')]);
    expect(outcomes(gone, 'reviews')).toEqual({ api: 'pass' });
    const nothingLeft = after(failing, second, [result('mfa', 'acme', 'pass')]);
    expect(outcomes(nothingLeft, 'reviews')).toEqual({});
    expect(nothingLeft.lastReadAt.reviews).toBe(second.toISOString());
  });

  it('lets a pass clear a failure only where it was read: a failure elsewhere stands', () => {
    const mixed = after(failing, second, [result('reviews', 'api', 'pass'), result('reviews', 'web', 'unknown')]);
    expect(checkStandings(standingChecks, mixed.results, new Set()).failing.has('SDL-05')).toBe(true);
  });

  it('still lets an exception excuse a carried failure', () => {
    const blind = after(failing, second, [result('reviews', 'acme', 'unknown')]);
    expect(checkStandings(standingChecks, blind.results, new Set(['reviews'])).failing.size).toBe(0);
  });

  it('records a check never read as never read, and an unknown resource with no read time', () => {
    const never = after(null, first, [result('reviews', 'acme', 'unknown'), result('mfa', 'acme', 'unknown')]);
    expect(never.lastReadAt).toEqual({});
    expect(never.results).toEqual([
      { ...result('reviews', 'acme', 'unknown'), readAt: null },
      { ...result('mfa', 'acme', 'unknown'), readAt: null },
    ]);
  });
});

describe('standingAfter', () => {
  it('answers the carried results kept with a run, or the run’s own for a run stored without them', () => {
    const own = [result('reviews', 'web', 'fail')];
    expect(standingAfter({ startedAt: first, results: own, carried: null }, checks)).toEqual(after(null, first, own));
    const carried = after(null, second, [result('mfa', 'acme', 'pass')]);
    expect(standingAfter({ startedAt: third, results: own, carried }, checks)).toBe(carried);
  });
});

describe('lastReadText', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('says when a check was last read successfully, or that it never was', () => {
    expect(lastReadText('2026-11-22T08:00:00.000Z', now)).toBe('Last read successfully 2 hours ago');
    expect(lastReadText('2026-11-22T09:59:30.000Z', now)).toBe('Last read successfully just now');
    expect(lastReadText('2026-11-21T08:00:00.000Z', now)).toBe('Last read successfully yesterday');
    expect(lastReadText('2026-09-01T08:00:00.000Z', now)).toBe('Last read successfully on Sep 1, 2026');
    expect(lastReadText(undefined, now)).toBe('Never read successfully');
  });
});

describe('carriedSummary', () => {
  it('lists the failures an earlier run read that the latest could not evaluate, with when the check was last read', () => {
    const failing = after(null, first, [result('reviews', 'web', 'fail', 'main is not protected.'), result('reviews', 'api', 'pass')]);
    const blind = after(failing, second, [result('reviews', 'acme', 'unknown')]);
    const later = new Date(second.getTime() + 60 * 60 * 1000);
    expect(carriedSummary(blind, 'reviews', second, later)).toEqual({
      lastRead: 'Last read successfully yesterday',
      stillFailing: [{ resource: 'web', reason: 'main is not protected.' }],
    });
    // A failure the latest run read itself is among its own results, not carried.
    expect(carriedSummary(failing, 'reviews', first, later).stillFailing).toEqual([]);
    // The blind run had no result of mfa: it found nothing to check, which is a read.
    expect(carriedSummary(blind, 'mfa', second, later)).toEqual({ lastRead: 'Last read successfully 1 hour ago', stillFailing: [] });
    expect(carriedSummary(after(null, first, [result('mfa', 'acme', 'unknown')]), 'mfa', first, later).lastRead).toBe(
      'Never read successfully',
    );
  });
});
