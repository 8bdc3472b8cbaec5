import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';

/** The UTC calendar day `days` from now, as the server counts days. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% SOC 2 Type II report\n%%EOF\n') });

test.describe('Vendors', () => {
  test('a vendor with an expiring SOC 2 report, and a questionnaire answered through its one-time link', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUpNewOrganization(page, '/manage/vendors');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
    await expect(page.getByText('No vendors yet')).toBeVisible();

    // Add a vendor: its page opens.
    const name = `Acme Hosting ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '+ Add vendor' }).click();
    const add = page.getByRole('dialog', { name: 'Add vendor' });
    await add.getByLabel('Vendor name').fill(name);
    await add.getByLabel('Service').fill('Cloud hosting of the product');
    await add.getByLabel('Criticality').selectOption('critical');
    await add.getByLabel('Customer personal data').check();
    await add.getByLabel(/^Subprocessor/).check();
    await add.getByLabel('Countries').fill('us, ie');
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('US, IE')).toBeVisible();
    await expect(page.getByText('Reviewed: every 6 months')).toBeVisible();

    // Upload a SOC 2 report that expires in 10 days: marked expiring.
    await page.getByRole('button', { name: 'Upload document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload document' });
    await upload.getByLabel('Period start').fill('2025-10-01');
    await upload.getByLabel('Period end').fill('2026-09-30');
    await upload.getByLabel('Expiry date').fill(dayFromNow(10));
    await upload.getByLabel('File').setInputFiles(pdf('acme-soc2.pdf'));
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(upload).toBeHidden();
    const documents = page.getByRole('list', { name: 'Vendor documents' });
    await expect(documents.getByRole('listitem').filter({ hasText: 'acme-soc2.pdf' })).toContainText('SOC 2 report');
    await expect(documents).toContainText('Expiring: 10 days left');
    await expect(documents).toContainText('Period: 2025-10-01 to 2026-09-30');
    const vendorPage = page.url();

    // The same document is a task on My tasks, for the founder (an admin: the vendor has no owner).
    await page.goto('/manage/tasks?kind=vendor-document');
    await expect(page.getByText(`${name}: SOC 2 report`)).toBeVisible();

    // Send questionnaire: the link is shown once.
    await page.goto(vendorPage);
    await page.getByRole('button', { name: 'Send questionnaire' }).click();
    const send = page.getByRole('dialog', { name: 'Send questionnaire' });
    await send.getByRole('button', { name: 'Create link' }).click();
    const linkField = send.getByLabel('Questionnaire link');
    await expect(linkField).toBeVisible();
    const url = new URL(await linkField.inputValue());
    expect(url.pathname).toMatch(/^\/vendor-questionnaire\/[\w-]{43}$/);
    await send.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Questionnaire sent, waiting for the answers')).toBeVisible();

    // The vendor answers in a browser of its own, without signing in.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(new URL(url.pathname, page.url()).toString());
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Security questionnaire from Fresh Start Inc.');
    await expect(visitor.getByText(`For ${name}`)).toBeVisible();
    await visitor.getByLabel('Your name').fill('Dana Vendor');
    const questions = visitor.getByRole('group');
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let index = 0; index < count; index += 1) {
      await questions
        .nth(index)
        .getByLabel(index === 1 ? 'Partly' : 'Yes', { exact: true })
        .check();
    }
    await questions
      .nth(1)
      .getByLabel(/Comment/)
      .fill('ISO 27001 certificate; SOC 2 report next spring.');
    await visitor.getByRole('button', { name: 'Send answers' }).click();
    await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      `Thank you: the answers of ${name} are recorded.`,
    );

    // Used once: the same link now says so; a made-up token is a clear message, not an error page.
    await visitor.reload();
    await expect(visitor.getByText('This questionnaire has already been answered.', { exact: false })).toBeVisible();
    const unknown = await visitor.goto(new URL('/vendor-questionnaire/not-a-real-token-00000000000000', page.url()).toString());
    expect(unknown?.status()).toBeLessThan(500);
    await expect(visitor.getByText('This questionnaire link is not valid.', { exact: false })).toBeVisible();
    await context.close();

    // The answers are on the review.
    await page.reload();
    await expect(page.getByText('Questionnaire answered')).toBeVisible();
    const answers = page.getByRole('list', { name: 'Questionnaire answers' });
    await expect(page.getByText('Answers from Dana Vendor')).toBeVisible();
    await expect(answers.getByRole('listitem').filter({ hasText: 'Independent assurance' })).toContainText('Partly');
    await expect(answers).toContainText('ISO 27001 certificate; SOC 2 report next spring.');
  });
});
