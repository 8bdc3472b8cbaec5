'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { useAddedRecords } from '@/components/manage/records/use-added-records';
import { policySchema, policyStatusLabels, policyStatuses } from '@/lib/schemas/policy';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { filterPolicies } from '@/lib/domain/filters';
import { samplePolicies, samplePolicyStats, samplePolicyTemplates } from '@/lib/sample-data/policies';
import { CreatePolicyForm } from './create-policy-form';
import { PolicyTable } from './policy-table';
import { PolicyTemplates } from './policy-templates';

const filterKeys = ['q', 'status', 'framework'] as const;

const selects = [
  { key: 'status', label: 'Status', allLabel: 'All Statuses', options: policyStatuses.map((status) => ({ value: status, label: policyStatusLabels[status] })) },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(trackedFrameworkCodes) },
];

/** The policies screen's interactive part: create, figures, templates, filters and the table. */
export function PoliciesClient() {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const { added, all, add } = useAddedRecords('policies:added', policySchema, samplePolicies);
  const [open, setOpen] = useState(false);

  const visible = filterPolicies(all, filters);

  return (
    <>
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setOpen((shown) => !shown)}>+ Create New Policy</Button>
      </div>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Policies" value={samplePolicyStats.total + added.length} />
        <StatCard label="Approved" value={samplePolicyStats.approved} />
        <StatCard label="Under Review" value={samplePolicyStats.underReview} />
        <StatCard label="Expiring Soon" value={samplePolicyStats.expiringSoon} />
      </div>
      <PolicyTemplates templates={samplePolicyTemplates} />
      <FilterBar searchLabel="Search policies" values={filters} selects={selects} onChange={setFilters} />
      <SectionCard title="Policy Library">
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          Showing {visible.length} of {all.length} policies
        </p>
        <PolicyTable items={visible} />
      </SectionCard>
      <Modal open={open} onClose={() => setOpen(false)} title="Create New Policy">
        <CreatePolicyForm
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
