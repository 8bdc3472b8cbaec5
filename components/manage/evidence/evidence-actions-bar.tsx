'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { EvidencePanel } from '@/lib/domain/evidence/actions';
import type { Evidence, EvidenceRecord } from '@/lib/schemas/evidence/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { ConfirmRecordForm } from '@/components/manage/records/confirm-record-form';
import { EditEvidenceForm, FailEvidenceForm, ReviseEvidenceForm, VerifyEvidenceForm } from './evidence-forms';

/** The server actions of the item's page (a viewer's page gets none). */
export type EvidenceActions = {
  verify: FormAction<Evidence>;
  fail: FormAction<Evidence>;
  edit: FormAction<Evidence>;
  retry: FormAction<Evidence>;
  replace: FormAction<Evidence>;
  archive: FormAction<Evidence>;
  restore: FormAction<Evidence>;
  /** Administrators only: removes the stored files of archived evidence, to free storage. */
  deleteFiles?: FormAction<Evidence>;
};

type Open = EvidencePanel | 'archive' | 'restore' | 'deleteFiles' | null;

/**
 * Which panels the item's state allows: Review while pending, Retry once failed, the rest until archived; once
 * archived, Restore, and Delete Files while it still has stored files and the role may delete.
 */
export function panelsFor(
  record: Pick<EvidenceRecord, 'status' | 'archivedAt'>,
  { canDeleteFiles = false } = {},
): readonly Exclude<Open, null>[] {
  if (record.archivedAt) return canDeleteFiles ? ['restore', 'deleteFiles'] : ['restore'];
  return [
    ...(record.status === 'pending' ? (['review'] as const) : []),
    ...(record.status === 'failed' ? (['retry'] as const) : []),
    'replace',
    'edit',
    'archive',
  ];
}

const labels: Record<Exclude<Open, null>, string> = {
  review: 'Review',
  retry: 'Retry',
  replace: 'Replace',
  edit: 'Edit',
  archive: 'Archive',
  restore: 'Restore',
  deleteFiles: 'Delete Files',
};

/**
 * The item's actions for an editor: buttons that open each form in a modal. A row action of the list lands here
 * with ?panel=…, which opens that form at once when the item's state allows it. Closing a form drops the
 * panel from the address, so a reload does not open it again.
 */
export function EvidenceActionsBar({
  record,
  nextRevision,
  storedFiles,
  actions,
  initialPanel,
  verification,
}: {
  record: EvidenceRecord;
  /** Whether this person may verify it: refused (with why) for the uploader of its current files. */
  verification: { allowed: true; self: boolean } | { allowed: false; message: string };
  nextRevision: number;
  /** How many of the item's files are still in storage. */
  storedFiles: number;
  actions: EvidenceActions;
  initialPanel: EvidencePanel | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const allowed = panelsFor(record, { canDeleteFiles: Boolean(actions.deleteFiles) && storedFiles > 0 });
  const [open, setOpen] = useState<Open>(initialPanel && allowed.includes(initialPanel) ? initialPanel : null);
  const close = () => {
    setOpen(null);
    if (initialPanel) router.replace(`${pathname}`, { scroll: false });
  };
  const formKey = `${record.id}-${record.version}`;

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {allowed.map((panel) => (
          <Button
            key={panel}
            variant={panel === 'review' || panel === 'retry' || panel === 'restore' ? 'primary' : 'secondary'}
            onClick={() => setOpen(panel)}
          >
            {labels[panel]}
          </Button>
        ))}
      </div>
      <Modal
        open={open === 'review'}
        onClose={close}
        title={`Review ${record.name}`}
        description="Verify the evidence, or fail it with the reason."
      >
        <div className="space-y-6">
          {verification.allowed ? (
            <VerifyEvidenceForm key={formKey} record={record} action={actions.verify} onDone={close} self={verification.self} />
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{verification.message}</p>
          )}
          <div className="border-t border-slate-200 pt-4">
            <FailEvidenceForm key={formKey} record={record} action={actions.fail} onDone={close} />
          </div>
        </div>
      </Modal>
      <Modal open={open === 'edit'} onClose={close} title={`Edit ${record.name}`}>
        <EditEvidenceForm key={formKey} record={record} action={actions.edit} onDone={close} onCancel={close} />
      </Modal>
      <Modal
        open={open === 'retry'}
        onClose={close}
        title={`Retry ${record.name}`}
        description="Upload corrected files and send the evidence for review again."
      >
        <ReviseEvidenceForm
          key={formKey}
          record={record}
          action={actions.retry}
          onDone={close}
          onCancel={close}
          label="Upload and retry"
          nextRevision={nextRevision}
        />
      </Modal>
      <Modal open={open === 'replace'} onClose={close} title={`Replace the files of ${record.name}`}>
        <ReviseEvidenceForm
          key={formKey}
          record={record}
          action={actions.replace}
          onDone={close}
          onCancel={close}
          label="Upload replacement"
          nextRevision={nextRevision}
        />
      </Modal>
      <Modal open={open === 'archive'} onClose={close} title="Archive evidence" size="sm">
        <ConfirmRecordForm
          key={formKey}
          item={record}
          question={
            <p>
              Archive <strong>{record.name}</strong>? It leaves the library and the figures, and keeps its files, links and history.
            </p>
          }
          confirmLabel="Archive"
          pendingLabel="Archiving…"
          variant="danger"
          action={actions.archive}
          onDone={close}
          onCancel={close}
        />
      </Modal>
      <Modal open={open === 'restore'} onClose={close} title="Restore evidence" size="sm">
        <ConfirmRecordForm
          key={formKey}
          item={record}
          question={
            <p>
              Restore <strong>{record.name}</strong> to the evidence library with its status?
            </p>
          }
          confirmLabel="Restore"
          pendingLabel="Restoring…"
          action={actions.restore}
          onDone={close}
          onCancel={close}
        />
      </Modal>
      {actions.deleteFiles && (
        <Modal open={open === 'deleteFiles'} onClose={close} title="Delete stored files" size="sm">
          <ConfirmRecordForm
            key={formKey}
            item={record}
            question={
              <p>
                Delete the {storedFiles === 1 ? 'stored file' : `${storedFiles} stored files`} of <strong>{record.name}</strong>? They can
                no longer be downloaded. Their names, sizes and SHA-256 stay in the history, and the storage they used is freed.
              </p>
            }
            confirmLabel="Delete Files"
            pendingLabel="Deleting…"
            variant="danger"
            action={actions.deleteFiles}
            onDone={close}
            onCancel={close}
          />
        </Modal>
      )}
    </>
  );
}
