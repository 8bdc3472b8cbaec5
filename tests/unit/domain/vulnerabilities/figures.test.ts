import { median, monthlyFigures, previousMonth } from '@/lib/domain/vulnerabilities/figures';
import { DEFAULT_DEADLINES } from '@/lib/domain/vulnerabilities/rules';

describe('monthly figures', () => {
  it('is filed for the month before', () => {
    expect(previousMonth('2026-03-01')).toBe('2026-02');
    expect(previousMonth('2027-01-01')).toBe('2026-12');
  });

  it('counts the open at the month’s end by severity, the fixes within and past deadline and the median days to fix', () => {
    const figures = monthlyFigures(
      [
        { severity: 'critical', firstSeenOn: '2028-02-20', fixedOn: '2028-02-27' }, // 7 days: on its due day
        { severity: 'critical', firstSeenOn: '2028-02-20', fixedOn: '2028-02-28' }, // 8 days: past it
        { severity: 'high', firstSeenOn: '2028-01-10', fixedOn: '2028-02-29' }, // 50 days: past 30
        { severity: 'high', firstSeenOn: '2028-02-01', fixedOn: null },
        { severity: 'low', firstSeenOn: '2028-01-01', fixedOn: '2028-03-01' }, // fixed after the month: open at its end
        { severity: 'medium', firstSeenOn: '2028-01-01', fixedOn: '2028-01-20' }, // fixed the month before
        { severity: 'medium', firstSeenOn: '2028-03-01', fixedOn: null }, // seen after the month
      ],
      DEFAULT_DEADLINES,
      '2028-02',
    );
    expect(figures).toEqual({
      month: '2028-02',
      openAtMonthEnd: { critical: 0, high: 1, medium: 0, low: 1 },
      fixedWithinDeadline: 1,
      fixedPastDeadline: 2,
      medianDaysToFix: 8,
      deadlines: DEFAULT_DEADLINES,
    });
  });

  it('has no median without a fix, and the mean of the middle two for an even count', () => {
    expect(monthlyFigures([], DEFAULT_DEADLINES, '2026-11').medianDaysToFix).toBeNull();
    expect(median([1, 4, 2, 10])).toBe(3);
    expect(median([])).toBeNull();
  });
});
