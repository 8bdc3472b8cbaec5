import { render, screen, within } from '@testing-library/react';
import { ScheduledJobs, scheduledJobRow } from '@/app/manage/settings/scheduled-jobs';
import { ScheduledJobsSection } from '@/components/manage/settings/scheduled-jobs-section';
import type { TeamRole } from '@/lib/schemas/organization/settings';
import type { Member } from '@/lib/workspace/member';

const memberAs = (role: TeamRole): Member => ({
  id: 'm1',
  organizationId: 'o1',
  organizationName: 'Org',
  subject: 'embedded:1',
  email: 'a@example.com',
  displayName: 'A',
  role,
});

describe('the scheduled jobs of Settings', () => {
  it('are shown to administrators only', async () => {
    expect(await ScheduledJobs({ member: memberAs('member') })).toBeNull();
    expect(await ScheduledJobs({ member: memberAs('viewer') })).toBeNull();
    render((await ScheduledJobs({ member: memberAs('admin') }))!);
    expect(screen.getByRole('heading', { name: 'Scheduled jobs' })).toBeInTheDocument();
    // Jobs start a moment after the server: until then the section says so.
    expect(screen.getByText(/start a few seconds after the server/)).toBeInTheDocument();
  });

  it('list each job with its last run, next run and last error', () => {
    const rows = [
      scheduledJobRow({
        name: 'letter-sweep',
        title: 'Scheduled letters',
        cron: '0 * * * *',
        lastRun: { at: new Date('2026-11-28T14:00:02Z'), state: 'retrying' },
        nextRun: new Date('2026-11-28T15:00:00Z'),
        lastError: { at: new Date('2026-11-28T14:00:05Z'), message: 'The disk is full.' },
      }),
      scheduledJobRow({ name: 'mail-sweep', title: 'Mail sender', cron: '* * * * *', lastRun: null, nextRun: null, lastError: null }),
    ];
    render(<ScheduledJobsSection jobs={rows} />);
    const letters = screen.getByRole('row', { name: /Scheduled letters/ });
    expect(within(letters).getByText('Nov 28, 2026, 2:00 PM UTC (failed, retrying)')).toBeInTheDocument();
    expect(within(letters).getByText('Nov 28, 2026, 3:00 PM UTC')).toBeInTheDocument();
    expect(within(letters).getByText('Nov 28, 2026, 2:00 PM UTC: The disk is full.')).toBeInTheDocument();
    const mail = screen.getByRole('row', { name: /Mail sender/ });
    expect(within(mail).getByText('Not yet')).toBeInTheDocument();
    expect(within(mail).getByText('Not scheduled')).toBeInTheDocument();
    expect(within(mail).getByText('None')).toBeInTheDocument();
  });
});
