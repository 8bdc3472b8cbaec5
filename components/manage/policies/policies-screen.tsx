'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList } from '@/components/manage/records/record-list';
import type { PolicyPermissions } from '@/lib/domain/policies/actions';
import type { FormAction } from '@/lib/schemas/form-state';
import {
  policyFilterLabels,
  policyFilterStatuses,
  type Policy,
  type PolicyStats,
  type PolicyStepResult,
  type PolicyTemplate,
} from '@/lib/schemas/policies/records';
import { frameworkOptions, trackedFrameworkCodes } from '@/lib/schemas/frameworks/codes';
import { CreatePolicyForm } from './create-policy-form';
import type { PolicyStepActions } from './policy-row-actions';
import { PolicyTable } from './policy-table';
import { PolicyTemplates } from './policy-templates';
import type { Drafting } from '@/components/manage/assistant/draft-with-assistant';

const selects = [
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All Statuses',
    options: policyFilterStatuses.map((status) => ({ value: status, label: policyFilterLabels[status] })),
  },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(trackedFrameworkCodes) },
];

/**
 * The policies screen's interactive part: create, figures, templates, filters and the table. The server runs
 * the search, filters and page from the URL and hands down the rows shown; after a change, the server action
 * revalidates the page, which brings the change back from the database.
 */
export function PoliciesScreen({
  policies,
  page,
  stats,
  templates,
  moreTemplates = [],
  permissions,
  createPolicy,
  startFromTemplate,
  drafting,
  steps,
}: {
  policies: readonly Policy[];
  page: { total: number; page: number; pageCount: number };
  stats: PolicyStats;
  templates: readonly Pick<PolicyTemplate, 'id' | 'name' | 'description' | 'frameworks'>[];
  /** The rest of a programme's templates, listed under the cards. */
  moreTemplates?: readonly Pick<PolicyTemplate, 'id' | 'name' | 'description' | 'frameworks'>[];
  permissions: PolicyPermissions;
  createPolicy: FormAction<Policy>;
  startFromTemplate: FormAction<PolicyStepResult>;
  /** "Draft with the assistant" on the template cards. */
  drafting?: Drafting;
  steps: PolicyStepActions;
}) {
  const [open, setOpen] = useState(false);
  const canEdit = permissions.canEdit;
  const createButton = canEdit ? <Button onClick={() => setOpen((shown) => !shown)}>+ Create New Policy</Button> : null;
  const none = stats.total === 0 && stats.archived === 0;

  return (
    <RecordList
      stats={[
        { label: 'Total Policies', value: stats.total },
        { label: 'Approved', value: stats.approved },
        { label: 'Under Review', value: stats.underReview },
        { label: 'Expiring Soon', value: stats.expiringSoon },
      ]}
      before={
        <PolicyTemplates
          templates={templates}
          moreTemplates={moreTemplates}
          canEdit={canEdit}
          startFromTemplate={startFromTemplate}
          drafting={drafting}
        />
      }
      searchLabel="Search policies"
      selects={selects}
      title="Policy Library"
      noun={['policy', 'policies']}
      page={page}
      empty={
        none
          ? {
              title: 'No policies yet',
              body: canEdit
                ? 'Create your first policy, or start from one of the templates above. Each framework you follow asks for a handful of them.'
                : 'Your organization has no policies yet. Members and administrators can create them.',
            }
          : undefined
      }
      primaryAction={createButton}
      modal={
        canEdit ? (
          <Modal open={open} onClose={() => setOpen(false)} title="Create New Policy">
            <CreatePolicyForm action={createPolicy} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
          </Modal>
        ) : null
      }
    >
      <PolicyTable items={policies} permissions={permissions} steps={steps} />
    </RecordList>
  );
}
