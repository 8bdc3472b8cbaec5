import { Badge } from '@/components/ui/badge';
import { expiresInLabel } from '@/lib/domain/evidence/expiry';

/** The warning on evidence whose expiry is 14 days away or less: "Expires in 5 days", "Expires today". */
export function ExpiresSoonBadge({ days }: { days: number }) {
  return <Badge tone="warning">{expiresInLabel(days)}</Badge>;
}
