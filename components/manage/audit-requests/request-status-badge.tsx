import { Badge } from '@/components/ui/badge';
import { requestStatusLabels, type RequestStatus } from '@/lib/schemas/audit-requests/records';

const tones = { open: 'neutral', submitted: 'info', accepted: 'success', returned: 'warning' } as const;

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status]}>{requestStatusLabels[status]}</Badge>;
}
