import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { samplePdf } from '../../../lib/seed/evidence-sample-files';
import { signIn, signUpNewOrganization } from '../support/auth';
import { inviteViewer } from '../support/team';
import { expectNoAxeViolations } from '../support/axe';
import { stat } from '../support/stat';

// The framework detail screen (/manage/frameworkManage?framework=<id>): a library framework's requirements in the
// standard's groups, the controls mapped to each, and control edits that move every framework they count for.

/** The disclosure button of a requirement group, by the start of its heading ("CC1 Control Environment"). */
const groupButton = (page: Page, heading: string) =>
  page.getByRole('button', { name: new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+ of \\d+ met`) });

/**
 * Uploads a PDF as evidence, verifies it (the organization's only person: marked self-verified) and links it to
 * `controlId` on its page, so the control has verified, current evidence.
 */
async function proveControl(page: Page, controlId: string, file: string): Promise<void> {
  await writeFile(file, Buffer.from(samplePdf('Capacity dashboards', ['Monthly capacity review.'])));
  await page.goto('/manage/evidence');
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Evidence' });
  await upload.getByLabel('Evidence name').fill('Capacity review');
  await upload.getByLabel('Framework').selectOption('soc2');
  await upload.getByLabel('Evidence type').selectOption('document');
  await upload.getByLabel('Files').setInputFiles([file]);
  await upload.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(upload).toBeHidden();
  await page.getByRole('link', { name: 'View Capacity review', exact: true }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Capacity review' });
  await expect(review).toContainText('your verification is marked self-verified');
  await review.getByRole('button', { name: 'Verify' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('Verified the evidence Capacity review (self-verified)')).toBeVisible();
  await page.getByLabel(/^Control to link/).selectOption(controlId);
  await page.getByRole('button', { name: 'Link control' }).click();
  await expect(page.getByRole('list', { name: 'Linked controls' })).toContainText(controlId);
}

/** The panel a group button controls. */
async function groupPanel(page: Page, heading: string) {
  const id = await groupButton(page, heading).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test.describe('demo organization', () => {
  test('SOC 2: header, figures from the control states, groups of the standard and the export', async ({ page }) => {
    await signIn(page, '/manage/frameworkManage');
    await expect(page.getByRole('heading', { level: 1, name: 'SOC 2' })).toBeVisible();
    await expect(page.getByText('2017 Trust Services Criteria', { exact: false }).first()).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Frameworks' })).toHaveAttribute('href', '/manage/frameworks');
    await expect(crumbs).toContainText('SOC 2');
    await expect(page.getByRole('link', { name: 'Generate Report' })).toHaveAttribute('href', '/manage/reports');
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('href', '/manage/frameworkSettings');

    await expect(stat(page, 'Compliance Status')).toContainText('96%');
    await expect(stat(page, 'Requirements')).toContainText('59 of 61');
    await expect(stat(page, 'Controls')).toContainText(/\d+ of \d+/);
    await expect(stat(page, 'Not Applicable')).toContainText(/\d+/);
    await expect(page.getByRole('img', { name: 'Requirements met: 96%' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Control Owners' })).toBeVisible();
    // Sample content of the old screen is gone.
    await expect(page.getByText('Evidence Items')).toHaveCount(0);
    await expect(page.getByText('Next Audit')).toHaveCount(0);

    const headings = ['CC1', 'CC2', 'CC3', 'CC4', 'CC5', 'CC6', 'CC7', 'CC8', 'CC9', 'A1', 'C1', 'PI1', 'P'];
    for (const [index, id] of headings.entries()) {
      const button = page.getByRole('button', { name: new RegExp(`^${id} \\D.* \\d+ of \\d+ met`) });
      await expect(button).toHaveAttribute('aria-expanded', index === 0 ? 'true' : 'false');
    }
    const first = groupButton(page, 'CC1 Control Environment');
    const firstPanel = await groupPanel(page, 'CC1 Control Environment');
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText('CC1.1');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    const availability = groupButton(page, 'A1 Availability');
    await availability.click();
    await expect(availability).toHaveAttribute('aria-expanded', 'true');
    const panel = await groupPanel(page, 'A1 Availability');
    await expect(panel).toContainText('A1.1');
    await expect(panel.getByRole('list', { name: 'Controls for A1.1' })).toContainText('OPS-06');
    // Each requirement names the other frameworks' requirements its controls also satisfy.
    await expect(panel.getByText(/^Also satisfies: ISO 27001 A\.8\.6( · |$)/)).toBeVisible();
    await expect(panel.getByText(/^Also satisfies: ISO 27001 (A\.[\d.]+, )*A\.5\.30, .* · PCI DSS 12\.10( · |$)/)).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('soc2-requirements-and-controls.csv');
    const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Requirement,Control,State,Owner,Note');
    expect(lines.length).toBeGreaterThan(61);
    expect(lines.some((line) => line.startsWith('A1.1 '))).toBe(true);
  });

  test('other frameworks by address: ISO 27001, one not followed, GLBA from the library, an unknown id', async ({ page }) => {
    await signIn(page, '/manage/frameworkManage?framework=iso27001');
    await expect(page.getByRole('heading', { level: 1, name: 'ISO 27001' })).toBeVisible();
    await expect(page.getByText('ISO/IEC 27001:2022')).toBeVisible();
    await expect(stat(page, 'Compliance Status')).toContainText('92%');
    // Clauses 4 to 10 of the management system come first, then the Annex A themes.
    await expect(stat(page, 'Requirements')).toContainText('of 123');
    await expect(groupButton(page, '4 Context of the organization')).toHaveAttribute('aria-expanded', 'true');
    await expect(groupButton(page, 'A.5 Organizational controls')).toHaveAttribute('aria-expanded', 'false');
    await expect(groupButton(page, 'A.8 Technological controls')).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/manage/frameworkManage?framework=hipaa');
    await expect(page.getByRole('heading', { name: 'HIPAA Security Rule is not part of your organization yet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');

    // GLBA: the demo's 95%, its Safeguards Rule elements as groups.
    await page.goto('/manage/frameworkManage?framework=glba');
    await expect(page.getByRole('heading', { level: 1, name: 'GLBA' })).toBeVisible();
    await expect(stat(page, 'Compliance Status')).toContainText('95%');
    await expect(stat(page, 'Requirements')).toContainText('of 43');
    await expect(groupButton(page, '314.3(a) Information security program')).toHaveAttribute('aria-expanded', 'true');
    await expect(groupButton(page, '314.4(a) Qualified Individual')).toHaveAttribute('aria-expanded', 'false');
    await expect(groupButton(page, '314.4(j) Notice to the FTC')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'The requirement list of GLBA is coming' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/manage/frameworkManage?framework=no-such-framework');
    await expect(page.getByRole('heading', { level: 1, name: 'SOC 2' })).toBeVisible();
  });
});

test('a new organization implements a control shared by SOC 2 and ISO 27001: it needs evidence, then both frameworks move', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // Two sign-ups and a dozen screens: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  // OPS-06 Capacity management is the only control mapped to SOC 2 A1.1 and the only one mapped to ISO 27001 A.8.6.
  await signUpNewOrganization(page, '/manage/frameworks', `/register?frameworks=${encodeURIComponent('SOC 2, ISO 27001')}`);
  await expect(page.getByRole('article', { name: 'SOC 2 Type II' })).toContainText('0%');
  await expect(page.getByRole('article', { name: 'ISO 27001' })).toContainText('0%');

  await page.goto('/manage/frameworkManage?framework=iso27001');
  await expect(stat(page, 'Requirements')).toContainText('0 of 123');
  await page.goto('/manage/frameworkManage');
  await expect(stat(page, 'Compliance Status')).toContainText('0%');
  await expect(stat(page, 'Requirements')).toContainText('0 of 61');
  await groupButton(page, 'A1 Availability').click();

  // A second tab reads the control before the first one changes it.
  const other = await context.newPage();
  await other.goto('/manage/frameworkManage');
  await groupButton(other, 'A1 Availability').click();
  await other.getByRole('button', { name: 'Edit OPS-06 Capacity management' }).first().click();
  const staleDialog = other.getByRole('dialog', { name: 'Edit OPS-06 Capacity management' });
  await expect(staleDialog).toBeVisible();

  await page.getByRole('button', { name: 'Edit OPS-06 Capacity management' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit OPS-06 Capacity management' });
  await dialog.getByLabel('State').selectOption({ label: 'Not Applicable' });
  await dialog.getByRole('button', { name: 'Save Control' }).click();
  await expect(dialog.getByText('Say why this control does not apply.')).toBeVisible();
  await dialog.getByLabel('State').selectOption({ label: 'Implemented' });
  await dialog.getByLabel('Owner').selectOption({ label: 'Nora New' });
  await dialog.getByLabel('Note').fill('Capacity dashboards reviewed every month.');
  await dialog.getByRole('button', { name: 'Save Control' }).click();
  await expect(page.getByRole('status')).toContainText('OPS-06 Capacity management is now Implemented.');
  await expect(dialog).toBeHidden();
  // Implemented without evidence: it shows Needs evidence, and the framework's progress does not count it.
  await expect(page.getByRole('list', { name: 'Controls for A1.1' })).toContainText('Needs evidence');
  await expect(page.getByRole('list', { name: 'Controls for A1.1' })).toContainText('Verified evidence: none');
  await expect(stat(page, 'Requirements')).toContainText('0 of 61');
  await expect(stat(page, 'Compliance Status')).toContainText('0%');
  await page.goto('/manage/frameworks');
  await expect(page.getByRole('article', { name: 'SOC 2 Type II' })).toContainText('0%');

  // Verified evidence linked to it: the control counts.
  await proveControl(page, 'OPS-06', testInfo.outputPath('capacity.pdf'));
  await page.goto('/manage/frameworkManage');
  await expect(stat(page, 'Compliance Status')).toContainText('1%');
  await expect(stat(page, 'Requirements')).toContainText('1 of 61');
  await groupButton(page, 'A1 Availability').click();
  const controls = page.getByRole('list', { name: 'Controls for A1.1' });
  await expect(controls).toContainText('Implemented');
  await expect(controls).toContainText('Verified evidence: 1');
  await expect(controls).not.toContainText('Needs evidence');
  await expect(controls).toContainText('Owner: Nora New');
  await expect(controls).toContainText('Capacity dashboards reviewed every month.');

  // The other tab's edit was read before the change: it is refused and changes nothing.
  await staleDialog.getByLabel('State').selectOption({ label: 'In Progress' });
  await staleDialog.getByRole('button', { name: 'Save Control' }).click();
  await expect(staleDialog.getByText('This record was changed by someone else. Reload to see the latest.')).toBeVisible();
  await other.close();

  await page.goto('/manage/frameworkManage?framework=iso27001');
  // One requirement of 123 met: still 0% once rounded down.
  await expect(stat(page, 'Requirements')).toContainText('1 of 123');
  await expect(stat(page, 'Compliance Status')).toContainText('0%');
  await groupButton(page, 'A.8 Technological controls').click();
  await expect(page.getByRole('list', { name: 'Controls for A.8.6' })).toContainText('Implemented');
  await expectNoAxeViolations(page);

  await page.goto('/manage/frameworks');
  // SOC 2 moves to 1 of 61 (1%); ISO 27001's 1 of 123 still rounds down to 0%.
  await expect(page.getByRole('article', { name: 'SOC 2 Type II' })).toContainText('1%');
  await expect(page.getByRole('article', { name: 'ISO 27001' })).toContainText('0%');
  await page.goto('/manage');
  const status = page.getByRole('region', { name: 'Framework Status' });
  await expect(status.getByRole('listitem').filter({ hasText: 'SOC 2 Type II' })).toContainText('1%');
  await expect(status.getByRole('listitem').filter({ hasText: 'ISO 27001' })).toContainText('0%');

  // A viewer of the organization reads the same control, with no way to change it.
  const { viewer, viewerContext } = await inviteViewer(page, browser, 'Vic Viewer');
  await viewer.goto('/manage/frameworkManage');
  await expect(stat(viewer, 'Requirements')).toContainText('1 of 61');
  await groupButton(viewer, 'A1 Availability').click();
  await expect(viewer.getByRole('list', { name: 'Controls for A1.1' })).toContainText('Implemented');
  await expect(viewer.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await viewerContext.close();
});
