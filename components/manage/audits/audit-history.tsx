import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RecordTable, cellClass } from '@/components/manage/records/record-table';
import { RowActions } from '@/components/manage/records/row-actions';
import { auditStatusLabels, auditTypeLabels, type Audit, type AuditResult, type AuditStatus } from '@/lib/schemas/audit';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import { auditActionsFor } from '@/lib/domain/row-actions';

const columns = ['Audit', 'Type', 'Framework', 'Auditor', 'Date', 'Status', 'Result', 'Actions'] as const;
const statusTones: Record<AuditStatus, BadgeTone> = { scheduled: 'info', preparing: 'warning', 'in-progress': 'warning', completed: 'success' };
const resultTones: Record<AuditResult, BadgeTone> = { Pass: 'success', 'Conditional Pass': 'warning', Pending: 'neutral' };

/** Row actions that change the audit, hidden from viewers. */
const writeActions = new Set(['Edit']);

/** The Audit History table; viewers see only the row actions that read. */
export function AuditHistory({ items, canEdit }: { items: readonly Audit[]; canEdit: boolean }) {
  return (
    <RecordTable caption="Audit history" columns={columns} empty={items.length === 0}>
      {items.map((audit) => (
        <tr key={audit.id}>
          <td className={`${cellClass} font-medium text-slate-900`}>{audit.name}</td>
          <td className={cellClass}>{auditTypeLabels[audit.type]}</td>
          <td className={cellClass}>{frameworkLabels[audit.framework]}</td>
          <td className={cellClass}>{audit.auditor}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {audit.startDate} – {audit.endDate}
          </td>
          <td className={cellClass}>
            <Badge tone={statusTones[audit.status]}>{auditStatusLabels[audit.status]}</Badge>
          </td>
          <td className={cellClass}>
            <Badge tone={resultTones[audit.result]}>{audit.result}</Badge>
          </td>
          <td className={cellClass}>
            <RowActions actions={auditActionsFor(audit.status).filter((action) => canEdit || !writeActions.has(action))} recordName={audit.name} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
