import 'server-only';
import { reports } from '@/lib/db/schema';
import type { FrameworkCode } from '@/lib/schemas/frameworks';
import type { ReportFormat, ReportType } from '@/lib/schemas/report';
import type { Tx } from '@/lib/workspace/member';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MEGABYTE = 1024 * 1024;

type Seeded = {
  name: string;
  type: ReportType;
  frameworks: FrameworkCode[];
  /** The period covered, in days before now (start, end). */
  periodDaysAgo: [start: number, end: number];
  format: ReportFormat;
  notes: string;
  /** Hours before now the file was made; absent while it is still being generated. */
  generatedHoursAgo?: number;
  megabytes?: number;
};

/** The demo organization's recent reports: four generated files and one still Generating (spec §2.4 row actions). */
const seeded: readonly Seeded[] = [
  { name: 'ISO 27001 Gap Analysis', type: 'gap-analysis', frameworks: ['iso27001'], periodDaysAgo: [320, 0], format: 'excel', notes: 'Annex A controls not yet implemented.' },
  { name: 'SOC 2 Compliance Status Report', type: 'framework', frameworks: ['soc2'], periodDaysAgo: [92, 1], format: 'pdf', notes: 'Quarterly status for the board.', generatedHoursAgo: 2, megabytes: 2.4 },
  { name: 'Q3 Executive Summary', type: 'executive', frameworks: ['soc2', 'iso27001', 'gdpr'], periodDaysAgo: [140, 49], format: 'pdf', notes: '', generatedHoursAgo: 24, megabytes: 1.1 },
  { name: 'PCI DSS Security Assessment', type: 'security', frameworks: ['pci'], periodDaysAgo: [200, 140], format: 'word', notes: '', generatedHoursAgo: 72, megabytes: 3.8 },
  { name: 'GDPR & CCPA Audit Readiness', type: 'audit', frameworks: ['gdpr', 'ccpa'], periodDaysAgo: [80, 5], format: 'pdf', notes: 'Privacy audit preparation.', generatedHoursAgo: 168, megabytes: 1.7 },
];

/** The calendar day (UTC) `days` before `now`, as YYYY-MM-DD. */
function dayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
}

/**
 * Inserts the demo organization's reports inside the caller's transaction, with every time relative to `now`:
 * a generated report was requested a few minutes before its file was made; the Generating one was just requested.
 */
export async function seedReports(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await tx.insert(reports).values(
    seeded.map((report) => {
      const generatedAt = report.generatedHoursAgo === undefined ? null : new Date(now.getTime() - report.generatedHoursAgo * HOUR);
      return {
        organizationId,
        name: report.name,
        type: report.type,
        frameworks: report.frameworks,
        startOn: dayBefore(now, report.periodDaysAgo[0]),
        endOn: dayBefore(now, report.periodDaysAgo[1]),
        format: report.format,
        notes: report.notes,
        status: generatedAt ? ('generated' as const) : ('generating' as const),
        sizeBytes: report.megabytes === undefined ? null : Math.round(report.megabytes * MEGABYTE),
        generatedAt,
        createdAt: generatedAt ? new Date(generatedAt.getTime() - 3 * MINUTE) : now,
      };
    }),
  );
}
