import { parse } from 'csv-parse/sync';
import { MAX_CSV_ACCOUNTS, type SystemAccount } from '@/lib/schemas/access-reviews/records';
import { personEmailSchema } from '@/lib/schemas/people/records';
import { isDay } from '../calendar-days';

/** The columns a system's account list may have, each under the names people give it; only the e-mail is required. */
const COLUMN_NAMES = {
  email: ['email', 'e-mail', 'email address', 'mail'],
  name: ['name', 'full name', 'display name'],
  role: ['role', 'roles', 'group'],
  admin: ['admin', 'is admin', 'administrator'],
  lastActivity: ['last activity', 'last_activity', 'last login', 'last_login', 'last sign-in', 'last seen'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

export const ACCOUNTS_CSV_HEADER = 'email,name,role,admin,last_activity';

/** A line refused, with its number in the file and why. */
export type AccountCsvRefusal = { line: number; reason: string };

/** A whole file refused, or its accounts and each refused line. */
export type AccountCsvReading = { problem: string } | { accounts: SystemAccount[]; refused: AccountCsvRefusal[] };

const ADMIN_VALUES: Record<string, boolean> = {
  '': false,
  yes: true,
  y: true,
  true: true,
  '1': true,
  admin: true,
  no: false,
  n: false,
  false: false,
  '0': false,
};
const MAX_CELL = 200;

function columnsOf(header: readonly string[]): Partial<Record<Column, number>> | string {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    const column = (Object.keys(COLUMN_NAMES) as Column[]).find((key) => (COLUMN_NAMES[key] as readonly string[]).includes(name));
    if (column && found[column] === undefined) found[column] = index;
  });
  return found.email === undefined ? `The first line must name the columns, with at least an email column: ${ACCOUNTS_CSV_HEADER}.` : found;
}

/** When the account was last active, as written (a YYYY-MM-DD day or an ISO time), null when empty, or why not. */
function activityOf(text: string): string | null | { reason: string } {
  if (text === '') return null;
  if (isDay(text)) return text;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return new Date(text).toISOString();
  return { reason: `The last activity "${text.slice(0, 40)}" is not a date: use YYYY-MM-DD.` };
}

function accountOf(cells: readonly string[], columns: Partial<Record<Column, number>>, line: number): SystemAccount | AccountCsvRefusal {
  const cell = (column: Column) => (columns[column] === undefined ? '' : (cells[columns[column]] ?? '').trim());
  const tooLong = (Object.keys(COLUMN_NAMES) as Column[]).find((column) => cell(column).length > MAX_CELL);
  if (tooLong)
    return { line, reason: `The ${tooLong === 'lastActivity' ? 'last activity' : tooLong} can be at most ${MAX_CELL} characters.` };
  const email = personEmailSchema.safeParse(cell('email'));
  if (!email.success)
    return { line, reason: cell('email') === '' ? 'The email is empty.' : `"${cell('email').slice(0, 60)}" is not an email address.` };
  const admin = ADMIN_VALUES[cell('admin').toLowerCase()];
  if (admin === undefined) return { line, reason: `The admin value "${cell('admin').slice(0, 20)}" is not yes or no.` };
  const activity = activityOf(cell('lastActivity'));
  if (activity !== null && typeof activity === 'object') return { line, ...activity };
  return { externalId: email.data, email: email.data, name: cell('name') || email.data, role: cell('role'), admin, lastActivity: activity };
}

const isAccount = (checked: SystemAccount | AccountCsvRefusal): checked is SystemAccount => 'email' in checked;

/**
 * Reads a system's account list: the first line names the columns (any order; email required, and name, role, admin,
 * last activity when present); each later line is checked alone and a refused one is named by its line number. An
 * e-mail already seen in the file is refused on its later line. Blank lines are skipped.
 */
export function readAccountsCsv(text: string): AccountCsvReading {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problem: `The file is not valid CSV${line ? ` (line ${line})` : ''}. Check its quotes and separators.` };
  }
  const [header, ...lines] = records;
  const columns = columnsOf(header?.record ?? []);
  if (typeof columns === 'string') return { problem: columns };
  if (lines.length === 0) return { problem: 'The file has a header but no accounts.' };
  if (lines.length > MAX_CSV_ACCOUNTS) {
    return { problem: `The file has ${lines.length} accounts: upload at most ${MAX_CSV_ACCOUNTS.toLocaleString('en-US')}.` };
  }
  const accounts: SystemAccount[] = [];
  const refused: AccountCsvRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of lines) {
    const checked = accountOf(record, columns, info.lines);
    if (!isAccount(checked)) {
      refused.push(checked);
      continue;
    }
    const first = seen.get(checked.email);
    if (first !== undefined) {
      refused.push({ line: info.lines, reason: `${checked.email} is already on line ${first}.` });
      continue;
    }
    seen.set(checked.email, info.lines);
    accounts.push(checked);
  }
  return { accounts, refused };
}

/** The refused lines as one message, the first few named by line. */
export function refusalMessage(refused: readonly AccountCsvRefusal[]): string {
  const shown = refused.slice(0, 5).map((refusal) => `line ${refusal.line}: ${refusal.reason}`);
  const more = refused.length > 5 ? ` …and ${refused.length - 5} more.` : '';
  return `Fix these lines and upload again: ${shown.join(' ')}${more}`;
}
