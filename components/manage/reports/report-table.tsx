import { Badge } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import type { ReportRights } from '@/lib/domain/reports/actions';
import { listedReportTypeLabels, storedFormatLabels, type Report } from '@/lib/schemas/reports/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { ReportRowActions, type ReportDialogKind } from './report-row-actions';
import { ReportStatus } from './report-status';

const columns = ['Report', 'Type', 'Frameworks', 'Generated', 'Status', 'Size', 'Actions'] as const;

/** The Recent Reports table; a Generating report shows its progress and offers Cancel and View Progress. */
export function ReportTable({
  items,
  rights,
  onOpen,
}: {
  items: readonly Report[];
  rights: ReportRights;
  onOpen: (kind: ReportDialogKind, report: Report) => void;
}) {
  return (
    <RecordTable caption="Recent reports" columns={columns} empty={items.length === 0}>
      {items.map((report) => (
        <tr key={report.id}>
          <td className={cellClass}>
            <p className="font-medium text-slate-900">{report.name}</p>
            <p className="text-xs text-slate-600">
              {storedFormatLabels[report.format]} · {report.startDate} – {report.endDate}
            </p>
          </td>
          <td className={cellClass}>{listedReportTypeLabels[report.type]}</td>
          <td className={cellClass}>
            <div className="flex flex-wrap gap-1">
              {report.frameworks.map((framework) => (
                <Badge key={framework} tone="info">
                  {frameworkLabels[framework]}
                </Badge>
              ))}
            </div>
          </td>
          <td className={cellClass}>{report.generated}</td>
          <td className={cellClass}>
            <ReportStatus report={report} />
          </td>
          <td className={cellClass}>{report.size}</td>
          <td className={cellClass}>
            <ReportRowActions report={report} rights={rights} onOpen={onOpen} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
