'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList, type ListStat } from '@/components/manage/records/record-list';
import { riskBandLabels, riskBands } from '@/lib/domain/risks/rules';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Risk, RiskMemberChoice } from '@/lib/schemas/risks/records';
import { riskCategories, riskCategoryLabels, riskTreatmentLabels, riskTreatments, type RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { AddRiskForm, LibraryRiskForm, type LibraryChoice } from './risk-forms';
import { RisksTable } from './risks-table';

/**
 * The risk register: figures, the heat maps (`before`), the page of risks the server read (search, category, band,
 * treatment, owner and paging in SQL), Add from library and Add blank risk in modals.
 */
export function RisksScreen({
  rows,
  page,
  stats,
  heatMaps,
  owners,
  labels,
  library,
  memberId,
  defaultReview,
  canEdit,
  addRisk,
  addLibraryRisk,
}: {
  rows: readonly Risk[];
  page: { total: number; page: number; pageCount: number };
  stats: readonly ListStat[];
  heatMaps: ReactNode;
  owners: readonly RiskMemberChoice[];
  labels: RiskScaleLabels;
  library: readonly LibraryChoice[];
  memberId: string;
  defaultReview: string;
  canEdit: boolean;
  addRisk: FormAction<Risk>;
  addLibraryRisk: FormAction<Risk>;
}) {
  const [adding, setAdding] = useState<'library' | 'blank' | null>(null);
  const close = () => setAdding(null);
  const selects = [
    {
      key: 'category',
      label: 'Category',
      allLabel: 'All Categories',
      options: riskCategories.map((value) => ({ value, label: riskCategoryLabels[value] })),
    },
    {
      key: 'band',
      label: 'Residual band',
      allLabel: 'All Bands',
      options: riskBands.map((value) => ({ value, label: riskBandLabels[value] })),
    },
    {
      key: 'treatment',
      label: 'Treatment',
      allLabel: 'All Treatments',
      options: riskTreatments.map((value) => ({ value, label: riskTreatmentLabels[value] })),
    },
    {
      key: 'owner',
      label: 'Owner',
      allLabel: 'All Owners',
      options: [...owners.map((owner) => ({ value: owner.id, label: owner.name })), { value: 'none', label: 'No owner' }],
    },
  ];
  const actions = canEdit ? (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setAdding('blank')}>
        Add blank risk
      </Button>
      <Button onClick={() => setAdding('library')}>+ Add from library</Button>
    </div>
  ) : null;
  return (
    <RecordList
      stats={stats}
      before={heatMaps}
      searchLabel="Search risks"
      selects={selects}
      title="Risks"
      noun={['risk', 'risks']}
      page={page}
      primaryAction={actions}
      modal={
        canEdit ? (
          <>
            <Modal
              open={adding === 'library'}
              onClose={close}
              title="Add from library"
              description="Start from a common risk and tailor it."
            >
              {adding === 'library' && <LibraryRiskForm action={addLibraryRisk} library={library} onCancel={close} />}
            </Modal>
            <Modal
              open={adding === 'blank'}
              onClose={close}
              title="Add blank risk"
              description="Describe and rate a risk of your own."
              size="lg"
            >
              {adding === 'blank' && (
                <AddRiskForm
                  action={addRisk}
                  owners={owners}
                  labels={labels}
                  onCancel={close}
                  defaultOwner={memberId}
                  defaultReview={defaultReview}
                />
              )}
            </Modal>
          </>
        ) : null
      }
    >
      <RisksTable rows={rows} />
    </RecordList>
  );
}
