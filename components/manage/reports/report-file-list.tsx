'use client';

import { ReportStatus } from '@/components/manage/reports/report-status';
import { useRefreshWhile } from '@/components/manage/reports/use-refresh-while';
import { reportDownloadHref } from '@/lib/domain/reports/actions';
import type { Report } from '@/lib/schemas/reports/records';

/**
 * Report files made by jobs, each with its status, progress and Download once generated; the page is read again
 * while one is being made.
 */
export function ReportFileList({ reports, label }: { reports: readonly Report[]; label: string }) {
  useRefreshWhile(
    reports.some((item) => item.status === 'generating'),
    1500,
  );
  if (reports.length === 0) return null;
  return (
    <ul className="mb-4 divide-y divide-slate-200" aria-label={label}>
      {reports.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-medium text-slate-900">{item.name}</p>
            <p className="text-xs text-slate-600">
              {item.generated} · {item.size}
            </p>
          </div>
          <div className="flex items-center gap-4">
            <ReportStatus report={item} />
            {item.status === 'generated' ? (
              <a
                href={reportDownloadHref(item.id)}
                download
                aria-label={`Download ${item.name}`}
                className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
              >
                Download
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
