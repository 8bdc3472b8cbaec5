import { parse } from 'csv-parse/sync';
import { isoDate, requiredLine } from '@/lib/schemas/common';
import { MAX_DEPARTMENT_LENGTH, MAX_IMPORT_LINES, personEmailSchema } from '@/lib/schemas/people/records';

/** Where a person stands on a day: not started yet, employed, or left (from their end date on). */
export type PersonStatus = 'upcoming' | 'active' | 'departed';

/**
 * A person's status on `day` (YYYY-MM-DD). The end date is the day they left: from it on they are departed, so a
 * member removed today is departed today. Dates compare as text, which orders YYYY-MM-DD days correctly.
 */
export function personStatusOn(person: { startDate: string; endDate: string | null }, day: string): PersonStatus {
  if (person.endDate !== null && person.endDate <= day) return 'departed';
  if (person.startDate > day) return 'upcoming';
  return 'active';
}

export const personStatusLabels: Record<PersonStatus, string> = { upcoming: 'Starting', active: 'Active', departed: 'Departed' };

export const DEPARTURE_BEFORE_START_MESSAGE = 'The end date cannot be before the start date.';

/** Why `endDate` cannot close a person's employment that began on `startDate`, or null when it can. */
export function departureProblem(startDate: string, endDate: string): string | null {
  return endDate < startDate ? DEPARTURE_BEFORE_START_MESSAGE : null;
}

/** The columns of an import, in this order on its first line. */
export const PEOPLE_CSV_HEADER = ['name', 'email', 'department', 'manager_email', 'start_date', 'end_date'] as const;

/** A good line of an import, with its line number in the file. */
export type PeopleCsvRow = {
  line: number;
  name: string;
  email: string;
  department: string;
  managerEmail: string | null;
  startDate: string;
  endDate: string | null;
};

export type PeopleCsvRefusal = { line: number; reason: string };

/** A whole file refused (no line is imported), or its good lines and each refused line with why. */
export type PeopleCsvReading = { problem: string } | { rows: PeopleCsvRow[]; refused: PeopleCsvRefusal[] };

const nameField = requiredLine('name');
const startField = isoDate('start date');
const endField = isoDate('end date');

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? 'This value is not valid.';

/** One line's cells checked: the row, or why the line is refused. */
export function checkPeopleCsvLine(cells: readonly string[], line: number): PeopleCsvRow | PeopleCsvRefusal {
  if (cells.length !== PEOPLE_CSV_HEADER.length) {
    return { line, reason: `Expected ${PEOPLE_CSV_HEADER.length} values (${PEOPLE_CSV_HEADER.join(', ')}), found ${cells.length}.` };
  }
  const [name = '', email = '', department = '', managerEmail = '', startDate = '', endDate = ''] = cells.map((cell) => cell.trim());
  const checkedName = nameField.safeParse(name);
  if (!checkedName.success) return { line, reason: firstMessage(checkedName) };
  const checkedEmail = personEmailSchema.safeParse(email);
  if (!checkedEmail.success) return { line, reason: firstMessage(checkedEmail) };
  if (department.length > MAX_DEPARTMENT_LENGTH)
    return { line, reason: `The department can be at most ${MAX_DEPARTMENT_LENGTH} characters.` };
  let manager: string | null = null;
  if (managerEmail) {
    const checkedManager = personEmailSchema.safeParse(managerEmail);
    if (!checkedManager.success) return { line, reason: `The manager's email address is not valid.` };
    manager = checkedManager.data;
    if (manager === checkedEmail.data) return { line, reason: 'A person cannot be their own manager.' };
  }
  const checkedStart = startField.safeParse(startDate);
  if (!checkedStart.success) return { line, reason: `${firstMessage(checkedStart)} Use YYYY-MM-DD.` };
  let end: string | null = null;
  if (endDate) {
    const checkedEnd = endField.safeParse(endDate);
    if (!checkedEnd.success) return { line, reason: `${firstMessage(checkedEnd)} Use YYYY-MM-DD.` };
    end = checkedEnd.data;
    const problem = departureProblem(checkedStart.data, end);
    if (problem) return { line, reason: problem };
  }
  return {
    line,
    name: checkedName.data,
    email: checkedEmail.data,
    department,
    managerEmail: manager,
    startDate: checkedStart.data,
    endDate: end,
  };
}

const isRow = (checked: PeopleCsvRow | PeopleCsvRefusal): checked is PeopleCsvRow => 'email' in checked;

/**
 * Reads an import's text: the header must name the six columns in order; each later line is checked alone, and a
 * second line with an email already seen in the file is refused (the first one counts). Blank lines are skipped.
 */
export function readPeopleCsv(text: string): PeopleCsvReading {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problem: `The file is not valid CSV${line ? ` (line ${line})` : ''}. Check its quotes and separators.` };
  }
  const [header, ...lines] = records;
  const columns = header?.record.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (columns.join(',') !== PEOPLE_CSV_HEADER.join(',')) {
    return { problem: `The first line must be the header ${PEOPLE_CSV_HEADER.join(',')}.` };
  }
  if (lines.length === 0) return { problem: 'The file has a header but no people.' };
  if (lines.length > MAX_IMPORT_LINES) {
    return { problem: `The file has ${lines.length} people: import at most ${MAX_IMPORT_LINES.toLocaleString('en-US')} at a time.` };
  }
  const rows: PeopleCsvRow[] = [];
  const refused: PeopleCsvRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of lines) {
    const checked = checkPeopleCsvLine(record, info.lines);
    if (!isRow(checked)) {
      refused.push(checked);
      continue;
    }
    const first = seen.get(checked.email);
    if (first !== undefined) {
      refused.push({ line: checked.line, reason: `The email ${checked.email} is already on line ${first}.` });
      continue;
    }
    seen.set(checked.email, checked.line);
    rows.push(checked);
  }
  return { rows, refused };
}
