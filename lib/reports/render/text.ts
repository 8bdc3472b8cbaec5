import { dayOf } from '@/lib/domain/calendar-days';
import type { ReportCell, ReportDocument } from '../document';

/** A cell as every format prints it: dates as YYYY-MM-DD (UTC), numbers as given, nothing for an empty cell. */
export function cellText(cell: ReportCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : dayOf(cell);
  return String(cell);
}

/** "2026-04-02 09:30 UTC": the time is always stated in UTC, so every reader sees the same moment. */
export function generatedLabel(generatedAt: Date): string {
  return `${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function periodLabel(period: ReportDocument['period']): string {
  return `${period.start} to ${period.end}`;
}

/** Text without the control characters XML 1.0 cannot carry (a spreadsheet or document with one will not open). */
export function xmlSafeText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}
