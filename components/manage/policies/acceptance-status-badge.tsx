import { Badge } from '@/components/ui/badge';
import type { AcceptanceStatus } from '@/lib/domain/policies/acceptance';

/** "Accepted (v1.2, 2026-03-10)" or "Pending": a person's standing on a policy's current version. */
export function AcceptanceStatusBadge({ status }: { status: AcceptanceStatus }) {
  return status.state === 'accepted' ? (
    <Badge tone="success">
      Accepted ({status.versionLabel}, {status.day})
    </Badge>
  ) : (
    <Badge tone="warning">Pending</Badge>
  );
}
