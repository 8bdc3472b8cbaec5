import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { uniqueEmail } from '../support/session';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

const KB = 1024;

/** A PDF of `size` bytes: the signature the server checks, then filler. */
const pdfOfSize = (name: string, size: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]),
});

async function openUpload(page: Page, name: string, file: ReturnType<typeof pdfOfSize>) {
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Evidence' });
  await dialog.getByLabel('Evidence name').fill(name);
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Evidence type').selectOption('document');
  await dialog.getByLabel('Files').setInputFiles([file]);
  await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
  return dialog;
}

test.describe("an organization's storage quota", OWN_SERVER, () => {
  // A server of its own, with a quota of 1 MB, on a throw-away data folder.
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  let server: ServerProcess;
  test.afterEach(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('refuses an upload past the quota saying how much room is left, shows the use in Settings, and frees room when an admin deletes archived files', async ({
    browser,
  }) => {
    dataDir = await preparedDataFolder('e2e-storage-quota');
    server = startServerProcess(dataDir, { STORAGE_QUOTA_MB: '1' });
    await untilReady(server);
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await signUp(page, { name: 'Quinn Quota', email: uniqueEmail('quota'), company: 'Quota Ltd.' });

    await page.goto('/manage/settings?path=organization');
    await expect(page.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuetext', '0 B of 1.0 MB used');

    await page.goto('/manage/evidence');
    let dialog = await openUpload(page, 'Firewall rules', pdfOfSize('rules.pdf', 600 * KB));
    await expect(dialog).toBeHidden();
    dialog = await openUpload(page, 'Too big now', pdfOfSize('big.pdf', 500 * KB));
    await expect(dialog.getByRole('alert')).toContainText(
      'This upload is 500.0 KB, but your organization has 424.0 KB of its 1.0 MB storage left. An administrator can free room by deleting the files of archived evidence.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/manage/settings?path=organization');
    const bar = page.getByRole('progressbar', { name: 'Storage used' });
    await expect(bar).toHaveAttribute('aria-valuetext', '600.0 KB of 1.0 MB used');
    await expect(bar).toHaveAttribute('aria-valuenow', '59');

    // Archive the item, then delete its stored files as the organization's admin.
    await page.goto('/manage/evidence');
    await page.getByRole('link', { name: 'View Firewall rules', exact: true }).click();
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive evidence' }).getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Delete Files' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete stored files' });
    await expect(confirm).toContainText('Delete the stored file of Firewall rules?');
    await confirm.getByRole('button', { name: 'Delete Files' }).click();
    await expect(page.getByRole('status')).toContainText('The stored files of "Firewall rules" were deleted, freeing 600.0 KB.');
    await expect(page.getByRole('button', { name: 'Delete Files' })).toHaveCount(0);

    await page.goto('/manage/settings?path=organization');
    await expect(page.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuetext', '0 B of 1.0 MB used');
    await page.goto('/manage/evidence');
    await expect(await openUpload(page, 'Fits again', pdfOfSize('again.pdf', 500 * KB))).toBeHidden();
    await context.close();
  });
});
