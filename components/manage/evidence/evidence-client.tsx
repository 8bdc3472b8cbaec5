'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import type { FormAction } from '@/lib/schemas/form-state';
import { evidenceStatusLabels, evidenceStatuses, evidenceTypeLabels, evidenceTypes, type Evidence, type EvidenceProgress, type EvidenceStats } from '@/lib/schemas/evidence';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { filterEvidence } from '@/lib/domain/filters';
import { CollectionProgressPanel } from './collection-progress';
import { EvidenceTable } from './evidence-table';
import { UploadEvidenceForm } from './upload-evidence-form';

const filterKeys = ['q', 'framework', 'type', 'status'] as const;

const selects = [
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(trackedFrameworkCodes) },
  { key: 'type', label: 'Type', allLabel: 'All Types', options: evidenceTypes.map((type) => ({ value: type, label: evidenceTypeLabels[type] })) },
  { key: 'status', label: 'Status', allLabel: 'All Statuses', options: evidenceStatuses.map((status) => ({ value: status, label: evidenceStatusLabels[status] })) },
];

/**
 * The evidence screen's interactive part: upload, figures, collection progress, filters and the library. The
 * page hands down the organization's evidence; after an upload the server action revalidates the page, which
 * brings the new item back from the database.
 */
export function EvidenceClient({
  items,
  stats,
  progress,
  canEdit,
  uploadEvidence,
}: {
  items: readonly Evidence[];
  stats: EvidenceStats;
  progress: readonly EvidenceProgress[];
  canEdit: boolean;
  uploadEvidence: FormAction<Evidence>;
}) {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const [open, setOpen] = useState(false);

  const visible = filterEvidence(items, filters);
  const empty = items.length === 0;
  const uploadButton = canEdit ? <Button onClick={() => setOpen(true)}>+ Upload Evidence</Button> : null;

  return (
    <>
      {uploadButton && !empty ? <div className="mb-6 flex justify-end">{uploadButton}</div> : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Evidence" value={stats.total} />
        <StatCard label="Verified" value={stats.verified} />
        <StatCard label="Pending Review" value={stats.pending} />
        <StatCard label="Verification Failed" value={stats.failed} />
      </div>
      {empty ? (
        <EmptyState title="No evidence yet" action={uploadButton}>
          {canEdit
            ? 'Upload your first piece of evidence (a log export, a screenshot, a signed document or a certificate) and choose the framework it supports. It is listed here, pending review.'
            : 'Your organization has no evidence yet. Members and administrators can upload it.'}
        </EmptyState>
      ) : (
        <>
          {progress.length > 0 ? <CollectionProgressPanel rows={progress} /> : null}
          <FilterBar searchLabel="Search evidence" values={filters} selects={selects} onChange={setFilters} />
          <SectionCard title="Evidence Library">
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              Showing {visible.length} of {items.length} items
            </p>
            <EvidenceTable items={visible} canEdit={canEdit} />
          </SectionCard>
        </>
      )}
      {canEdit ? (
        <Modal open={open} onClose={() => setOpen(false)} title="Upload Evidence" description="Add files that prove a control is in place.">
          <UploadEvidenceForm action={uploadEvidence} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
        </Modal>
      ) : null}
    </>
  );
}
