import { distributionAddresses } from '@/lib/schemas/frameworks/settings';
import { storedFormatLabels, type StoredFormat } from '@/lib/schemas/reports/records';

/**
 * The moment `months` calendar months after `from` (UTC), at the same time of day. A day the target month lacks
 * falls back to its last day: 31 August plus 6 months is 28 (or 29) February.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(from.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * When a framework's next automatic report falls due: one compliance period (6, 12 or 24 months) after `since`,
 * the last automatic report or, before the first one, when automatic report generation was turned on.
 */
export function nextAutomaticReportAt(since: Date, periodMonths: number): Date {
  return addMonths(since, periodMonths);
}

/**
 * Whether a framework's automatic report is due at `now`: a whole compliance period has passed since `since`.
 * Null (automatic reports not counting, being off or never saved on) is never due; a period that is not a whole
 * number of months at least 1 is never due either, so a damaged setting cannot request a report at every check.
 */
export function automaticReportDue(since: Date | null, periodMonths: number, now: Date): boolean {
  if (since === null || Number.isNaN(since.getTime())) return false;
  if (!Number.isInteger(periodMonths) || periodMonths < 1) return false;
  return now.getTime() >= nextAutomaticReportAt(since, periodMonths).getTime();
}

/** The addresses an automatic report is written to: the distribution list, each address once (case ignored). */
export function recipientsOf(distribution: string): string[] {
  const seen = new Set<string>();
  return distributionAddresses(distribution).filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The name of a framework's automatic report over a period. */
export function automaticReportName(frameworkName: string, startOn: string, endOn: string): string {
  return `${frameworkName} compliance report ${startOn} to ${endOn}`;
}

export type ReadyReport = {
  name: string;
  frameworkName: string;
  organizationName: string;
  format: StoredFormat;
  startOn: string;
  endOn: string;
  /** Where the file is downloaded (SITE_URL + /manage/reports/<id>/download). */
  link: string;
};

/** The letter written to a distribution address once an automatic report is ready. */
export function reportReadyLetter(report: ReadyReport): { subject: string; body: string } {
  return {
    subject: `Report ready: ${report.name}`,
    body: [
      `The report "${report.name}" of ${report.organizationName} is ready (${storedFormatLabels[report.format]}, ${report.startOn} to ${report.endOn}).`,
      '',
      `Download it (sign-in needed): ${report.link}`,
      '',
      `You receive this because your address is in the report distribution of the ${report.frameworkName} framework settings.`,
    ].join('\n'),
  };
}
