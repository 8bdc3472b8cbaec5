import 'server-only';
import { reports } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { FrameworkCode } from '@/lib/schemas/frameworks/codes';
import type { ReportFormat, ReportType } from '@/lib/schemas/reports/records';
import type { Tx } from '@/lib/workspace/member';

const HOUR = 60 * 60 * 1000;

type Seeded = {
  name: string;
  type: ReportType;
  frameworks: FrameworkCode[];
  /** The period covered, in days before now (start, end). */
  periodDaysAgo: [start: number, end: number];
  format: ReportFormat;
  notes: string;
  /** Hours before now it was requested. */
  requestedHoursAgo: number;
};

/** The demo organization's recent reports, one of each type; their files are made by the report jobs at start. */
const seeded: readonly Seeded[] = [
  {
    name: 'ISO 27001 Gap Analysis',
    type: 'gap-analysis',
    frameworks: ['iso27001'],
    periodDaysAgo: [320, 0],
    format: 'excel',
    notes: 'Annex A controls not yet implemented.',
    requestedHoursAgo: 0,
  },
  {
    name: 'SOC 2 Compliance Status Report',
    type: 'framework',
    frameworks: ['soc2'],
    periodDaysAgo: [92, 1],
    format: 'pdf',
    notes: 'Quarterly status for the board.',
    requestedHoursAgo: 2,
  },
  {
    name: 'Q3 Executive Summary',
    type: 'executive',
    frameworks: ['soc2', 'iso27001', 'gdpr'],
    periodDaysAgo: [140, 49],
    format: 'pdf',
    notes: '',
    requestedHoursAgo: 24,
  },
  {
    name: 'PCI DSS Security Assessment',
    type: 'security',
    frameworks: ['pci-dss'],
    periodDaysAgo: [200, 140],
    format: 'word',
    notes: '',
    requestedHoursAgo: 72,
  },
  {
    name: 'GDPR & CCPA Audit Readiness',
    type: 'audit',
    frameworks: ['gdpr', 'ccpa'],
    periodDaysAgo: [80, 5],
    format: 'pdf',
    notes: 'Privacy audit preparation.',
    requestedHoursAgo: 168,
  },
];

/** The calendar day (UTC) `days` before `now`, as YYYY-MM-DD. */
function dayBefore(now: Date, days: number): string {
  return dayOf(new Date(now.getTime() - days * DAY_MS));
}

/**
 * Inserts the demo organization's reports inside the caller's transaction as requests (Generating), with every
 * time relative to `now`: the report jobs make their files from the seeded records once the server runs.
 */
export async function seedReports(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await tx.insert(reports).values(
    seeded.map((report) => ({
      organizationId,
      name: report.name,
      type: report.type,
      frameworks: report.frameworks,
      startOn: dayBefore(now, report.periodDaysAgo[0]),
      endOn: dayBefore(now, report.periodDaysAgo[1]),
      format: report.format,
      notes: report.notes,
      status: 'generating' as const,
      createdAt: new Date(now.getTime() - report.requestedHoursAgo * HOUR),
    })),
  );
}
