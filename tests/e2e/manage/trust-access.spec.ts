import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdf } from '../../unit/reports/pdf-support';
import { expectNoAxeViolations } from '../support/axe';
import { signUpNewOrganization } from '../support/auth';

const octet = () => Math.floor(Math.random() * 254) + 1;

/** A real two-page PDF, as an auditor's report would be. */
async function reportPdf(name: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of [1, 2]) pdf.addPage([595, 842]).drawText(`SOC 2 Type II report, page ${page}`, { x: 50, y: 700, size: 14, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

// A private SOC 2 report behind the NDA: a signed-out visitor asks for it, an administrator approves in another
// browser, the visitor downloads it stamped with their name through the mailed link, then access is revoked.
test('a private document is requested, approved, downloaded stamped with the requester’s name, and revoked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  await signUpNewOrganization(page, '/manage/evidence');

  // The report, as an evidence item with a PDF.
  const evidenceName = `Auditor report ${tag}`;
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Evidence' });
  await upload.getByLabel('Evidence name').fill(evidenceName);
  await upload.getByLabel('Framework').selectOption('soc2');
  await upload.getByLabel('Evidence type').selectOption('document');
  await upload.getByLabel('Files').setInputFiles([await reportPdf(`${evidenceName}.pdf`)]);
  await upload.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(upload).toBeHidden();

  // Settings › Trust center: the address with its documents, the private report, the NDA, then publish.
  const slug = `access-${tag}`;
  await page.goto('/manage/settings?path=trust');
  const form = page.getByRole('form', { name: 'Trust center settings' });
  await form.getByLabel('Page address').fill(slug);
  await form.getByRole('group', { name: 'Sections shown' }).getByLabel('Documents').check();
  await form.getByRole('button', { name: 'Save trust center' }).click();
  await expect(page.getByText('Trust center settings saved.')).toBeVisible();
  // What a document may publish comes a page at a time: the report is found by its name.
  await page.getByLabel('Find a policy or evidence item to publish').fill(evidenceName);
  const add = page.getByRole('form', { name: 'Add a document' });
  await add.getByLabel('Document title').fill('SOC 2 Type II report');
  await add.getByLabel('Publishes').selectOption({ label: `Evidence: ${evidenceName}` });
  await add.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByText('"SOC 2 Type II report" added to the trust center.')).toBeVisible();
  const nda = page.getByRole('form', { name: 'NDA', exact: true });
  await nda.getByLabel('NDA text').fill('The documents are confidential and shared for the evaluation of our services only.');
  await nda.getByRole('button', { name: 'Save NDA' }).click();
  await expect(page.getByText('NDA saved (version 1).')).toBeVisible();
  await page.getByRole('button', { name: 'Publish page' }).click();
  await expect(page.getByText(`Trust page published at /trust/${slug}.`)).toBeVisible();

  // A visitor, signed out, in a browser of their own, asks for the report.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });
  const visitor = await context.newPage();
  await visitor.goto(`/trust/${slug}`);
  const documents = visitor.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('listitem').filter({ hasText: 'SOC 2 Type II report' })).toContainText('Available on request');
  await documents.getByRole('button', { name: 'Request access' }).click();
  const request = visitor.getByRole('form', { name: 'Request access' });
  await request.getByLabel('Name', { exact: true }).fill('Rita Requester');
  await request.getByLabel('Work e-mail').fill(`rita.${tag}@buyer.example`);
  await request.getByLabel('Company').fill('Buyer Holdings');
  await request.getByLabel('Reason').fill('Security review before signing');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByText('Accept the NDA to ask for access.')).toBeVisible();
  await expect(request.getByLabel('NDA text')).toContainText('shared for the evaluation of our services');
  await request.getByLabel('I accept the NDA').check();
  await expectNoAxeViolations(visitor);
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor.getByText('Thank you. Your request was sent; you will receive an e-mail once it is decided.')).toBeVisible();

  // The administrator approves it for 7 days; the link is mailed and shown once.
  await page.goto('/manage/settings?path=trust');
  const requests = page.getByRole('region', { name: 'Access requests' });
  await expect(requests).toContainText('Rita Requester · Buyer Holdings');
  await expect(requests).toContainText('Accepted NDA version 1');
  const approve = requests.getByRole('form', { name: 'Approve Rita Requester' });
  await approve.getByLabel('Days of access').fill('7');
  await approve.getByRole('button', { name: 'Approve' }).click();
  const shown = requests.getByText('Access link (sent by e-mail, shown once):');
  await expect(shown).toBeVisible();
  const link = await shown.getByRole('link').getAttribute('href');
  expect(link).toMatch(new RegExp(`/trust/${slug}/access/[\\w-]+$`));

  // The visitor opens the link and downloads the report: every page carries their name.
  await visitor.goto(link ?? '');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('documents for Rita Requester');
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download SOC 2 Type II report' }).click(),
  ]);
  const pages = await readPdf(new Uint8Array(readFileSync((await download.path()) ?? '')));
  expect(pages).toHaveLength(2);
  for (const text of pages) expect(text).toContain('Provided to Rita Requester (Buyer Holdings)');

  // The download is logged; revoking stops the link at once.
  await page.reload();
  await expect(requests.getByText('Downloads (1)')).toBeVisible();
  await requests.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Access of Rita Requester revoked.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Access through this link was revoked by the organization.')).toBeVisible();
  const refused = await context.request.get(new URL(download.url()).toString());
  expect(refused.status()).toBe(403);
  await context.close();
});
