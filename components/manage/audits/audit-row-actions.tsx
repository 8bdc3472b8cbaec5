'use client';

import Link from 'next/link';
import { downloadText } from '@/components/manage/download';
import { auditActionsFor, auditHref, type AuditAction } from '@/lib/domain/audits/actions';
import { auditSummaryFilename, auditSummaryText } from '@/lib/domain/audits/display';
import type { Audit } from '@/lib/schemas/audits/records';

/** The changes a row action opens a form for. */
export type AuditChangeKind = 'edit' | 'reschedule' | 'cancel';

const actionClass =
  'rounded px-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * An audit's row actions, each doing what it says: View (View Report) opens the audit's page, Download saves its
 * summary as a text file, Edit, Reschedule and Cancel open their form through `onChange`. Viewers get only the
 * actions that read; each action names its audit for screen readers.
 */
export function AuditRowActions({
  audit,
  canEdit,
  onChange,
}: {
  audit: Audit;
  canEdit: boolean;
  onChange: (kind: AuditChangeKind, audit: Audit) => void;
}) {
  const label = (action: AuditAction) => `${action.label} ${audit.name}`;
  return (
    <div className="flex flex-wrap gap-2">
      {auditActionsFor(audit.status, canEdit).map((action) => {
        if (action.kind === 'view') {
          return (
            <Link key={action.kind} href={auditHref(audit.id)} aria-label={label(action)} className={actionClass}>
              {action.label}
            </Link>
          );
        }
        const kind = action.kind;
        const onClick =
          kind === 'download'
            ? () => downloadText(auditSummaryFilename(audit), auditSummaryText(audit), 'text/plain;charset=utf-8')
            : () => onChange(kind, audit);
        return (
          <button key={kind} type="button" aria-label={label(action)} onClick={onClick} className={actionClass}>
            {action.label}
          </button>
        );
      })}
    </div>
  );
}
