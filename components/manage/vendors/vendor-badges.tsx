import { Badge, type BadgeTone } from '@/components/ui/badge';
import {
  documentStanding,
  documentStandingText,
  reviewStanding,
  reviewStandingText,
  type DocumentStanding,
  type ReviewStanding,
} from '@/lib/domain/vendors/rules';
import { vendorCriticalityLabels, type VendorCriticality } from '@/lib/schemas/vendors/records';

const criticalityTones: Record<VendorCriticality, BadgeTone> = { low: 'neutral', medium: 'info', high: 'warning', critical: 'danger' };
const reviewTones: Record<ReviewStanding['state'], BadgeTone> = { upcoming: 'success', due: 'warning', overdue: 'danger' };
const documentTones: Record<DocumentStanding['state'], BadgeTone> = {
  'no-expiry': 'neutral',
  current: 'success',
  expiring: 'warning',
  expired: 'danger',
};

export function CriticalityBadge({ criticality }: { criticality: VendorCriticality }) {
  return <Badge tone={criticalityTones[criticality]}>{vendorCriticalityLabels[criticality]}</Badge>;
}

/** The next review on `today`: "Due in 40 days", "Due today", "Overdue by 3 days". */
export function ReviewBadge({ dueOn, today }: { dueOn: string; today: string }) {
  const standing = reviewStanding(dueOn, today);
  return <Badge tone={reviewTones[standing.state]}>{reviewStandingText(standing)}</Badge>;
}

/** A document's expiry on `today`: current, expiring within 30 days, or expired. */
export function ExpiryBadge({ expiresOn, today }: { expiresOn: string | null; today: string }) {
  const standing = documentStanding(expiresOn, today);
  return <Badge tone={documentTones[standing.state]}>{documentStandingText(standing, expiresOn)}</Badge>;
}
