import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { AuditsScreen } from '@/components/manage/audits/audits-screen';
import { requireMember } from '@/lib/dal';
import { auditRow, readinessRows } from '@/lib/domain/audits/display';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { auditFilterChoices } from '@/lib/schemas/audits/records';
import { auditStats, listAudits, listUpcomingAudits } from '@/lib/workspace/audits';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { cancelAudit, editAudit, rescheduleAudit, scheduleAudit } from './actions';

export const metadata: Metadata = { title: 'Audits' };

export default async function AuditsPage({ searchParams }: { searchParams: Promise<UrlQuery> }) {
  const member = await requireMember();
  const query = readListQuery(await searchParams, auditFilterChoices);
  // Days remaining count from the day of the request (UTC), never from the day of the build.
  const today = dayOf(new Date());
  const [page, upcoming, stats, frameworks] = await Promise.all([
    listAudits(member, query),
    listUpcomingAudits(member, today),
    auditStats(member, today),
    listOrganizationFrameworks(member),
  ]);
  return (
    <>
      <PageHeader title="Audit Management" description="Schedule audits, track readiness and keep the history of results." />
      <Suspense fallback={null}>
        <AuditsScreen
          page={{ ...page, rows: page.rows.map(auditRow) }}
          upcoming={upcoming.map(auditRow)}
          stats={stats}
          readiness={readinessRows(frameworks)}
          today={today}
          canEdit={can(member.role, 'records.edit')}
          canAddFrameworks={can(member.role, 'frameworks.manage')}
          scheduleAudit={scheduleAudit}
          changeActions={{ edit: editAudit, reschedule: rescheduleAudit, cancel: cancelAudit }}
        />
      </Suspense>
    </>
  );
}
