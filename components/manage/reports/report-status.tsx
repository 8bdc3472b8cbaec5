import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { reportStatusLabels, type Report, type ReportStatus } from '@/lib/schemas/reports/records';

const tones: Record<ReportStatus, BadgeTone> = { generated: 'success', generating: 'warning', failed: 'danger', cancelled: 'neutral' };

/** A report's status: its badge, with the progress while Generating and the reason once Failed. */
export function ReportStatus({ report }: { report: Pick<Report, 'name' | 'status' | 'progress' | 'failureReason'> }) {
  return (
    <div className="min-w-28 space-y-1">
      <Badge tone={tones[report.status]}>{reportStatusLabels[report.status]}</Badge>
      {report.status === 'generating' ? (
        <div className="flex items-center gap-2">
          <ProgressBar label={`Progress of ${report.name}`} percent={report.progress} />
          <span className="text-xs text-slate-700">{report.progress}%</span>
        </div>
      ) : null}
      {report.status === 'failed' && report.failureReason ? <p className="text-xs text-red-800">{report.failureReason}</p> : null}
    </div>
  );
}
