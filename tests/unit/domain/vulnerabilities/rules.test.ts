import { DEFAULT_DEADLINES, dueOn, exceptionHolds, findingState, severityOf, severityOfScore } from '@/lib/domain/vulnerabilities/rules';

const open = (
  severity: 'critical' | 'high' | 'medium' | 'low',
  firstSeenOn: string,
  exceptions: { approved: boolean; expiresOn: string }[] = [],
) => ({
  severity,
  firstSeenOn,
  fixedOn: null,
  exceptions,
});

describe('due days in calendar days from first seen', () => {
  it('has the defaults of critical 7, high 30, medium 90 and low 180 days', () => {
    expect(DEFAULT_DEADLINES).toEqual({ critical: 7, high: 30, medium: 90, low: 180 });
  });

  it('crosses month ends and years', () => {
    expect(dueOn('2026-01-28', 'critical', DEFAULT_DEADLINES)).toBe('2026-02-04');
    expect(dueOn('2026-01-31', 'high', DEFAULT_DEADLINES)).toBe('2026-03-02');
    expect(dueOn('2026-12-29', 'critical', DEFAULT_DEADLINES)).toBe('2027-01-05');
    expect(dueOn('2026-10-03', 'medium', DEFAULT_DEADLINES)).toBe('2027-01-01');
  });

  it('counts 29 February in a leap year and not in others', () => {
    expect(dueOn('2028-02-25', 'critical', DEFAULT_DEADLINES)).toBe('2028-03-03');
    expect(dueOn('2027-02-25', 'critical', DEFAULT_DEADLINES)).toBe('2027-03-04');
    expect(dueOn('2028-02-29', 'high', DEFAULT_DEADLINES)).toBe('2028-03-30');
    expect(dueOn('2028-01-31', 'high', DEFAULT_DEADLINES)).toBe('2028-03-01');
  });

  it('follows the organization’s own days', () => {
    expect(dueOn('2026-05-01', 'low', { ...DEFAULT_DEADLINES, low: 365 })).toBe('2027-05-01');
  });
});

describe('where a finding stands', () => {
  it('is open up to and on its due day, overdue the day after', () => {
    expect(findingState(open('critical', '2026-02-22'), DEFAULT_DEADLINES, '2026-03-01')).toBe('open');
    expect(findingState(open('critical', '2026-02-22'), DEFAULT_DEADLINES, '2026-03-02')).toBe('overdue');
  });

  it('is fixed from its fixed day on', () => {
    const fixed = { ...open('critical', '2026-01-01'), fixedOn: '2026-03-01' };
    expect(findingState(fixed, DEFAULT_DEADLINES, '2026-03-01')).toBe('fixed');
  });

  it('is excepted while an approved exception holds, and overdue again once it expires', () => {
    const excepted = open('high', '2026-01-01', [{ approved: true, expiresOn: '2026-03-31' }]);
    expect(findingState(excepted, DEFAULT_DEADLINES, '2026-03-31')).toBe('excepted');
    expect(findingState(excepted, DEFAULT_DEADLINES, '2026-04-01')).toBe('overdue');
    expect(exceptionHolds({ approved: true, expiresOn: '2026-03-31' }, '2026-04-01')).toBe(false);
  });

  it('ignores an exception nobody approved', () => {
    const asked = open('high', '2026-01-01', [{ approved: false, expiresOn: '2026-12-31' }]);
    expect(findingState(asked, DEFAULT_DEADLINES, '2026-03-01')).toBe('overdue');
  });
});

describe('severities as sources write them', () => {
  it('reads words and CVSS scores', () => {
    expect(severityOf('CRITICAL')).toBe('critical');
    expect(severityOf('moderate')).toBe('medium');
    expect(severityOf('error')).toBe('high');
    expect(severityOf('note')).toBe('low');
    expect(severityOf('urgent')).toBeNull();
    expect(severityOf(3)).toBeNull();
    expect([9.8, 7, 6.9, 3.9].map(severityOfScore)).toEqual(['critical', 'high', 'medium', 'low']);
  });
});
