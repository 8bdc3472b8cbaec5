import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { inviteTeammate } from '../support/team';

// Settings › Organization shows administrators the work the servers do on a schedule (pg-boss's schedules), with
// each job's last run, next run and last error; other roles do not see it.

test('an administrator sees the scheduled jobs with their next run; a viewer does not see them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=organization');
  const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
  // The jobs start a moment after the server: until then the section says so.
  await expect(async () => {
    await page.reload();
    await expect(jobs.getByRole('row', { name: /Scheduled letters/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  for (const title of ['Daily checks', 'Scheduled letters', 'Mail sender', 'Report retention and automatic reports']) {
    const row = jobs.getByRole('row', { name: new RegExp(title) });
    // The next run is a moment in UTC; the last error is None while nothing failed.
    await expect(row.getByRole('cell').nth(1)).toContainText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/);
    await expect(row.getByRole('cell').nth(2)).toHaveText('None');
  }

  const { viewer, viewerContext } = await inviteTeammate(page, browser, 'Vera Viewer', 'viewer');
  await viewer.goto('/manage/settings?path=organization');
  await expect(viewer.getByRole('heading', { name: 'Storage' })).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'Scheduled jobs' })).toHaveCount(0);
  await viewerContext.close();
});
