import { Badge } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { RowActions } from '@/components/manage/records/row-actions';
import { reportFormatLabels, reportStatusLabels, reportTypeLabels, type Report } from '@/lib/schemas/report';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { reportActionsFor } from '@/lib/domain/report-actions';

const columns = ['Report', 'Type', 'Frameworks', 'Generated', 'Status', 'Size', 'Actions'] as const;

/** The Recent Reports table; a Generating report offers Cancel and View Progress. */
export function ReportTable({ items }: { items: readonly Report[] }) {
  return (
    <RecordTable caption="Recent reports" columns={columns} empty={items.length === 0}>
      {items.map((report) => (
        <tr key={report.id}>
          <td className={cellClass}>
            <p className="font-medium text-slate-900">{report.name}</p>
            <p className="text-xs text-slate-600">
              {reportFormatLabels[report.format]} · {report.startDate} – {report.endDate}
            </p>
          </td>
          <td className={cellClass}>{reportTypeLabels[report.type]}</td>
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
            <Badge tone={report.status === 'generated' ? 'success' : 'warning'}>{reportStatusLabels[report.status]}</Badge>
          </td>
          <td className={cellClass}>{report.size}</td>
          <td className={cellClass}>
            <RowActions actions={reportActionsFor(report.status)} recordName={report.name} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
