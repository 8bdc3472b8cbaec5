import {
  addDays,
  addMonths,
  DAY_MS,
  dayNumber,
  dayOf,
  dayOfNumber,
  daysBetween,
  isDay,
  mondayOf,
  startOfDay,
} from '@/lib/domain/calendar-days';

const notDays = [
  '',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-1-5',
  '01/02/2026',
  '2026-01-05T00:00:00Z',
  ' 2026-01-05',
  'today',
];

describe('DAY_MS', () => {
  it('is the length of 24 hours', () => {
    expect(DAY_MS).toBe(86_400_000);
  });
});

describe('dayOf', () => {
  it.each([
    ['2026-11-21T00:00:00.000Z', '2026-11-21'],
    ['2026-11-21T23:59:59.999Z', '2026-11-21'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31'],
    ['2028-02-29T12:00:00Z', '2028-02-29'],
  ])('reads %s as the UTC day %s', (moment, day) => {
    expect(dayOf(new Date(moment))).toBe(day);
  });

  it('reads a moment given with an offset as its UTC day, not the day of the offset', () => {
    expect(dayOf(new Date('2026-11-21T23:30:00-05:00'))).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-22T00:30:00+02:00'))).toBe('2026-11-21');
  });

  it('refuses an invalid moment', () => {
    expect(() => dayOf(new Date('not a day'))).toThrow(RangeError);
  });
});

describe('isDay', () => {
  it.each(['2026-11-21', '2028-02-29', '2000-02-29', '2026-12-31', '1970-01-01'])('takes %s', (day) => {
    expect(isDay(day)).toBe(true);
  });

  it.each([...notDays, '1900-02-29', '2100-02-29'])('refuses %p', (text) => {
    expect(isDay(text)).toBe(false);
  });
});

describe('dayNumber and dayOfNumber', () => {
  it('count days since 1970-01-01 and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayOfNumber(dayNumber('2028-02-29'))).toBe('2028-02-29');
    expect(dayOfNumber(20_413)).toBe('2025-11-21');
  });

  it.each(notDays)('refuses %p with the text it was given', (text) => {
    expect(() => dayNumber(text)).toThrow(new RangeError(`"${text}" is not a day (YYYY-MM-DD).`));
  });
});

describe('startOfDay', () => {
  it('is midnight UTC of the day', () => {
    expect(startOfDay('2026-11-21').toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(dayOf(startOfDay('2028-02-29'))).toBe('2028-02-29');
  });

  it('refuses a day that does not exist', () => {
    expect(() => startOfDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-10', 14, '2026-03-24'],
    ['2026-02-20', 14, '2026-03-06'],
    ['2024-02-20', 14, '2024-03-05'],
    ['2026-12-25', 14, '2027-01-08'],
    ['2026-03-10', 0, '2026-03-10'],
    ['2026-03-10', -1, '2026-03-09'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-11-21', 365, '2027-11-21'],
    ['2027-11-21', 366, '2028-11-21'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it('counts across the US and EU daylight-saving changes as whole days', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('refuses a day that does not exist', () => {
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole days from one day to the next, 0 on the same day and negative backwards', () => {
    expect(daysBetween('2026-11-21', '2027-01-05')).toBe(45);
    expect(daysBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-11-21', '2026-11-18')).toBe(-3);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
  });

  it('is not thrown off by daylight-saving changes', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });

  it('refuses a day that is not one', () => {
    expect(() => daysBetween('2026-11-21', '21/11/2026')).toThrow('"21/11/2026" is not a day');
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow('"2026-02-30" is not a day');
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-05-31', 0, '2026-05-31'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2027-01-15', -12, '2026-01-15'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
    ['2026-06-15', 24, '2028-06-15'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('refuses a day that does not exist', () => {
    expect(() => addMonths('2026-04-31', 1)).toThrow(RangeError);
  });
});

describe('mondayOf', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
    ['2028-03-01', '2028-02-28'],
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});
