'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/components/manage/download';
import { auditActionsFor } from '@/lib/domain/audits/actions';
import { auditSummaryFilename, auditSummaryText } from '@/lib/domain/audits/display';
import type { Audit } from '@/lib/schemas/audits/records';
import { AuditDialogs, type AuditChangeActions, type OpenAuditChange } from './audit-dialogs';

const changeLabels = { edit: 'Edit', reschedule: 'Reschedule', cancel: 'Cancel Audit' } as const;

/**
 * The buttons of an audit's page: Download for a completed audit, and the changes its status still takes for
 * those who may edit (Edit, Reschedule, Cancel Audit), each opening its dialog. Viewers see no change buttons.
 */
export function AuditDetailActions({ audit, canEdit, actions }: { audit: Audit; canEdit: boolean; actions: AuditChangeActions }) {
  const [open, setOpen] = useState<OpenAuditChange>(null);
  const available = auditActionsFor(audit.status, canEdit);
  return (
    <>
      {available.map((action) => {
        if (action.kind === 'view') return null;
        if (action.kind === 'download') {
          return (
            <Button
              key={action.kind}
              variant="secondary"
              onClick={() => downloadText(auditSummaryFilename(audit), auditSummaryText(audit), 'text/plain;charset=utf-8')}
            >
              Download
            </Button>
          );
        }
        const kind = action.kind;
        return (
          <Button
            key={kind}
            variant={kind === 'cancel' ? 'danger' : kind === 'edit' ? 'primary' : 'secondary'}
            onClick={() => setOpen({ kind, audit })}
          >
            {changeLabels[kind]}
          </Button>
        );
      })}
      {canEdit ? <AuditDialogs open={open} onClose={() => setOpen(null)} actions={actions} /> : null}
    </>
  );
}
