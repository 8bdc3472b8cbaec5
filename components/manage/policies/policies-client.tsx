'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import type { FormAction } from '@/lib/schemas/form-state';
import { policyStatusLabels, policyStatuses, type Policy, type PolicyTemplate } from '@/lib/schemas/policy';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks';
import { filterPolicies } from '@/lib/domain/filters';
import { CreatePolicyForm } from './create-policy-form';
import { PolicyTable } from './policy-table';
import { PolicyTemplates } from './policy-templates';

const filterKeys = ['q', 'status', 'framework'] as const;

const selects = [
  { key: 'status', label: 'Status', allLabel: 'All Statuses', options: policyStatuses.map((status) => ({ value: status, label: policyStatusLabels[status] })) },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(trackedFrameworkCodes) },
];

type PolicyStats = { total: number; approved: number; underReview: number; expiringSoon: number };

/**
 * The policies screen's interactive part: create, figures, templates, filters and the table. The page hands
 * down the organization's policies; after a create, the server action revalidates the page, which brings the
 * new draft back from the database.
 */
export function PoliciesClient({
  policies,
  stats,
  templates,
  canEdit,
  createPolicy,
}: {
  policies: readonly Policy[];
  stats: PolicyStats;
  templates: readonly PolicyTemplate[];
  canEdit: boolean;
  createPolicy: FormAction<Policy>;
}) {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const [open, setOpen] = useState(false);

  const visible = filterPolicies(policies, filters);
  const createButton = canEdit ? <Button onClick={() => setOpen((shown) => !shown)}>+ Create New Policy</Button> : null;

  return (
    <>
      {createButton ? <div className="mb-6 flex justify-end">{createButton}</div> : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Policies" value={stats.total} />
        <StatCard label="Approved" value={stats.approved} />
        <StatCard label="Under Review" value={stats.underReview} />
        <StatCard label="Expiring Soon" value={stats.expiringSoon} />
      </div>
      <PolicyTemplates templates={templates} />
      {policies.length === 0 ? (
        <EmptyState title="No policies yet" action={createButton}>
          {canEdit
            ? 'Create your first policy, or start from one of the templates above. Each framework you follow asks for a handful of them.'
            : 'Your organization has no policies yet. Members and administrators can create them.'}
        </EmptyState>
      ) : (
        <>
          <FilterBar searchLabel="Search policies" values={filters} selects={selects} onChange={setFilters} />
          <SectionCard title="Policy Library">
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              Showing {visible.length} of {policies.length} policies
            </p>
            <PolicyTable items={visible} />
          </SectionCard>
        </>
      )}
      {canEdit ? (
        <Modal open={open} onClose={() => setOpen(false)} title="Create New Policy">
          <CreatePolicyForm action={createPolicy} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
        </Modal>
      ) : null}
    </>
  );
}
