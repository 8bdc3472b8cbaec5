import { formatMoment } from '@/components/manage/settings/dates';
import { ScheduledJobsSection, type ScheduledJobRow } from '@/components/manage/settings/scheduled-jobs-section';
import { can } from '@/lib/domain/permissions';
import { scheduledJobStatus, type ScheduledJobStatus } from '@/lib/jobs';
import type { Member } from '@/lib/workspace/member';

const outcome: Record<NonNullable<ScheduledJobStatus['lastRun']>['state'], string> = {
  running: 'running now',
  completed: 'completed',
  failed: 'failed',
  retrying: 'failed, retrying',
};

/** A scheduled job's status as the section's plain texts. */
export function scheduledJobRow(job: ScheduledJobStatus): ScheduledJobRow {
  return {
    name: job.name,
    title: job.title,
    lastRun: job.lastRun ? `${formatMoment(job.lastRun.at)} (${outcome[job.lastRun.state]})` : 'Not yet',
    nextRun: job.nextRun ? formatMoment(job.nextRun) : 'Not scheduled',
    lastError: job.lastError ? `${formatMoment(job.lastError.at)}: ${job.lastError.message}` : null,
  };
}

/** The scheduled jobs' section, for administrators only: other roles get nothing. */
export async function ScheduledJobs({ member }: { member: Member }) {
  if (!can(member.role, 'organization.manage')) return null;
  const jobs = await scheduledJobStatus();
  return <ScheduledJobsSection jobs={jobs && jobs.map(scheduledJobRow)} />;
}
