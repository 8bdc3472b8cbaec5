import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/manage/records/section-card';
import { evidenceStatusLabels, evidenceTypeLabels, type EvidenceRecord } from '@/lib/schemas/evidence/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { ExpiresSoonBadge } from './expires-soon-badge';
import { evidenceStatusTones } from './evidence-table';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/**
 * The item's fields as stored: what it is, where it stands, when it was collected and when it expires (flagged
 * once its expiry is 14 days away or less: `expiresSoonIn`).
 */
export function EvidenceSummary({
  record,
  expired,
  expiresSoonIn = null,
}: {
  record: EvidenceRecord;
  expired: boolean;
  expiresSoonIn?: number | null;
}) {
  return (
    <SectionCard title="Details">
      <dl className="divide-y divide-slate-100">
        <Row term="Status">
          <span className="flex flex-wrap gap-1">
            <Badge tone={evidenceStatusTones[record.status]}>{evidenceStatusLabels[record.status]}</Badge>
            {record.status === 'verified' && record.selfVerified && <Badge tone="warning">Self-verified</Badge>}
            {expired && <Badge tone="danger">Expired</Badge>}
            {expiresSoonIn !== null && <ExpiresSoonBadge days={expiresSoonIn} />}
            {record.archivedAt && <Badge tone="neutral">Archived</Badge>}
          </span>
        </Row>
        {record.status === 'failed' && record.failureReason && <Row term="Why it failed">{record.failureReason}</Row>}
        <Row term="Type">{evidenceTypeLabels[record.type]}</Row>
        <Row term="Framework">{frameworkLabels[record.framework]}</Row>
        <Row term="Date collected">{record.collectedOn}</Row>
        <Row term="Expires">
          {record.expiresOn
            ? expired
              ? `${record.expiresOn} (expired: it no longer counts for its controls)`
              : record.expiresOn
            : 'Does not expire'}
        </Row>
        <Row term="Description">{record.description || <span className="text-slate-600">No description</span>}</Row>
      </dl>
    </SectionCard>
  );
}
