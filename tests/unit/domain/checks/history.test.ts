import { checkHistory, type HistoryRun } from '@/lib/domain/checks/history';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute));
const run = (minute: number, ...results: [string, 'pass' | 'fail' | 'unknown'][]): HistoryRun => ({
  startedAt: at(minute),
  results: results.map(([checkId, outcome]) => ({ checkId, outcome })),
});

describe('checkHistory', () => {
  it('records a first failure, a fix and a regression, newest first', () => {
    const runs = [run(0, ['mfa', 'fail']), run(1, ['mfa', 'pass']), run(2, ['mfa', 'pass']), run(3, ['mfa', 'fail'])];
    expect(checkHistory(runs, ['mfa'])).toEqual([
      { at: at(3), checkId: 'mfa', change: 'regressed' },
      { at: at(1), checkId: 'mfa', change: 'fixed' },
      { at: at(0), checkId: 'mfa', change: 'regressed' },
    ]);
  });

  it('says nothing of a check that always passed, and keeps the last known outcome across runs that could not evaluate it', () => {
    const runs = [
      run(0, ['mfa', 'pass'], ['reviews', 'fail']),
      run(1, ['reviews', 'unknown']),
      run(2, ['reviews', 'fail'], ['mfa', 'pass']),
    ];
    expect(checkHistory(runs, ['mfa', 'reviews'])).toEqual([{ at: at(0), checkId: 'reviews', change: 'regressed' }]);
  });

  it('reads a check failing on one resource and passing on another as failing', () => {
    const runs = [run(0, ['reviews', 'pass']), run(1, ['reviews', 'pass'], ['reviews', 'fail'])];
    expect(checkHistory(runs, ['reviews'])).toEqual([{ at: at(1), checkId: 'reviews', change: 'regressed' }]);
  });

  it('answers nothing without runs, and orders changes of the same run by check', () => {
    expect(checkHistory([], ['mfa'])).toEqual([]);
    expect(checkHistory([run(0, ['b', 'fail'], ['a', 'fail'])], ['b', 'a']).map((change) => change.checkId)).toEqual(['a', 'b']);
  });
});
