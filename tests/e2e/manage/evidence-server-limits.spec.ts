import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';

const mb = 1024 * 1024;

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

/** A multipart body as the browser sends a server action's arguments (React's reply encoding: `_1_` fields, root `0`). */
function actionBody(boundary: string, files: { filename: string; data: Buffer }[]): Buffer {
  const parts: Part[] = [
    { name: '_1_name', value: 'Crafted upload' },
    { name: '_1_framework', value: 'soc2' },
    { name: '_1_type', value: 'document' },
    ...files.map((file) => ({ name: '_1_files', ...file })),
    { name: '0', value: '[{"status":"idle"},"$K1"]' },
  ];
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Fills the upload form with a valid file, then swaps the body of the request the browser sends for `files`:
 * what a client that skips the browser-side checks would send.
 */
async function uploadBypassingBrowserChecks(page: Page, files: { filename: string; data: Buffer }[]) {
  await page.route('**/manage/evidence', async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
    const boundary = '----evidence-e2e-boundary';
    await route.continue({
      postData: actionBody(boundary, files),
      headers: { ...request.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  });
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Evidence' });
  await dialog.getByLabel('Evidence name').fill('Valid in the browser');
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Evidence type').selectOption('document');
  await dialog.getByLabel('Files').setInputFiles([{ name: 'small.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
  return dialog;
}

test.describe('Evidence upload limits on the server', () => {
  test('the server refuses an 11 MB file and a wrong type itself, naming each file', async ({ page }) => {
    // Nothing is stored, so the demo organization's 8 seeded items stay as they are.
    await signIn(page, '/manage/evidence');
    const dialog = await uploadBypassingBrowserChecks(page, [
      { filename: 'eleven.pdf', data: Buffer.alloc(11 * mb, 1) },
      { filename: 'script.exe', data: Buffer.from('MZ') },
    ]);
    await expect(dialog.getByText('"eleven.pdf" is 11.0 MB: each file must be 10MB or smaller.')).toBeVisible();
    await expect(dialog.getByText('"script.exe" is not an accepted file type.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Evidence library' }).locator('tbody tr')).toHaveCount(8);
  });

  test('a body over the server’s limit gets a clear message, and the server keeps answering', async ({ page }) => {
    // This one ends with a stored upload: a new organization of its own keeps the demo library as seeded.
    await signUpNewOrganization(page, '/manage/evidence');
    const dialog = await uploadBypassingBrowserChecks(page, [{ filename: 'sixty.pdf', data: Buffer.alloc(60 * mb, 1) }]);
    // The 60 MB body is copied through the test's request interception before the server answers: slow on a busy
    // machine, so the message gets longer than the usual five seconds to appear.
    await expect(dialog.getByRole('alert')).toContainText('The upload could not be completed. Each file must be 10MB or smaller', {
      timeout: 20_000,
    });
    await expect(dialog).toBeVisible();
    await page.unroute('**/manage/evidence');
    await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Evidence "Valid in the browser" added');
    await expect(page.getByRole('table', { name: 'Evidence library' }).locator('tbody tr')).toHaveCount(1);
  });

  test('a file name with a NUL byte is refused with a 400 and a message, and nothing is stored', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/evidence');
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/manage/evidence'),
    );
    const dialog = await uploadBypassingBrowserChecks(page, [{ filename: 'ev\u0000il.pdf', data: Buffer.from('%PDF-1.4') }]);
    const response = await refused;
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe(
      'A file name or form field holds a character that is not allowed, such as a NUL byte. Rename the file and try again.',
    );
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No evidence yet' })).toBeVisible();
  });
});
