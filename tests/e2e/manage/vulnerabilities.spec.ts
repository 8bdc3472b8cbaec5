import { expect, test } from '@playwright/test';
import { dayOf, daysBetween } from '@/lib/domain/calendar-days';
import { signIn } from '../support/auth';
import { pushScannerSarif } from '../support/scanner-upload';

// The demo organization's findings come from GitHub Dependabot and a Trivy scan, one critical past its deadline;
// a scanner's SARIF log pushed through the API joins them with its own due day. The overdue finding is the demo
// administrator's task (nobody owns its asset) and the dashboard's figure.

test('findings of the seed and of a SARIF upload show their deadlines; the overdue one reaches My tasks and the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/manage/settings?path=api');
  await pushScannerSarif(page, request);

  await page.goto('/manage/vulnerabilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Vulnerabilities' })).toBeVisible();
  const table = page.getByRole('table');
  const overdue = table.getByRole('row').filter({ hasText: 'CVE-2026-21901' });
  await expect(overdue).toContainText('acme/storefront');
  // Seen 12 days before the server seeded it, 7 days allowed for a critical: the days overdue are counted from that
  // deadline to today, which is a day more once midnight has passed since the seeding.
  const [seen, due] = (await overdue.textContent())?.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  expect(daysBetween(seen!, due!)).toBe(7);
  await expect(overdue).toContainText(`${daysBetween(due!, dayOf(new Date()))} days overdue`);
  await expect(overdue).toContainText('Overdue');
  const uploaded = table.getByRole('row').filter({ hasText: 'CVE-2026-31337' });
  await expect(uploaded).toContainText('registry.acme.test/checkout');
  await expect(uploaded).toContainText('High');
  await expect(uploaded).toContainText('Due in 30 days');
  await expect(page.getByText(/^SARIF Grype on registry\.acme\.test\/checkout: 1 finding\(s\)/)).toBeVisible();

  // My tasks shows 20 a page and the demo administrator has more: the kind's filter finds the finding's task.
  await page.goto('/manage/tasks?kind=vulnerability');
  const tasks = page.getByRole('region', { name: /^Vulnerabilities past deadline/ });
  await expect(tasks.getByRole('link', { name: 'CVE-2026-21901 on acme/storefront' })).toBeVisible();

  await page.goto('/manage');
  const figure = page.getByRole('region', { name: 'Vulnerabilities past deadline' });
  await expect(figure).toContainText('1 of 5');
});
