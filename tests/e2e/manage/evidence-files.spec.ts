import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { samplePdf } from '../../../lib/seed/evidence-sample-files';
import { signUp, signUpNewOrganization } from '../support/auth';
import { inviteViewer } from '../support/team';
import { uniqueEmail } from '../support/session';
import { expectNoAxeViolations } from '../support/axe';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

// Evidence as stored records: real files kept and downloaded byte for byte, only by members of their organization,
// and the review workflow. Every test founds organizations of its own, so the demo library stays as seeded.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const rows = (page: Page) => page.getByRole('table', { name: 'Evidence library' }).locator('tbody tr');

/** Writes a one-page PDF named `name` into the test's output folder and answers its path and bytes. */
async function pdfOnDisk(outputPath: (name: string) => string, name: string, title: string): Promise<{ path: string; bytes: Buffer }> {
  const bytes = Buffer.from(samplePdf(title, ['Exported for the evidence library.', `Unique mark ${Math.random().toString(36).slice(2)}`]));
  const path = outputPath(name);
  await writeFile(path, bytes);
  return { path, bytes };
}

/** Uploads one file through the upload modal of /manage/evidence and waits for the row. */
async function upload(page: Page, name: string, file: string): Promise<void> {
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Evidence' });
  await dialog.getByLabel('Evidence name').fill(name);
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Evidence type').selectOption('document');
  await dialog.getByLabel('Files').setInputFiles([file]);
  await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText(`Evidence "${name}" added (1 file`);
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
}

/** Opens an item's page from its row's View link. */
async function openItem(page: Page, name: string): Promise<void> {
  await page.goto('/manage/evidence');
  await rows(page)
    .filter({ hasText: name })
    .getByRole('link', { name: `View ${name}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A second organization in a browser context of its own (its own forwarded address for the sign-up limit). */
async function otherOrganization(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpNewOrganization(page, '/manage/evidence');
  return { context, page };
}

test('a new organization uploads a PDF and downloads the same bytes; another organization and a signed-out request cannot', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signUpNewOrganization(page, '/manage/evidence');
  const pdf = await pdfOnDisk((name) => testInfo.outputPath(name), 'access-review-q4.pdf', 'Access review Q4');
  await upload(page, 'Access review Q4', pdf.path);
  await expect(page.getByRole('status')).not.toContainText('not stored');

  await openItem(page, 'Access review Q4');
  await expect(page.getByText('Revision 1 (current)')).toBeVisible();
  await expect(page.getByText(sha256(pdf.bytes).slice(0, 12))).toBeVisible();
  const link = page.getByRole('link', { name: 'Download access-review-q4.pdf (revision 1)' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/manage\/evidence\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/);

  // The browser saves it under its name, with the very bytes uploaded.
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('access-review-q4.pdf');
  expect(sha256(await readFile((await download.path())!))).toBe(sha256(pdf.bytes));

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain('attachment; filename="access-review-q4.pdf"');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(sha256(await response.body())).toBe(sha256(pdf.bytes));
  await expectNoAxeViolations(page);

  // Another organization asking for the same address gets a plain 404, never the file.
  const other = await otherOrganization(browser);
  const refused = await other.page.request.get(href!, { maxRedirects: 0 });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain('was not found in your organization');
  await other.context.close();

  // Without a session the address leads to the sign-in page.
  const anonymous = await request.newContext({ baseURL });
  const signedOut = await anonymous.get(href!, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toContain(`/login?redirect=${encodeURIComponent(href!)}`);
  await anonymous.dispose();
});

test('review: verify one item, fail another with a reason, retry it with a new revision, archive and restore', async ({
  page,
}, testInfo) => {
  await signUpNewOrganization(page, '/manage/evidence');
  const first = await pdfOnDisk((name) => testInfo.outputPath(name), 'policy.pdf', 'Security policy');
  const second = await pdfOnDisk((name) => testInfo.outputPath(name), 'scan.pdf', 'Vulnerability scan');
  await upload(page, 'Security policy', first.path);
  await upload(page, 'Vulnerability scan', second.path);

  // Verify from the item's page.
  await openItem(page, 'Security policy');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Security policy' });
  await review.getByRole('button', { name: 'Verify' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('status')).toContainText('"Security policy" is verified.');
  await expect(page.getByText('Verified the evidence Security policy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review' })).toHaveCount(0);

  // Fail from the list's Review action: the reason is required and kept.
  await page.goto('/manage/evidence');
  await rows(page).filter({ hasText: 'Vulnerability scan' }).getByRole('link', { name: 'Review Vulnerability scan' }).click();
  const failing = page.getByRole('dialog', { name: 'Review Vulnerability scan' });
  await failing.getByRole('button', { name: 'Fail verification' }).click();
  await expect(failing.getByText('Enter the reason the evidence failed.')).toBeVisible();
  await failing.getByLabel('Reason it failed').fill('The scan covers only half of the hosts.');
  await failing.getByRole('button', { name: 'Fail verification' }).click();
  await expect(failing).toBeHidden();
  await expect(page.getByText('The scan covers only half of the hosts.').first()).toBeVisible();
  await expect(page.getByText('Verification Failed').first()).toBeVisible();

  // Retry with a new file: revision 2, pending again, revision 1 kept.
  const rescan = await pdfOnDisk((name) => testInfo.outputPath(name), 'rescan.pdf', 'Vulnerability scan, all hosts');
  await page.getByRole('button', { name: 'Retry' }).click();
  const retry = page.getByRole('dialog', { name: 'Retry Vulnerability scan' });
  await retry.getByLabel('New files').setInputFiles([rescan.path]);
  await retry.getByRole('button', { name: 'Upload and retry' }).click();
  await expect(retry).toBeHidden();
  await expect(page.getByText('Revision 2 (current)')).toBeVisible();
  await expect(page.getByText('Revision 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending Review').first()).toBeVisible();
  // The reason is cleared from the item and stays in its history.
  await expect(page.getByText('The scan covers only half of the hosts.')).toHaveCount(1);

  // The list's figures follow; Archive asks first, then the item leaves the default list.
  await page.goto('/manage/evidence');
  await expect(
    page
      .locator('p', { hasText: /^Verified$/ })
      .first()
      .locator('..'),
  ).toContainText('1');
  await rows(page).filter({ hasText: 'Security policy' }).getByRole('button', { name: 'Archive Security policy' }).click();
  const archive = page.getByRole('dialog', { name: 'Archive evidence' });
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(archive).toBeHidden();
  await expect(rows(page).filter({ hasText: 'Security policy' })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('archived');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Archived');
  await rows(page).first().getByRole('link', { name: 'View Security policy' }).click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog', { name: 'Restore evidence' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored the evidence Security policy from the archive')).toBeVisible();
});

test('a viewer reads and downloads evidence, with no button that changes it', async ({ page, browser }, testInfo) => {
  await signUpNewOrganization(page, '/manage/evidence');
  const pdf = await pdfOnDisk((name) => testInfo.outputPath(name), 'dpa.pdf', 'Signed DPA');
  await upload(page, 'Signed DPA', pdf.path);

  const { viewer, viewerContext } = await inviteViewer(page, browser, 'Vera Viewer');
  await viewer.goto('/manage/evidence');
  await expect(rows(viewer)).toHaveCount(1);
  await expect(viewer.getByRole('button', { name: '+ Upload Evidence' })).toHaveCount(0);
  const row = rows(viewer).first();
  await expect(row.getByRole('link', { name: 'View Signed DPA' })).toBeVisible();
  for (const action of ['Review', 'Edit', 'Retry', 'Replace', 'Archive'])
    await expect(
      row.getByRole('link', { name: `${action} Signed DPA` }).or(row.getByRole('button', { name: `${action} Signed DPA` })),
    ).toHaveCount(0);

  await row.getByRole('link', { name: 'View Signed DPA' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Signed DPA' })).toBeVisible();
  for (const label of ['Review', 'Edit', 'Replace', 'Archive', 'Link control', 'Unlink'])
    await expect(viewer.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  const href = await viewer.getByRole('link', { name: 'Download dpa.pdf (revision 1)' }).getAttribute('href');
  const response = await viewer.request.get(href!);
  expect(response.status()).toBe(200);
  expect(sha256(await response.body())).toBe(sha256(pdf.bytes));
  // The page offers a viewer no form, even when its address asks for one.
  await viewer.goto(`${new URL(viewer.url()).pathname}?panel=edit`);
  await expect(viewer.getByRole('dialog')).toHaveCount(0);
  await viewerContext.close();
});

test.describe('after a restart', OWN_SERVER, () => {
  // A server of its own on a throw-away data folder: the suite's shared server is never stopped.
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  const servers: ServerProcess[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('an uploaded file downloads with the same bytes once the server has restarted', async ({ browser }, testInfo) => {
    dataDir = await preparedDataFolder('e2e-evidence-restart');
    const first = startServerProcess(dataDir);
    servers.push(first);
    await untilReady(first);
    const context = await browser.newContext({ baseURL: first.origin });
    const page = await context.newPage();
    await signUp(page, { name: 'Rita Restart', email: uniqueEmail('restart'), company: 'Restart Inc.' });
    await page.goto('/manage/evidence');
    const pdf = await pdfOnDisk((name) => testInfo.outputPath(name), 'kept.pdf', 'Kept across restarts');
    await upload(page, 'Kept across restarts', pdf.path);
    await openItem(page, 'Kept across restarts');
    const href = await page.getByRole('link', { name: 'Download kept.pdf (revision 1)' }).getAttribute('href');
    await first.stop();

    const second = startServerProcess(dataDir);
    servers.push(second);
    await untilReady(second);
    // Cookies are per host, not per port: the session signed in on the first server is sent to the second.
    const response = await page.request.get(`${second.origin}${href}`);
    expect(response.status()).toBe(200);
    expect(sha256(await response.body())).toBe(sha256(pdf.bytes));
    await context.close();
  });
});
