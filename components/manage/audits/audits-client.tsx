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
import { auditStatusLabels, auditStatuses, auditTypeLabels, auditTypes, type Audit, type AuditReadiness, type AuditStats } from '@/lib/schemas/audit';
import { daysToNextAuditText } from '@/lib/domain/audit-display';
import { filterAudits } from '@/lib/domain/filters';
import { AuditHistory } from './audit-history';
import { AuditReadinessPanel } from './audit-readiness';
import { ScheduleAuditForm } from './schedule-audit-form';
import { UpcomingAudits } from './upcoming-audits';

const filterKeys = ['q', 'status', 'type'] as const;

const selects = [
  { key: 'status', label: 'Status', allLabel: 'All Statuses', options: auditStatuses.map((status) => ({ value: status, label: auditStatusLabels[status] })) },
  { key: 'type', label: 'Type', allLabel: 'All Types', options: auditTypes.map((type) => ({ value: type, label: auditTypeLabels[type] })) },
];

/**
 * The audits screen's interactive part: figures, upcoming audits, readiness, filters and the history. The page
 * hands down the organization's audits and figures and `today` (YYYY-MM-DD, from the server render); after a
 * schedule, the server action revalidates the page, which brings the new audit back from the database.
 */
export function AuditsClient({
  audits,
  stats,
  readiness,
  today,
  canEdit,
  canAddFrameworks,
  scheduleAudit,
}: {
  audits: readonly Audit[];
  stats: AuditStats;
  readiness: readonly AuditReadiness[];
  today: string;
  canEdit: boolean;
  /** Whether the Add Framework way shows when the organization follows no framework yet. */
  canAddFrameworks: boolean;
  scheduleAudit: FormAction<Audit>;
}) {
  const [filters, setFilters] = useUrlFilters(filterKeys);
  const [open, setOpen] = useState(false);

  const visible = filterAudits(audits, filters);
  const scheduleButton = canEdit ? <Button onClick={() => setOpen(true)}>+ Schedule Audit</Button> : null;

  return (
    <>
      {audits.length > 0 ? (
        <FilterBar searchLabel="Search audits" values={filters} selects={selects} onChange={setFilters}>
          {scheduleButton}
        </FilterBar>
      ) : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Upcoming Audits" value={stats.upcoming} />
        <StatCard label="In Progress" value={stats.inProgress} />
        <StatCard label="Completed" value={stats.completed} />
        <StatCard label="Days to Next Audit" value={daysToNextAuditText(stats.daysToNextAudit)} />
      </div>
      {audits.length === 0 ? (
        <div className="mb-6">
          <EmptyState title="No audits yet" action={scheduleButton}>
            {canEdit
              ? 'Schedule your first audit: name it, choose the framework and the auditor or firm, and set its dates. Upcoming audits count down from today here.'
              : 'Your organization has no audits yet. Members and administrators can schedule them.'}
          </EmptyState>
        </div>
      ) : (
        <UpcomingAudits audits={visible} today={today} />
      )}
      <AuditReadinessPanel rows={readiness} canAddFrameworks={canAddFrameworks} />
      {audits.length > 0 ? (
        <SectionCard title="Audit History">
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            Showing {visible.length} of {audits.length} audits
          </p>
          <AuditHistory items={visible} canEdit={canEdit} />
        </SectionCard>
      ) : null}
      {canEdit ? (
        <Modal open={open} onClose={() => setOpen(false)} title="Schedule Audit">
          <ScheduleAuditForm action={scheduleAudit} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
        </Modal>
      ) : null}
    </>
  );
}
