'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList } from '@/components/manage/records/record-list';
import { daysToNextAuditText } from '@/lib/domain/audits/display';
import type { ListPage } from '@/lib/domain/list-query';
import {
  auditStatusLabels,
  auditStatuses,
  auditTypeLabels,
  auditTypes,
  type Audit,
  type AuditReadiness,
  type AuditStats,
} from '@/lib/schemas/audits/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { AuditDialogs, type AuditChangeActions, type OpenAuditChange } from './audit-dialogs';
import { AuditHistory } from './audit-history';
import { AuditReadinessPanel } from './audit-readiness';
import { ScheduleAuditForm } from './schedule-audit-form';
import { UpcomingAudits } from './upcoming-audits';

const selects = [
  {
    key: 'status',
    label: 'Status',
    allLabel: 'All Statuses',
    options: auditStatuses.map((status) => ({ value: status, label: auditStatusLabels[status] })),
  },
  { key: 'type', label: 'Type', allLabel: 'All Types', options: auditTypes.map((type) => ({ value: type, label: auditTypeLabels[type] })) },
];

/**
 * The audits screen's interactive part: figures, upcoming audits, readiness, and one page of the history,
 * searched and filtered on the server from the URL. `today` (YYYY-MM-DD) is the server render's day. Scheduling,
 * editing, rescheduling and cancelling run server actions that revalidate the page, which reads the audits again.
 */
export function AuditsScreen({
  page,
  upcoming,
  stats,
  readiness,
  today,
  canEdit,
  canAddFrameworks,
  scheduleAudit,
  changeActions,
}: {
  page: ListPage<Audit>;
  /** The soonest upcoming audits (their own small query, whatever the filters). */
  upcoming: readonly Audit[];
  stats: AuditStats;
  readiness: readonly AuditReadiness[];
  today: string;
  canEdit: boolean;
  /** Whether the Add Framework way shows when the organization follows no framework yet. */
  canAddFrameworks: boolean;
  scheduleAudit: FormAction<Audit>;
  changeActions: AuditChangeActions;
}) {
  const [scheduling, setScheduling] = useState(false);
  const [changing, setChanging] = useState<OpenAuditChange>(null);
  const hasAudits = stats.total > 0;

  return (
    <RecordList
      stats={[
        { label: 'Upcoming Audits', value: stats.upcoming },
        { label: 'In Progress', value: stats.inProgress },
        { label: 'Completed', value: stats.completed },
        { label: 'Days to Next Audit', value: daysToNextAuditText(stats.daysToNextAudit) },
      ]}
      before={
        <>
          {hasAudits ? <UpcomingAudits audits={upcoming} today={today} /> : null}
          <AuditReadinessPanel rows={readiness} canAddFrameworks={canAddFrameworks} />
        </>
      }
      searchLabel="Search audits"
      selects={selects}
      title="Audit History"
      noun={['audit', 'audits']}
      page={page}
      empty={
        hasAudits
          ? undefined
          : {
              title: 'No audits yet',
              body: canEdit
                ? 'Schedule your first audit: name it, choose the framework and the auditor or firm, and set its dates. Upcoming audits count down from today here.'
                : 'Your organization has no audits yet. Members and administrators can schedule them.',
            }
      }
      primaryAction={canEdit ? <Button onClick={() => setScheduling(true)}>+ Schedule Audit</Button> : null}
      modal={
        canEdit ? (
          <>
            <Modal open={scheduling} onClose={() => setScheduling(false)} title="Schedule Audit">
              <ScheduleAuditForm action={scheduleAudit} onCancel={() => setScheduling(false)} onCreated={() => setScheduling(false)} />
            </Modal>
            <AuditDialogs open={changing} onClose={() => setChanging(null)} actions={changeActions} />
          </>
        ) : null
      }
    >
      <AuditHistory items={page.rows} canEdit={canEdit} onChange={(kind, audit) => setChanging({ kind, audit })} />
    </RecordList>
  );
}
