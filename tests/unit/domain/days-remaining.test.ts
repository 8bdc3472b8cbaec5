import { daysRemaining, describeDaysRemaining } from '@/lib/domain/days-remaining';

describe('daysRemaining', () => {
  it('counts whole days from a fixed today (string)', () => {
    expect(daysRemaining('2027-01-05', '2026-11-21')).toBe(45);
    expect(daysRemaining('2026-11-22', '2026-11-21')).toBe(1);
  });

  it('is 0 on the day itself and negative once passed', () => {
    expect(daysRemaining('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysRemaining('2026-11-18', '2026-11-21')).toBe(-3);
  });

  it('reads a Date as its local calendar day, whatever the time of day', () => {
    expect(daysRemaining('2026-11-22', new Date(2026, 10, 21, 0, 0, 1))).toBe(1);
    expect(daysRemaining('2026-11-22', new Date(2026, 10, 21, 23, 59, 59))).toBe(1);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(daysRemaining('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysRemaining('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysRemaining('2027-03-01', '2027-02-28')).toBe(1);
  });

  it('is not thrown off by daylight-saving changes', () => {
    expect(daysRemaining('2026-03-09', '2026-03-07')).toBe(2);
    expect(daysRemaining('2026-11-02', '2026-10-31')).toBe(2);
  });
});

describe('describeDaysRemaining', () => {
  it.each([
    [0, 'Starts today'],
    [1, '1 day remaining'],
    [45, '45 days remaining'],
    [-1, 'Started 1 day ago'],
    [-5, 'Started 5 days ago'],
  ])('%i reads %s', (days, text) => {
    expect(describeDaysRemaining(days)).toBe(text);
  });
});
