'use client';

import { Modal } from '@/components/ui/modal';
import type { Audit } from '@/lib/schemas/audits/records';
import type { FormAction } from '@/lib/schemas/form-state';
import type { AuditChangeKind } from './audit-row-actions';
import { CancelAuditForm } from './cancel-audit-form';
import { EditAuditForm } from './edit-audit-form';
import { RescheduleAuditForm } from './reschedule-audit-form';

/** The server actions of the three changes, handed down by the page. */
export type AuditChangeActions = { edit: FormAction<Audit>; reschedule: FormAction<Audit>; cancel: FormAction<Audit> };

/** Which change is open, and on which audit (null: none). */
export type OpenAuditChange = { kind: AuditChangeKind; audit: Audit } | null;

const titles: Record<AuditChangeKind, string> = { edit: 'Edit Audit', reschedule: 'Reschedule Audit', cancel: 'Cancel Audit' };

/**
 * The Edit, Reschedule and Cancel dialogs of one audit. Each form carries the version it was read at; on success
 * the dialog closes and the action's revalidation brings the page's data back from the database.
 */
export function AuditDialogs({ open, onClose, actions }: { open: OpenAuditChange; onClose: () => void; actions: AuditChangeActions }) {
  return (
    <Modal
      open={open !== null}
      onClose={onClose}
      title={open ? titles[open.kind] : ''}
      description={open?.audit.name}
      size={open?.kind === 'edit' ? 'lg' : 'md'}
    >
      {open?.kind === 'edit' ? (
        <EditAuditForm key={open.audit.id} audit={open.audit} action={actions.edit} onDone={onClose} onCancel={onClose} />
      ) : null}
      {open?.kind === 'reschedule' ? (
        <RescheduleAuditForm key={open.audit.id} audit={open.audit} action={actions.reschedule} onDone={onClose} onCancel={onClose} />
      ) : null}
      {open?.kind === 'cancel' ? (
        <CancelAuditForm key={open.audit.id} audit={open.audit} action={actions.cancel} onDone={onClose} onKeep={onClose} />
      ) : null}
    </Modal>
  );
}
