import { fileTypes } from '@/lib/domain/reports/file-types';
import type { Report, ReportRecord, StoredFormat } from '@/lib/schemas/reports/records';
import { dayOf } from '../calendar-days';
import { dashboardStatusLabels, type DashboardStatus } from '../dashboard';
import { fileSlug } from '../file-names';
import { measuredFrameworks, type FollowedFramework } from '../frameworks/followed';
import { timeAgo } from '../relative-time';
import { formatMegabytes } from '../upload';

const KILOBYTE = 1024;

/** The Size column: "2.4 MB", "56 KB" under a tenth of a megabyte, or "—" while the file is not ready. */
export function reportSizeText(sizeBytes: number | null): string {
  if (sizeBytes === null) return '—';
  if (sizeBytes < 0.1 * KILOBYTE * KILOBYTE) return `${Math.max(1, Math.ceil(sizeBytes / KILOBYTE))} KB`;
  return formatMegabytes(sizeBytes);
}

/**
 * The Generated column: how long ago the file was made ("2 hours ago"); a report still being generated has no
 * such time, so it says when it was started ("Started just now", "Started 3 days ago").
 */
export function reportGeneratedText(record: Pick<ReportRecord, 'status' | 'generatedAt' | 'createdAt'>, now: Date): string {
  if (record.status === 'generated' && record.generatedAt) return timeAgo(record.generatedAt, now);
  const started = timeAgo(record.createdAt, now);
  return `Started ${/^(Just now|Yesterday)$/.test(started) ? started.toLowerCase() : started}`;
}

/** A stored report as the Recent Reports table lists it. */
export function reportRow(record: ReportRecord, now: Date): Report {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    frameworks: record.frameworks,
    startDate: record.startOn,
    endDate: record.endOn,
    format: record.format,
    notes: record.notes,
    generated: reportGeneratedText(record, now),
    status: record.status,
    size: reportSizeText(record.status === 'generated' ? record.sizeBytes : null),
    progress: record.status === 'generating' ? record.progress : record.status === 'generated' ? 100 : 0,
    failureReason: record.status === 'failed' ? (record.failureReason ?? '') : '',
    version: record.version,
  };
}

/** A report file's download name: the report's name and the day it was generated, "soc-2-status-2026-11-24.pdf". */
export function reportFileName(name: string, format: StoredFormat, generatedAt: Date): string {
  return `${fileSlug(name) || 'report'}-${dayOf(generatedAt)}.${fileTypes[format].extension}`;
}

/** The Current Compliance Status words, the same as the dashboard's. */
export type ComplianceLabel = DashboardStatus;

/** One framework the organization follows, as Current Compliance Status shows it. */
export type ComplianceStatusRow = { id: string; name: string; percent: number; label: ComplianceLabel };

/**
 * Current Compliance Status: each followed framework with its directory name, its percent complete (0–100) and
 * the word for its status (Active is Compliant, as on the dashboard), in the Frameworks screen's order. A
 * framework whose requirement list the library does not hold yet is left out.
 */
export function complianceStatusRows(
  frameworks: readonly Pick<FollowedFramework, 'frameworkId' | 'status' | 'progress'>[],
): ComplianceStatusRow[] {
  return measuredFrameworks(frameworks).map((framework) => ({
    id: framework.frameworkId,
    name: framework.name,
    percent: framework.percent,
    label: dashboardStatusLabels[framework.status],
  }));
}
