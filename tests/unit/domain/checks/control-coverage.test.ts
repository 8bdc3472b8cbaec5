import {
  checkDays,
  controlCoverage,
  describeGaps,
  runOutcome,
  type CheckDay,
  type CoverageRun,
  type EvidenceSpan,
} from '@/lib/domain/checks/control-coverage';

const january = { start: '2026-01-01', end: '2026-01-31' };
const open = (collectedOn: string): EvidenceSpan => ({ collectedOn, expiresOn: null });
const github = (day: string, outcome: CheckDay['outcome']): CheckDay => ({ provider: 'github', day, outcome });

describe('controlCoverage: evidence', () => {
  it('leaves the whole period as one gap without evidence or checks', () => {
    expect(controlCoverage(january, [], [])).toEqual({ days: 31, covered: 0, gaps: [{ from: '2026-01-01', to: '2026-01-31' }] });
  });

  it('covers from the collection day on when the evidence never expires', () => {
    expect(controlCoverage(january, [open('2026-01-10')], [])).toEqual({
      days: 31,
      covered: 22,
      gaps: [{ from: '2026-01-01', to: '2026-01-09' }],
    });
  });

  it('covers through the expiry day itself, as the screens count it, and not after', () => {
    expect(controlCoverage(january, [{ collectedOn: '2026-01-05', expiresOn: '2026-01-20' }], [])).toEqual({
      days: 31,
      covered: 16,
      gaps: [
        { from: '2026-01-01', to: '2026-01-04' },
        { from: '2026-01-21', to: '2026-01-31' },
      ],
    });
  });

  it('counts evidence collected before the period for the days it is still current', () => {
    expect(controlCoverage(january, [open('2025-06-01')], [])).toEqual({ days: 31, covered: 31, gaps: [] });
    expect(controlCoverage(january, [{ collectedOn: '2025-06-01', expiresOn: '2026-01-02' }], [])).toMatchObject({
      covered: 2,
      gaps: [{ from: '2026-01-03', to: '2026-01-31' }],
    });
  });

  it('ignores evidence expired before the period, collected after it, or expiring before it was collected', () => {
    const spans = [
      { collectedOn: '2025-01-01', expiresOn: '2025-12-31' },
      open('2026-02-01'),
      { collectedOn: '2026-01-10', expiresOn: '2026-01-09' },
    ];
    expect(controlCoverage(january, spans, [])).toMatchObject({ covered: 0, gaps: [{ from: '2026-01-01', to: '2026-01-31' }] });
  });

  it('joins overlapping and touching spans, and keeps separate gaps apart', () => {
    const spans = [
      { collectedOn: '2026-01-03', expiresOn: '2026-01-08' },
      { collectedOn: '2026-01-06', expiresOn: '2026-01-10' },
      { collectedOn: '2026-01-11', expiresOn: '2026-01-12' },
      { collectedOn: '2026-01-20', expiresOn: '2026-01-20' },
    ];
    expect(controlCoverage(january, spans, [])).toEqual({
      days: 31,
      covered: 11,
      gaps: [
        { from: '2026-01-01', to: '2026-01-02' },
        { from: '2026-01-13', to: '2026-01-19' },
        { from: '2026-01-21', to: '2026-01-31' },
      ],
    });
  });
});

describe('controlCoverage: checks', () => {
  it('covers the day of a passing run and the day after, not the one after that', () => {
    expect(controlCoverage(january, [], [github('2026-01-10', 'pass')])).toMatchObject({
      covered: 2,
      gaps: [
        { from: '2026-01-01', to: '2026-01-09' },
        { from: '2026-01-12', to: '2026-01-31' },
      ],
    });
  });

  it('lets a failing run uncover the days evidence covers: its day and the next', () => {
    expect(controlCoverage(january, [open('2025-12-01')], [github('2026-01-15', 'fail')])).toMatchObject({
      covered: 29,
      gaps: [{ from: '2026-01-15', to: '2026-01-16' }],
    });
  });

  it('takes the latest run: a pass the next day ends the failure, a fail the next day ends the pass', () => {
    const checks = [github('2026-01-10', 'fail'), github('2026-01-11', 'pass'), github('2026-01-12', 'pass'), github('2026-01-13', 'fail')];
    expect(controlCoverage(january, [open('2026-01-01')], checks)).toMatchObject({
      covered: 28,
      gaps: [
        { from: '2026-01-10', to: '2026-01-10' },
        { from: '2026-01-13', to: '2026-01-14' },
      ],
    });
  });

  it('treats an unknown outcome as neither: evidence decides, and it does not fall back to the day before', () => {
    expect(controlCoverage(january, [], [github('2026-01-10', 'unknown')])).toMatchObject({ covered: 0 });
    expect(controlCoverage(january, [open('2026-01-01')], [github('2026-01-10', 'unknown')])).toMatchObject({ covered: 31, gaps: [] });
    // The day after a pass, an unknown run is the latest: the pass no longer speaks.
    expect(controlCoverage(january, [], [github('2026-01-09', 'pass'), github('2026-01-10', 'unknown')])).toMatchObject({
      covered: 1,
      gaps: [
        { from: '2026-01-01', to: '2026-01-08' },
        { from: '2026-01-10', to: '2026-01-31' },
      ],
    });
  });

  it('counts a run of the day before the period for its first day, and an older one not at all', () => {
    expect(controlCoverage(january, [], [github('2025-12-31', 'pass')])).toMatchObject({ covered: 1 });
    expect(controlCoverage(january, [], [github('2025-12-30', 'pass')])).toMatchObject({ covered: 0 });
    expect(controlCoverage(january, [open('2025-01-01')], [github('2025-12-31', 'fail')])).toMatchObject({
      covered: 30,
      gaps: [{ from: '2026-01-01', to: '2026-01-01' }],
    });
    expect(controlCoverage(january, [open('2025-01-01')], [github('2025-12-30', 'fail')])).toMatchObject({ covered: 31 });
  });

  it('ignores runs after the period', () => {
    expect(controlCoverage(january, [open('2025-01-01')], [github('2026-02-01', 'fail')])).toMatchObject({ covered: 31 });
  });

  it("lets any provider's failing run uncover the day, and one provider's pass cover it", () => {
    const checks: CheckDay[] = [
      github('2026-01-10', 'fail'),
      { provider: 'aws', day: '2026-01-11', outcome: 'pass' },
      { provider: 'aws', day: '2026-01-20', outcome: 'pass' },
    ];
    // On the 11th GitHub's run of the 10th still speaks (fail) although AWS passed that day; on the 12th AWS's pass does.
    expect(controlCoverage(january, [], checks)).toMatchObject({
      covered: 3,
      gaps: [
        { from: '2026-01-01', to: '2026-01-11' },
        { from: '2026-01-13', to: '2026-01-19' },
        { from: '2026-01-22', to: '2026-01-31' },
      ],
    });
  });
});

describe('controlCoverage: periods', () => {
  it('handles a one-day period', () => {
    const day = { start: '2026-03-01', end: '2026-03-01' };
    expect(controlCoverage(day, [], [])).toEqual({ days: 1, covered: 0, gaps: [{ from: '2026-03-01', to: '2026-03-01' }] });
    expect(controlCoverage(day, [open('2026-03-01')], [])).toEqual({ days: 1, covered: 1, gaps: [] });
    expect(controlCoverage(day, [{ collectedOn: '2026-02-01', expiresOn: '2026-03-01' }], [])).toEqual({ days: 1, covered: 1, gaps: [] });
    expect(controlCoverage(day, [open('2026-02-01')], [github('2026-02-28', 'fail')])).toEqual({
      days: 1,
      covered: 0,
      gaps: [{ from: '2026-03-01', to: '2026-03-01' }],
    });
  });

  it('counts leap days and month ends in UTC, whatever the machine’s time zone', () => {
    expect(
      controlCoverage({ start: '2024-02-27', end: '2024-03-02' }, [{ collectedOn: '2024-02-29', expiresOn: '2024-03-01' }], []),
    ).toEqual({
      days: 5,
      covered: 2,
      gaps: [
        { from: '2024-02-27', to: '2024-02-28' },
        { from: '2024-03-02', to: '2024-03-02' },
      ],
    });
    // Across the change to summer time in Europe and the US, every day is one day.
    expect(controlCoverage({ start: '2026-03-01', end: '2026-04-30' }, [], [])).toMatchObject({ days: 61 });
  });

  it('reads several years of daily runs and many items', () => {
    const period = { start: '2023-01-01', end: '2026-12-31' };
    const spans: EvidenceSpan[] = Array.from({ length: 500 }, (_, index) => ({
      collectedOn: `2023-${String((index % 12) + 1).padStart(2, '0')}-01`,
      expiresOn: `2024-${String((index % 12) + 1).padStart(2, '0')}-15`,
    }));
    const runs: CheckDay[] = [];
    for (let day = Date.UTC(2023, 0, 1); day <= Date.UTC(2026, 11, 31); day += 86_400_000) {
      runs.push(github(new Date(day).toISOString().slice(0, 10), new Date(day).getUTCDate() === 1 ? 'fail' : 'unknown'));
    }
    const coverage = controlCoverage(period, spans, runs);
    expect(coverage.days).toBe(1461);
    // Covered 2023-01-01 to 2024-12-15 except the first of each month: its run failed, the next day's is unknown.
    expect(coverage.gaps[0]).toEqual({ from: '2023-01-01', to: '2023-01-01' });
    expect(coverage.gaps[1]).toEqual({ from: '2023-02-01', to: '2023-02-01' });
    expect(coverage.covered).toBe(715 - 24);
    expect(coverage.gaps.at(-1)).toEqual({ from: '2024-12-16', to: '2026-12-31' });
  });

  it('refuses a period out of order and days that are not real', () => {
    expect(() => controlCoverage({ start: '2026-02-01', end: '2026-01-31' }, [], [])).toThrow('ends (2026-01-31) before it starts');
    expect(() => controlCoverage({ start: '2026-02-30', end: '2026-03-01' }, [], [])).toThrow('"2026-02-30" is not a day');
    expect(() => controlCoverage(january, [open('01/02/2026')], [])).toThrow('is not a day');
    expect(() => controlCoverage(january, [], [github('2026-1-5', 'pass')])).toThrow('is not a day');
  });
});

describe('runOutcome and checkDays', () => {
  const checks = new Set(['github.two-factor', 'github.branch-protection']);
  const run = (startedAt: string, results: CoverageRun['results'], provider = 'github'): CoverageRun => ({
    provider,
    startedAt: new Date(startedAt),
    results,
  });

  it("fails when one result of the control's checks fails, passes when none fails and one passes, else is unknown", () => {
    const pass = { checkId: 'github.two-factor', outcome: 'pass' as const };
    const fail = { checkId: 'github.branch-protection', outcome: 'fail' as const };
    const unknown = { checkId: 'github.branch-protection', outcome: 'unknown' as const };
    const otherFail = { checkId: 'github.secret-scanning', outcome: 'fail' as const };
    expect(runOutcome(run('2026-01-01T10:00:00Z', [pass, fail]), checks)).toBe('fail');
    expect(runOutcome(run('2026-01-01T10:00:00Z', [pass, unknown, otherFail]), checks)).toBe('pass');
    expect(runOutcome(run('2026-01-01T10:00:00Z', [unknown, otherFail]), checks)).toBe('unknown');
    expect(runOutcome(run('2026-01-01T10:00:00Z', []), checks)).toBe('unknown');
  });

  it('keeps the latest run of each provider and UTC day', () => {
    const pass = [{ checkId: 'github.two-factor', outcome: 'pass' as const }];
    const fail = [{ checkId: 'github.two-factor', outcome: 'fail' as const }];
    const days = checkDays(
      [
        run('2026-01-05T23:30:00Z', pass),
        run('2026-01-05T08:00:00Z', fail),
        // 00:30 in UTC on the 6th, though the 5th in America.
        run('2026-01-06T00:30:00-00:00', fail),
        run('2026-01-05T09:00:00Z', fail, 'aws'),
      ],
      checks,
    );
    expect(days).toEqual(
      expect.arrayContaining([
        { provider: 'github', day: '2026-01-05', outcome: 'pass' },
        { provider: 'github', day: '2026-01-06', outcome: 'fail' },
        { provider: 'aws', day: '2026-01-05', outcome: 'fail' },
      ]),
    );
    expect(days).toHaveLength(3);
  });

  it('gives a control without checks no check days', () => {
    expect(checkDays([run('2026-01-05T10:00:00Z', [{ checkId: 'github.two-factor', outcome: 'fail' }])], new Set())).toEqual([]);
  });
});

describe('describeGaps', () => {
  it('lists the ranges separated by semicolons', () => {
    expect(
      describeGaps([
        { from: '2026-01-03', to: '2026-01-09' },
        { from: '2026-02-01', to: '2026-02-01' },
      ]),
    ).toBe('2026-01-03 to 2026-01-09; 2026-02-01 to 2026-02-01');
    expect(describeGaps([])).toBe('');
  });
});
