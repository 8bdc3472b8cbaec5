import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { stat } from '../support/stat';
import { inviteViewer } from '../support/team';

const linesOf = async (download: Download) => (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');

test.describe('framework preview', () => {
  test("Learn More on Add Framework opens the framework's requirements and the overlap with the organization's controls", async ({
    page,
  }) => {
    await signIn(page, '/manage/addFrameworks');
    await page.getByRole('link', { name: 'Learn More: HIPAA Security Rule' }).click();
    await expect(page.getByText('Learning more about HIPAA Security Rule...')).toBeVisible();
    await expect(page).toHaveURL('/manage/frameworks/preview?framework=hipaa', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'HIPAA preview' })).toBeVisible();
    await expect(page.getByText(/^\d+ of 50 requirements already met by your controls\.$/)).toBeVisible();
    const requirements = page.getByRole('list', { name: /^§164\.308 .* requirements$/ });
    await expect(requirements).toContainText('164.308(a)(1)(ii)(A)');
    await expect(requirements.getByRole('list').first()).toContainText(/[A-Z]+-\d+ /);
    // The demo organization does not follow HIPAA: its admin may add it from here (not done, to keep the demo's figures).
    await expect(page.getByRole('button', { name: 'Add framework' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("the Frameworks card's Preview opens the same page", async ({ page }) => {
    await signIn(page, '/manage/frameworks?search=HIPAA');
    await page.getByRole('article', { name: 'HIPAA', exact: true }).getByRole('link', { name: 'Preview: HIPAA', exact: true }).click();
    await expect(page.getByText('Previewing HIPAA controls...')).toBeVisible();
    await expect(page).toHaveURL('/manage/frameworks/preview?framework=hipaa#preview-requirements', { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Requirements and mapped controls' })).toBeVisible();
  });
});

test.describe('assessment and action plan', () => {
  test('Run Assessment shows the gap list of the followed frameworks, and its CSV downloads with rows', async ({ page }) => {
    await signIn(page, '/manage');
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('link', { name: /^Run Assessment/ })
      .click();
    await expect(page).toHaveURL('/manage/assessment', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Assessment' })).toBeVisible();
    const soc2 = page.getByRole('region', { name: 'SOC 2', exact: true });
    await expect(soc2).toContainText(/\d+ of 61 requirements already met by your controls\./);
    await expect(soc2.getByRole('row').nth(1)).toContainText(/Owner: /);
    await expect(page.getByText(/^\d+ requirements not met across \d+ frameworks\.$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^all-frameworks-gap-list-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await linesOf(file);
    expect(lines[0]).toBe('Framework,Requirement,Title,Control,State,Owner,Note,Due Date');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.some((line) => line.startsWith('SOC 2,'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('Generate Action Plan shows the CCPA gaps and open issues, and downloads them as a CSV file', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues');
    await page.getByRole('button', { name: 'Generate Action Plan' }).click();
    await expect(page.getByText('Generating action plan for the shown issues...')).toBeVisible();
    await expect(page).toHaveURL('/manage/ccpa-issues/action-plan', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'CCPA Action Plan' })).toBeVisible();
    const issues = page.getByRole('region', { name: 'Open issues' });
    await expect(issues.getByRole('row').filter({ hasText: /CCPA-\d{4}-001/ })).toContainText('Sarah Chen');
    await expect(issues.getByRole('row').filter({ hasText: /CCPA-\d{4}-002/ })).toContainText('Unassigned');
    await expect(page.getByRole('region', { name: 'CCPA/CPRA' })).toContainText(/requirements already met by your controls/);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ccpa-action-plan-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await linesOf(file);
    expect(lines[0]).toBe('Type,Reference,Title,Control,State,Owner,Priority,Due Date,Note');
    expect(lines.filter((line) => line.startsWith('Issue,CCPA-'))).toHaveLength(6);
    expect(lines.some((line) => line.startsWith('Requirement gap,1798.'))).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('ISO 27001 setup steps', () => {
  test('assigns a step to a teammate, starts one, and finishes one through the confirmation', async ({ page, browser }) => {
    await signUpNewOrganization(page, '/manage/iso27001Setup', `/register?frameworks=${encodeURIComponent('ISO 27001')}`);
    const { viewerContext } = await inviteViewer(page, browser, 'Tess Teammate');
    await viewerContext.close();
    await page.goto('/manage/iso27001Setup');

    await page.getByRole('button', { name: 'Assign: Internal audit' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Internal audit' });
    await assign.getByLabel('Team member').selectOption({ label: 'Tess Teammate' });
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByText('Internal audit is assigned to Tess Teammate.')).toBeVisible();
    await expect(page.locator('#step-internal-audit')).toContainText('Tess Teammate');

    await page.getByRole('button', { name: 'Start: Management review' }).click();
    await expect(page.getByText('Management review is in progress.')).toBeVisible();
    await expect(page.locator('#step-management-review')).toContainText('In Progress');
    await expect(stat(page, 'Steps Complete')).toContainText('0 of 12');

    await page.getByRole('button', { name: 'Continue: Define ISMS scope' }).click();
    await page.getByRole('dialog', { name: 'Define ISMS scope' }).getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('dialog', { name: 'Mark Define ISMS scope as done?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Define ISMS scope is marked as done.')).toBeVisible();
    await expect(stat(page, 'Steps Complete')).toContainText('1 of 12');

    await page.reload();
    await expect(page.locator('#step-internal-audit')).toContainText('Tess Teammate');
    await expect(page.locator('#step-management-review')).toContainText('Started');
    await expect(page.locator('#step-isms-scope')).toContainText('Completed');
  });
});
