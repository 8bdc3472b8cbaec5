'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList } from '@/components/manage/records/record-list';
import type { FormAction } from '@/lib/schemas/form-state';
import { personListStatusLabels, personListStatuses, type PeopleImportReport, type Person } from '@/lib/schemas/people/records';
import { ImportPeopleForm } from './import-people-form';
import { PeopleTable } from './people-table';
import { AddPersonForm } from './person-forms';
import type { PersonChoice } from './person-fields';

type Stats = { total: number; active: number; departed: number; members: number };

/**
 * The People screen: figures, the page of people the server read (search, department, status and paging in SQL),
 * Add person and Import CSV in modals. After a change the action revalidates the page, which reads the rows again.
 */
export function PeopleScreen({
  rows,
  page,
  stats,
  departments,
  managers,
  today,
  canEdit,
  addPerson,
  importPeople,
}: {
  rows: readonly Person[];
  page: { total: number; page: number; pageCount: number };
  stats: Stats;
  departments: readonly string[];
  managers: readonly PersonChoice[];
  today: string;
  canEdit: boolean;
  addPerson: FormAction<Person>;
  importPeople: FormAction<PeopleImportReport>;
}) {
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const selects = [
    {
      key: 'department',
      label: 'Department',
      allLabel: 'All Departments',
      options: departments.map((department) => ({ value: department, label: department })),
    },
    {
      key: 'status',
      label: 'Status',
      allLabel: 'All Statuses',
      options: personListStatuses.map((status) => ({ value: status, label: personListStatusLabels[status] })),
    },
  ];
  return (
    <RecordList
      stats={[
        { label: 'People', value: stats.total },
        { label: 'Active', value: stats.active },
        { label: 'Departed', value: stats.departed },
        { label: 'With a login', value: stats.members, hint: 'Members of the organization' },
      ]}
      searchLabel="Search people"
      selects={selects}
      title="People"
      noun={['person', 'people']}
      page={page}
      primaryAction={
        canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setAdding(true)}>+ Add person</Button>
          </div>
        ) : null
      }
      modal={
        canEdit ? (
          <>
            <Modal open={adding} onClose={() => setAdding(false)} title="Add person" description="Someone employed by the organization.">
              {adding && (
                <AddPersonForm
                  action={addPerson}
                  managers={managers}
                  today={today}
                  onDone={() => setAdding(false)}
                  onCancel={() => setAdding(false)}
                />
              )}
            </Modal>
            <Modal
              open={importing}
              onClose={() => setImporting(false)}
              title="Import people"
              description="Add many people at once from a CSV file."
              size="lg"
            >
              {importing && <ImportPeopleForm action={importPeople} onClose={() => setImporting(false)} />}
            </Modal>
          </>
        ) : null
      }
    >
      <PeopleTable rows={rows} today={today} />
    </RecordList>
  );
}
