import { dayOf } from '@/lib/domain/calendar-days';
import {
  checkPeopleCsvLine,
  departureProblem,
  DEPARTURE_BEFORE_START_MESSAGE,
  personStatusOn,
  readPeopleCsv,
  type PeopleCsvRow,
} from '@/lib/domain/people/rules';
import { personCreateSchema, personDepartureSchema, personEditSchema } from '@/lib/schemas/people/records';

const HEADER = 'name,email,department,manager_email,start_date,end_date';
const good: string[] = ['Ada Lovelace', 'ADA@Example.com', 'Engineering', '', '2024-01-15', ''];

describe('personStatusOn', () => {
  it('is active from the start date while no end date is set', () => {
    expect(personStatusOn({ startDate: '2024-01-15', endDate: null }, '2024-01-15')).toBe('active');
    expect(personStatusOn({ startDate: '2024-01-15', endDate: null }, '2030-01-01')).toBe('active');
  });
  it('is upcoming before the start date', () => {
    expect(personStatusOn({ startDate: '2024-01-15', endDate: null }, '2024-01-14')).toBe('upcoming');
  });
  it('is departed from the end date on, and active the day before', () => {
    const person = { startDate: '2024-01-15', endDate: '2025-06-30' };
    expect(personStatusOn(person, '2025-06-29')).toBe('active');
    expect(personStatusOn(person, '2025-06-30')).toBe('departed');
    expect(personStatusOn(person, '2026-01-01')).toBe('departed');
  });
  it('is departed on the day of a same-day start and end', () => {
    expect(personStatusOn({ startDate: '2025-06-30', endDate: '2025-06-30' }, '2025-06-30')).toBe('departed');
  });
});

describe('departureProblem', () => {
  it('accepts an end date on or after the start date', () => {
    expect(departureProblem('2024-01-15', '2024-01-15')).toBeNull();
    expect(departureProblem('2024-01-15', '2025-01-01')).toBeNull();
  });
  it('refuses an end date before the start date', () => {
    expect(departureProblem('2024-01-15', '2024-01-14')).toBe(DEPARTURE_BEFORE_START_MESSAGE);
  });
});

describe('dayOf', () => {
  it('is the UTC calendar day', () => {
    expect(dayOf(new Date('2025-03-04T23:59:59Z'))).toBe('2025-03-04');
    expect(dayOf(new Date('2025-03-05T00:00:00Z'))).toBe('2025-03-05');
  });
});

describe('checkPeopleCsvLine', () => {
  it('answers a good line with the email lower-cased and empty optional cells as nothing', () => {
    expect(checkPeopleCsvLine(good, 2)).toEqual<PeopleCsvRow>({
      line: 2,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      department: 'Engineering',
      managerEmail: null,
      startDate: '2024-01-15',
      endDate: null,
    });
  });
  it('trims cells and keeps a manager and an end date', () => {
    const row = checkPeopleCsvLine([' Bo ', ' bo@example.com ', '', ' Boss@Example.com ', '2024-01-15', '2024-02-01'], 3);
    expect(row).toMatchObject({ name: 'Bo', department: '', managerEmail: 'boss@example.com', endDate: '2024-02-01' });
  });
  it.each([
    [['Ada', 'ada@example.com'], 'Expected 6 values'],
    [['', ...good.slice(1)], 'Enter the name.'],
    [[good[0], 'not-an-address', ...good.slice(2)], 'Enter a valid email address.'],
    [[good[0], '', ...good.slice(2)], 'Enter the email address.'],
    [[good[0], good[1], 'x'.repeat(81), ...good.slice(3)], 'The department can be at most 80 characters.'],
    [[...good.slice(0, 3), 'boss', ...good.slice(4)], "The manager's email address is not valid."],
    [[...good.slice(0, 3), 'ada@example.com', ...good.slice(4)], 'A person cannot be their own manager.'],
    [[...good.slice(0, 4), '', ''], 'Choose the start date.'],
    [[...good.slice(0, 4), '15/01/2024', ''], 'Use YYYY-MM-DD.'],
    [[...good.slice(0, 4), '2024-02-30', ''], 'The start date is not a real date.'],
    [[...good.slice(0, 5), '2024-13-01'], 'Use YYYY-MM-DD.'],
    [[...good.slice(0, 5), '2024-01-14'], DEPARTURE_BEFORE_START_MESSAGE],
  ] as [string[], string][])('refuses %j with its reason', (cells, reason) => {
    const checked = checkPeopleCsvLine(cells, 7);
    expect(checked).toEqual({ line: 7, reason: expect.stringContaining(reason) });
  });
});

describe('readPeopleCsv', () => {
  it('reads good lines with their line numbers, skipping blank lines', () => {
    const reading = readPeopleCsv(`${HEADER}\nAda,ada@example.com,Eng,,2024-01-15,\n\nBo,bo@example.com,,ada@example.com,2024-02-01,\n`);
    expect('rows' in reading && reading.rows.map((row) => [row.line, row.email])).toEqual([
      [2, 'ada@example.com'],
      [4, 'bo@example.com'],
    ]);
    expect('refused' in reading && reading.refused).toEqual([]);
  });
  it('accepts a byte-order mark, a header in capitals and quoted cells with commas', () => {
    const reading = readPeopleCsv(`\uFEFF${HEADER.toUpperCase()}\r\n"Lovelace, Ada",ada@example.com,"R&D, Lab",,2024-01-15,\r\n`);
    expect('rows' in reading && reading.rows[0]).toMatchObject({ name: 'Lovelace, Ada', department: 'R&D, Lab' });
  });
  it('refuses a bad line and a repeated email with their line numbers, keeping the good ones', () => {
    const reading = readPeopleCsv(
      [HEADER, 'Ada,ada@example.com,,,2024-01-15,', 'Bad,bad,,,2024-01-15,', 'Ada again,ADA@example.com,,,2024-01-15,'].join('\n'),
    );
    expect('rows' in reading && reading.rows.map((row) => row.line)).toEqual([2]);
    expect('refused' in reading && reading.refused).toEqual([
      { line: 3, reason: 'Enter a valid email address.' },
      { line: 4, reason: 'The email ada@example.com is already on line 2.' },
    ]);
  });
  it.each([
    ['', 'The first line must be the header'],
    ['name,email\nAda,ada@example.com', 'The first line must be the header'],
    [`${HEADER}\n`, 'The file has a header but no people.'],
    [`${HEADER}\n"Ada,ada@example.com,,,2024-01-15,`, 'The file is not valid CSV'],
  ])('refuses the whole file %j', (text, problem) => {
    const reading = readPeopleCsv(text);
    expect('problem' in reading && reading.problem).toContain(problem);
  });
  it('refuses more than 5,000 people, and takes exactly 5,000', () => {
    const lines = (count: number) =>
      [HEADER, ...Array.from({ length: count }, (_, index) => `P${index},p${index}@example.com,,,2024-01-15,`)].join('\n');
    expect(readPeopleCsv(lines(5001))).toEqual({ problem: 'The file has 5001 people: import at most 5,000 at a time.' });
    const reading = readPeopleCsv(lines(5000));
    expect('rows' in reading && reading.rows.length).toBe(5000);
  });
});

describe('person schemas', () => {
  const fields = { name: 'Ada', email: ' Ada@Example.COM ', department: '', managerId: '', startDate: '2024-01-15' };
  it('lower-cases the email and reads no manager as null', () => {
    expect(personCreateSchema.parse(fields)).toEqual({ ...fields, email: 'ada@example.com', managerId: null });
  });
  it('names the field of each mistake', () => {
    const parsed = personCreateSchema.safeParse({ ...fields, name: ' ', email: 'nope', startDate: '' });
    expect(parsed.success).toBe(false);
    expect([...new Set(parsed.error?.issues.map((issue) => issue.path[0]))].sort()).toEqual(['email', 'name', 'startDate']);
  });
  it('needs the version to edit, and a real end date to record a departure', () => {
    expect(personEditSchema.safeParse(fields).success).toBe(false);
    expect(personEditSchema.safeParse({ ...fields, id: 'x', version: '2' }).success).toBe(true);
    expect(personDepartureSchema.safeParse({ id: 'x', version: '1', endDate: '2024-02-30' }).success).toBe(false);
    expect(personDepartureSchema.safeParse({ id: 'x', version: '1', endDate: '2024-02-29' }).success).toBe(true);
  });
});
