import {
  addMonths,
  automaticReportDue,
  automaticReportName,
  nextAutomaticReportAt,
  recipientsOf,
  reportReadyLetter,
} from '@/lib/domain/reports/automatic';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(at('2026-03-15T10:20:30.400Z'), 6).toISOString()).toBe('2026-09-15T10:20:30.400Z');
    expect(addMonths(at('2026-03-15T10:20:30.400Z'), 12).toISOString()).toBe('2027-03-15T10:20:30.400Z');
    expect(addMonths(at('2026-03-15T10:20:30.400Z'), 24).toISOString()).toBe('2028-03-15T10:20:30.400Z');
  });
  it('crosses the year', () => {
    expect(addMonths(at('2026-11-30T00:00:00Z'), 6).toISOString()).toBe('2027-05-30T00:00:00.000Z');
  });
  it('falls back to the last day of a shorter month', () => {
    expect(addMonths(at('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths(at('2027-08-31T12:00:00Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(at('2028-02-29T12:00:00Z'), 12).toISOString()).toBe('2029-02-28T12:00:00.000Z');
    expect(addMonths(at('2026-12-31T23:59:59Z'), 6).toISOString()).toBe('2027-06-30T23:59:59.000Z');
  });
  it('does not change its argument', () => {
    const from = at('2026-01-31T00:00:00Z');
    addMonths(from, 1);
    expect(from.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});

describe('automaticReportDue', () => {
  const since = at('2026-01-15T08:00:00Z');
  it('is due once the whole period has passed, not a millisecond before', () => {
    for (const months of [6, 12, 24]) {
      const due = nextAutomaticReportAt(since, months);
      expect(automaticReportDue(since, months, new Date(due.getTime() - 1))).toBe(false);
      expect(automaticReportDue(since, months, due)).toBe(true);
      expect(automaticReportDue(since, months, new Date(due.getTime() + 86_400_000))).toBe(true);
    }
  });
  it('counts each period on its own: 6 months is due when 12 is not', () => {
    const now = at('2026-07-16T00:00:00Z');
    expect(automaticReportDue(since, 6, now)).toBe(true);
    expect(automaticReportDue(since, 12, now)).toBe(false);
    expect(automaticReportDue(since, 24, now)).toBe(false);
  });
  it('is not due at the start, nor when the marker is in the future', () => {
    expect(automaticReportDue(since, 6, since)).toBe(false);
    expect(automaticReportDue(at('2027-01-01T00:00:00Z'), 6, since)).toBe(false);
  });
  it('is never due while automatic reports are not counting', () => {
    expect(automaticReportDue(null, 6, at('2099-01-01T00:00:00Z'))).toBe(false);
    expect(automaticReportDue(new Date(Number.NaN), 6, at('2099-01-01T00:00:00Z'))).toBe(false);
  });
  it('is never due with a period that is not a whole number of months', () => {
    const later = at('2099-01-01T00:00:00Z');
    for (const months of [0, -6, 1.5, Number.NaN]) expect(automaticReportDue(since, months, later)).toBe(false);
  });
  it('is due 12 months after the last day of a long month at the shorter month end', () => {
    const lastOfAugust = at('2026-08-31T00:00:00Z');
    expect(automaticReportDue(lastOfAugust, 6, at('2027-02-27T23:59:59Z'))).toBe(false);
    expect(automaticReportDue(lastOfAugust, 6, at('2027-02-28T00:00:00Z'))).toBe(true);
  });
});

describe('recipientsOf', () => {
  it('lists each address once, trimmed, empty parts left out', () => {
    expect(recipientsOf('')).toEqual([]);
    expect(recipientsOf(' , ,')).toEqual([]);
    expect(recipientsOf(' a@b.co ,c@d.org,, A@B.co ')).toEqual(['a@b.co', 'c@d.org']);
  });
});

describe('the letter of a ready report', () => {
  const letter = reportReadyLetter({
    name: automaticReportName('SOC 2 Type II', '2026-01-15', '2026-07-15'),
    frameworkName: 'SOC 2 Type II',
    organizationName: 'Acme',
    format: 'excel',
    startOn: '2026-01-15',
    endOn: '2026-07-15',
    link: 'https://compliance.example.com/manage/reports/abc/download',
  });
  it('names the report and links to its download', () => {
    expect(letter.subject).toBe('Report ready: SOC 2 Type II compliance report 2026-01-15 to 2026-07-15');
    expect(letter.body).toContain('The report "SOC 2 Type II compliance report 2026-01-15 to 2026-07-15" of Acme is ready (Excel');
    expect(letter.body).toContain('Download it (sign-in needed): https://compliance.example.com/manage/reports/abc/download');
    expect(letter.body).toContain('report distribution of the SOC 2 Type II framework settings');
  });
});
