'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { RecordList } from '@/components/manage/records/record-list';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { FormAction } from '@/lib/schemas/form-state';
import {
  vendorCategories,
  vendorCategoryLabels,
  vendorCriticalities,
  vendorCriticalityLabels,
  type Vendor,
} from '@/lib/schemas/vendors/records';
import type { TeamChoice } from './vendor-fields';
import { AddVendorForm } from './vendor-forms';
import { VendorsTable } from './vendors-table';

type Stats = { total: number; critical: number; subprocessors: number; reviewsOverdue: number };
type Choice = { value: string; label: string };

/**
 * The Vendors screen: figures, the page of vendors the server read (search, filters and paging in SQL) and Add
 * vendor in a modal. After a change the action revalidates the page, which reads the rows again.
 */
export function VendorsScreen({
  rows,
  page,
  stats,
  reviewChoices,
  team,
  today,
  canEdit,
  addVendor,
}: {
  rows: readonly Vendor[];
  page: { total: number; page: number; pageCount: number };
  stats: Stats;
  reviewChoices: readonly Choice[];
  team: readonly TeamChoice[];
  today: string;
  canEdit: boolean;
  addVendor: FormAction<Vendor>;
}) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const selects = [
    {
      key: 'criticality',
      label: 'Criticality',
      allLabel: 'All Criticalities',
      options: vendorCriticalities.map((value) => ({ value, label: vendorCriticalityLabels[value] })),
    },
    {
      key: 'category',
      label: 'Category',
      allLabel: 'All Categories',
      options: vendorCategories.map((value) => ({ value, label: vendorCategoryLabels[value] })),
    },
    {
      key: 'subprocessor',
      label: 'Subprocessor',
      allLabel: 'Subprocessors or not',
      options: [
        { value: 'yes', label: 'Subprocessors' },
        { value: 'no', label: 'Not subprocessors' },
      ],
    },
    { key: 'review', label: 'Review', allLabel: 'Any review date', options: [...reviewChoices] },
  ];
  return (
    <RecordList
      stats={[
        { label: 'Vendors', value: stats.total },
        { label: 'Critical', value: stats.critical },
        { label: 'Subprocessors', value: stats.subprocessors },
        { label: 'Reviews overdue', value: stats.reviewsOverdue },
      ]}
      searchLabel="Search vendors"
      selects={selects}
      title="Vendors"
      noun={['vendor', 'vendors']}
      page={page}
      empty={
        stats.total === 0
          ? {
              title: 'No vendors yet',
              body: canEdit
                ? 'Add the vendors that touch your data or run your services, starting with the most critical.'
                : 'Members of your organization add the vendors it relies on.',
            }
          : undefined
      }
      primaryAction={canEdit ? <Button onClick={() => setAdding(true)}>+ Add vendor</Button> : null}
      modal={
        canEdit ? (
          <Modal open={adding} onClose={() => setAdding(false)} title="Add vendor" description="A company your organization relies on.">
            {adding && (
              <AddVendorForm
                action={addVendor}
                team={team}
                onDone={(vendor) => {
                  setAdding(false);
                  router.push(`/manage/vendors/${vendor.id}`);
                }}
                onCancel={() => setAdding(false)}
              />
            )}
          </Modal>
        ) : null
      }
    >
      <VendorsTable rows={rows} today={today} />
    </RecordList>
  );
}
