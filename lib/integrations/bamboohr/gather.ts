import { customReport } from './client';
import type { BamboohrConnection } from './connection';
import type { BamboohrFacts, HrEmployee } from './facts';
import { unknownOfBamboohr } from './failures';

type EmployeeRow = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** A date of the report, or null: BambooHR answers 0000-00-00 (or nothing) for a date not set. */
const day = (value: unknown): string | null => {
  const date = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !date.startsWith('0000') ? date : null;
};

export function employeeOf(row: EmployeeRow): HrEmployee {
  return {
    id: text(row.id),
    email: text(row.workEmail).toLowerCase(),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    department: text(row.department) || null,
    jobTitle: text(row.jobTitle) || null,
    supervisor: text(row.supervisorEmail).toLowerCase() || null,
    hireDate: day(row.hireDate),
    terminationDate: day(row.terminationDate),
    active: text(row.status).toLowerCase() === 'active',
  };
}

/** The report's employees, or null when the answer is not a custom report (another server's JSON). */
export function employeesOf(report: unknown): HrEmployee[] | null {
  const rows = (report as { employees?: unknown } | null)?.employees;
  if (!Array.isArray(rows)) return null;
  return rows.filter((row): row is EmployeeRow => typeof row === 'object' && row !== null).map(employeeOf);
}

/**
 * Gathers a BambooHR company's employees, current and past, in one custom report (BambooHR answers it whole, with
 * no pages). A refusal is kept with the reason. The identity providers' accounts are added by the run.
 */
export async function gatherBamboohrFacts(connection: BamboohrConnection, now = new Date()): Promise<BamboohrFacts> {
  let employees: BamboohrFacts['employees'];
  try {
    employees = employeesOf(await customReport(connection)) ?? {
      unknown: `The answer at ${connection.baseUrl} is not a BambooHR report. Check the API URL.`,
    };
  } catch (error) {
    employees = unknownOfBamboohr(error, connection.baseUrl);
  }
  return {
    company: connection.subdomain,
    collectedAt: now.toISOString(),
    employees,
    identity: { providers: [], accounts: [], unreadable: [] },
  };
}
