'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { useAddedRecords } from '@/components/manage/records/use-added-records';
import { evidenceSchema, evidenceStatusLabels, evidenceStatuses, evidenceTypeLabels, evidenceTypes, type Evidence } from '@/lib/schemas/evidence';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { filterEvidence } from '@/lib/domain/filters';
import { sampleCollectionProgress, sampleEvidence } from '@/lib/sample-data/evidence';
import { CollectionProgressPanel } from './collection-progress';
import { EvidenceTable } from './evidence-table';
import { UploadEvidenceForm } from './upload-evidence-form';

const filterKeys = ['q', 'framework', 'type', 'status'] as const;

const selects = [
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(trackedFrameworkCodes) },
  { key: 'type', label: 'Type', allLabel: 'All Types', options: evidenceTypes.map((type) => ({ value: type, label: evidenceTypeLabels[type] })) },
  { key: 'status', label: 'Status', allLabel: 'All Statuses', options: evidenceStatuses.map((status) => ({ value: status, label: evidenceStatusLabels[status] })) },
];

/** The evidence screen's interactive part: upload, filters, figures and the library. */
export function EvidenceClient() {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const { all, add } = useAddedRecords('evidence:added', evidenceSchema, sampleEvidence);
  const [open, setOpen] = useState(false);

  const visible = filterEvidence(all, filters);
  const count = (status: Evidence['status']) => all.filter((item) => item.status === status).length;

  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setOpen(true)}>
          + Upload Evidence
        </Button>
      </div>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Evidence" value={all.length} />
        <StatCard label="Verified" value={count('verified')} />
        <StatCard label="Pending Review" value={count('pending')} />
        <StatCard label="Verification Failed" value={count('failed')} />
      </div>
      <CollectionProgressPanel rows={sampleCollectionProgress} />
      <FilterBar searchLabel="Search evidence" values={filters} selects={selects} onChange={setFilters} />
      <SectionCard title="Evidence Library">
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          Showing {visible.length} of {all.length} items
        </p>
        <EvidenceTable items={visible} />
      </SectionCard>
      <Modal open={open} onClose={() => setOpen(false)} title="Upload Evidence" description="Add files that prove a control is in place.">
        <UploadEvidenceForm
          onCancel={() => setOpen(false)}
          onCreated={(record) => {
            add(record);
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
