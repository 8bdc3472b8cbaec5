'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList } from '@/components/manage/records/record-list';
import type { FormAction } from '@/lib/schemas/form-state';
import {
  evidenceListStatusLabels,
  evidenceListStatuses,
  evidenceTypeLabels,
  evidenceTypes,
  type Evidence,
  type EvidenceProgress,
  type EvidenceStats,
} from '@/lib/schemas/evidence/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { CollectionProgressPanel } from './collection-progress';
import { ConfirmRecordForm } from '@/components/manage/records/confirm-record-form';
import { EvidenceTable } from './evidence-table';
import { UploadEvidenceForm } from './upload-evidence-form';

const selects = [
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(trackedFrameworkCodes) },
  {
    key: 'type',
    label: 'Type',
    allLabel: 'All Types',
    options: evidenceTypes.map((type) => ({ value: type, label: evidenceTypeLabels[type] })),
  },
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All Statuses',
    options: evidenceListStatuses.map((status) => ({ value: status, label: evidenceListStatusLabels[status] })),
  },
];

/**
 * The evidence screen: figures, collection progress, the library of the page the server read (search, filters
 * and paging ran in SQL), the upload modal and Archive's confirmation. After a change the server action
 * revalidates the page, which brings the rows back from the database.
 */
export function EvidenceScreen({
  items,
  page,
  stats,
  progress,
  canEdit,
  uploadEvidence,
  archiveEvidence,
}: {
  items: readonly Evidence[];
  page: { total: number; page: number; pageCount: number };
  stats: EvidenceStats;
  progress: readonly EvidenceProgress[];
  canEdit: boolean;
  uploadEvidence: FormAction<Evidence>;
  archiveEvidence: FormAction<Evidence>;
}) {
  const [uploading, setUploading] = useState(false);
  const [archiving, setArchiving] = useState<Evidence | null>(null);
  const none = stats.total + stats.archived === 0;
  const closeArchive = () => setArchiving(null);

  return (
    <RecordList
      stats={[
        { label: 'Total Evidence', value: stats.total },
        { label: 'Verified', value: stats.verified },
        { label: 'Pending Review', value: stats.pending },
        { label: 'Verification Failed', value: stats.failed },
      ]}
      before={progress.length > 0 ? <CollectionProgressPanel rows={progress} /> : null}
      searchLabel="Search evidence"
      selects={selects}
      title="Evidence Library"
      noun={['item', 'items']}
      page={page}
      empty={
        none
          ? {
              title: 'No evidence yet',
              body: canEdit
                ? 'Upload your first piece of evidence (a log export, a screenshot, a signed document or a certificate) and choose the framework it supports. It is listed here, pending review.'
                : 'Your organization has no evidence yet. Members and administrators can upload it.',
            }
          : undefined
      }
      primaryAction={canEdit ? <Button onClick={() => setUploading(true)}>+ Upload Evidence</Button> : null}
      modal={
        canEdit ? (
          <>
            <Modal
              open={uploading}
              onClose={() => setUploading(false)}
              title="Upload Evidence"
              description="Add files that prove a control is in place."
            >
              <UploadEvidenceForm action={uploadEvidence} onCancel={() => setUploading(false)} onCreated={() => setUploading(false)} />
            </Modal>
            <Modal open={archiving !== null} onClose={closeArchive} title="Archive evidence" size="sm">
              {archiving && (
                <ConfirmRecordForm
                  key={`${archiving.id}-${archiving.version}`}
                  item={archiving}
                  question={
                    <p>
                      Archive <strong>{archiving.name}</strong>? It leaves the library and the figures, and keeps its files and history.
                      Choose the Archived status to find it again.
                    </p>
                  }
                  confirmLabel="Archive"
                  pendingLabel="Archiving…"
                  variant="danger"
                  action={archiveEvidence}
                  onDone={closeArchive}
                  onCancel={closeArchive}
                />
              )}
            </Modal>
          </>
        ) : null
      }
    >
      <EvidenceTable items={items} canEdit={canEdit} onArchive={setArchiving} />
    </RecordList>
  );
}
