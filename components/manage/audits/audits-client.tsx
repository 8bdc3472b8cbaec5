'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { FilterBar } from '@/components/manage/records/filter-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { useAddedRecords } from '@/components/manage/records/use-added-records';
import { auditSchema, auditStatusLabels, auditStatuses, auditTypeLabels, auditTypes, type Audit } from '@/lib/schemas/audit';
import { filterAudits } from '@/lib/domain/filters';
import { daysRemaining } from '@/lib/domain/days-remaining';
import { sampleAuditReadiness, sampleAudits } from '@/lib/sample-data/audits';
import { AuditHistory } from './audit-history';
import { AuditReadinessPanel } from './audit-readiness';
import { ScheduleAuditForm } from './schedule-audit-form';
import { UpcomingAudits } from './upcoming-audits';

const filterKeys = ['q', 'status', 'type'] as const;

const selects = [
  { key: 'status', label: 'Status', allLabel: 'All Statuses', options: auditStatuses.map((status) => ({ value: status, label: auditStatusLabels[status] })) },
  { key: 'type', label: 'Type', allLabel: 'All Types', options: auditTypes.map((type) => ({ value: type, label: auditTypeLabels[type] })) },
];

/** Days until the soonest audit that has not started, or null when none is ahead. */
function nextAuditDays(audits: readonly Audit[], today: string): number | null {
  const ahead = audits.map((audit) => daysRemaining(audit.startDate, today)).filter((days) => days >= 0);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

/** The audits screen's interactive part; `today` (YYYY-MM-DD) comes from the server render. */
export function AuditsClient({ today }: { today: string }) {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const { all, add } = useAddedRecords('audits:added', auditSchema, sampleAudits);
  const [open, setOpen] = useState(false);

  const visible = filterAudits(all, filters);
  const count = (...statuses: Audit['status'][]) => all.filter((audit) => statuses.includes(audit.status)).length;
  const nextDays = nextAuditDays(all.filter((audit) => audit.status !== 'completed'), today);

  return (
    <>
      <FilterBar searchLabel="Search audits" values={filters} selects={selects} onChange={setFilters}>
        <Button onClick={() => setOpen(true)}>+ Schedule Audit</Button>
      </FilterBar>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Upcoming Audits" value={count('scheduled', 'preparing')} />
        <StatCard label="In Progress" value={count('in-progress')} />
        <StatCard label="Completed" value={count('completed')} />
        <StatCard label="Days to Next Audit" value={nextDays ?? '—'} />
      </div>
      <UpcomingAudits audits={visible} today={today} />
      <AuditReadinessPanel rows={sampleAuditReadiness} />
      <SectionCard title="Audit History">
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          Showing {visible.length} of {all.length} audits
        </p>
        <AuditHistory items={visible} />
      </SectionCard>
      <Modal open={open} onClose={() => setOpen(false)} title="Schedule Audit">
        <ScheduleAuditForm
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
