import type { Issue } from '@/lib/schemas/ccpa-issues/records';

const header = ['ID', 'Title', 'Description', 'Priority', 'Category', 'Tags', 'Assignee', 'Due Date'];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A leading =, +, - or @ is
 * prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The issues as CSV text with a header row (ID is the CCPA-YYYY-NNN reference), CRLF line ends; an unassigned issue reads 'Unassigned'. */
export function issuesToCsv(issues: readonly Issue[]): string {
  const rows = issues.map((issue) => [
    issue.reference,
    issue.title,
    issue.description,
    issue.priority,
    issue.category,
    issue.tags.join('; '),
    issue.assignee ?? 'Unassigned',
    issue.dueDate,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
