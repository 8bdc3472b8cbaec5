'use client';

import Link from 'next/link';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { auditHref } from '@/lib/domain/audits/actions';
import { auditDates, observationPeriod } from '@/lib/domain/audits/display';
import { auditTypeLabels, type Audit } from '@/lib/schemas/audits/records';
import { frameworkLabels } from '@/lib/schemas/frameworks/codes';
import { AuditResultBadge, AuditStatusBadge } from './audit-badges';
import { AuditRowActions, type AuditChangeKind } from './audit-row-actions';

const columns = ['Audit', 'Type', 'Framework', 'Auditor', 'Date', 'Status', 'Result', 'Actions'] as const;

/** The Audit History table of one page of audits; each name opens the audit's page. */
export function AuditHistory({
  items,
  canEdit,
  onChange,
}: {
  items: readonly Audit[];
  canEdit: boolean;
  onChange: (kind: AuditChangeKind, audit: Audit) => void;
}) {
  return (
    <RecordTable caption="Audit history" columns={columns} empty={items.length === 0}>
      {items.map((audit) => (
        <tr key={audit.id}>
          <td className={`${cellClass} font-medium text-slate-900`}>
            <Link href={auditHref(audit.id)} className="underline-offset-2 hover:underline">
              {audit.name}
            </Link>
          </td>
          <td className={cellClass}>{auditTypeLabels[audit.type]}</td>
          <td className={cellClass}>{frameworkLabels[audit.framework]}</td>
          <td className={cellClass}>{audit.auditor}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {auditDates(audit)}
            <ObservedLine audit={audit} />
          </td>
          <td className={cellClass}>
            <AuditStatusBadge status={audit.status} />
          </td>
          <td className={cellClass}>
            <AuditResultBadge result={audit.result} />
          </td>
          <td className={cellClass}>
            <AuditRowActions audit={audit} canEdit={canEdit} onChange={onChange} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

/** The observation period under the fieldwork dates, when the audit has one. */
function ObservedLine({ audit }: { audit: Audit }) {
  const observed = observationPeriod(audit);
  return observed ? <span className="block text-xs text-slate-600">Observed {observed}</span> : null;
}
