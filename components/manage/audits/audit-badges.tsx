import { Badge, type BadgeTone } from '@/components/ui/badge';
import { auditStatusLabels, type AuditResult, type AuditStatus } from '@/lib/schemas/audits/records';

const statusTones: Record<AuditStatus, BadgeTone> = {
  scheduled: 'info',
  preparing: 'warning',
  'in-progress': 'warning',
  completed: 'success',
  cancelled: 'neutral',
};
const resultTones: Record<AuditResult, BadgeTone> = {
  Pass: 'success',
  'Conditional Pass': 'warning',
  'Qualified Opinion': 'warning',
  Fail: 'danger',
  Pending: 'neutral',
};

export function AuditStatusBadge({ status }: { status: AuditStatus }) {
  return <Badge tone={statusTones[status]}>{auditStatusLabels[status]}</Badge>;
}

export function AuditResultBadge({ result }: { result: AuditResult }) {
  return <Badge tone={resultTones[result]}>{result}</Badge>;
}
