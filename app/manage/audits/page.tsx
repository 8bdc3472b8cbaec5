import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { AuditsClient } from '@/components/manage/audits/audits-client';
import { requireMember } from '@/lib/dal';
import { auditRow, readinessRows } from '@/lib/domain/audit-display';
import { isoDay } from '@/lib/domain/days-remaining';
import { can } from '@/lib/domain/permissions';
import { auditStats, listAudits } from '@/lib/workspace/audits';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { scheduleAudit } from './actions';

export const metadata: Metadata = { title: 'Audits' };

export default async function AuditsPage() {
  const member = await requireMember();
  // Days remaining count from the day of the request (UTC), never from the day of the build.
  const today = isoDay(new Date());
  const [records, stats, frameworks] = await Promise.all([listAudits(member), auditStats(member, today), listOrganizationFrameworks(member)]);
  return (
    <>
      <PageHeader title="Audit Management" description="Schedule audits, track readiness and keep the history of results." />
      <Suspense fallback={null}>
        <AuditsClient
          audits={records.map(auditRow)}
          stats={stats}
          readiness={readinessRows(frameworks)}
          today={today}
          canEdit={can(member.role, 'records.edit')}
          canAddFrameworks={can(member.role, 'frameworks.manage')}
          scheduleAudit={scheduleAudit}
        />
      </Suspense>
    </>
  );
}
