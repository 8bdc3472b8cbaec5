import { readFile, rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { demoOrganizationId, withStoppedDatabase } from '../support/report-files';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';
import { stat } from '../support/stat';

// The CCPA list of an organization with more issues than a page holds. The issues are written into the demo
// organization of a stopped server of its own, so the suite's shared demo organization keeps its six.

const ADDED = 45;

test.describe('CCPA issues a page at a time', OWN_SERVER, () => {
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  let server: ServerProcess | undefined;
  test.beforeEach(async () => {
    dataDir = await preparedDataFolder('e2e-ccpa-pages');
  });
  test.afterEach(async () => {
    await server?.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  test('20 a page with Previous and Next keeping the filter; the cards and the Issue Summary count them all; Export takes every one', async ({
    browser,
  }) => {
    // The issues are added to the demo organization while no server runs.
    await withStoppedDatabase(dataDir, async (db) => {
      const organizationId = await demoOrganizationId(db);
      for (let n = 1; n <= ADDED; n += 1) {
        await db.query(
          `insert into ccpa_issues (organization_id, reference, title, description, priority, category, tags, due_on, status, created_at)
           values ($1, $2, $3, 'Found by the yearly review.', $4, 'minors', '[]', '2030-01-31', 'open', now() + $5 * interval '1 second')`,
          [organizationId, `CCPA-2030-${String(n).padStart(3, '0')}`, `Age check ${n}`, n <= 10 ? 'critical' : 'low', n],
        );
      }
    });
    server = startServerProcess(dataDir);
    await untilReady(server);
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await signIn(page, '/manage/ccpa-issues');

    // The demo organization's six open and in-progress issues and the 45 added, counted in full.
    await expect(stat(page, 'Total Issues')).toContainText('51');
    await expect(stat(page, 'Critical')).toContainText('12');
    const issues = page.getByRole('article');
    await expect(issues).toHaveCount(20);
    await expect(page.getByText('Showing 20 of 51 issues')).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Issue pages' });
    await expect(pages).toContainText('Page 1 of 3');
    const minors = page
      .getByRole('complementary', { name: 'Issue tools' })
      .locator('div')
      .filter({ hasText: /^Minors/ })
      .locator('dd');
    await expect(minors).toHaveText(String(ADDED + 1));

    // A filter keeps to its own pages, and Next keeps the filter.
    await page.getByLabel('Priority').selectOption('critical');
    await expect(issues).toHaveCount(12);
    await expect(pages).toHaveCount(0);
    // The demo organization's one low-priority issue, then the 35 added ones.
    await page.getByLabel('Priority').selectOption('low');
    await expect(issues.nth(1)).toContainText('CCPA-2030-011');
    await expect(pages).toContainText('Page 1 of 2');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/priority=low/);
    await expect(page).toHaveURL(/page=2/);
    await expect(pages).toContainText('Page 2 of 2');
    await expect(issues).toHaveCount(ADDED - 10 + 1 - 20);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(pages).toContainText('Page 1 of 2');
    await expect(issues).toHaveCount(20);

    // Export takes every low-priority issue, not only the page shown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Issues' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines.slice(1)).toHaveLength(ADDED - 10 + 1);
    await expect(page.getByText(`Exported ${ADDED - 10 + 1} issues.`)).toBeVisible();
    await context.close();
  });
});
