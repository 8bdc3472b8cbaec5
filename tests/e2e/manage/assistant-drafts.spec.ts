import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../support/openai-stand-in';
import { signIn } from '../support/auth';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { demoOrganizationId, withStoppedDatabase } from '../support/report-files';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

const REPORT = readFileSync(path.join(process.cwd(), 'tests/fixtures/assistant/nimbus-ledger-soc2.pdf'));

const policyDraft = {
  title: 'Access Control Policy of Acme Demo',
  content: '# Access Control Policy\n\n## Reviews\n\nAccess to production is reviewed every quarter by the security lead.',
};

/** What the stand-in model reads from the fixture report, with one exception its pages never state. */
const reportReading = {
  auditPeriod: { from: '2025-10-01', to: '2026-09-30', page: 1 },
  opinion: { value: 'unqualified', page: 2 },
  exceptions: [
    { text: 'For 2 of 25 terminated employees sampled, access to the billing database was removed after five business days.', page: 4 },
    { text: 'Encryption keys for customer invoices were not rotated during the period.', page: 4 },
  ],
  subserviceOrganizations: [{ text: 'Stripe, Inc. processes card payments.', page: 3 }],
  userEntityControls: [
    { text: 'User entities are responsible for enabling multi-factor authentication for their administrator accounts.', page: 3 },
  ],
};

test.describe('drafts of the assistant', OWN_SERVER, () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  let server: ServerProcess;
  let standIn: OpenAiStandIn;
  test.afterEach(async () => {
    await server?.stop('SIGKILL');
    await standIn?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a drafted policy is confirmed into a Draft, and a vendor SOC 2 report is read into a review', async ({ browser }) => {
    standIn = await startOpenAiStandIn([
      { when: { lastUser: 'Draft the policy' }, answer: { text: JSON.stringify(policyDraft) } },
      { when: { lastUser: 'Read the SOC 2 report' }, answer: { text: JSON.stringify(reportReading) } },
    ]);
    dataDir = await preparedDataFolder('e2e-assistant-drafts');
    // An admin of the demo organization turned the assistant on in its settings.
    await withStoppedDatabase(dataDir, async (db) => {
      await db.query('insert into assistant_settings (organization_id, enabled) values ($1, true)', [await demoOrganizationId(db)]);
    });
    server = startServerProcess(dataDir, {
      ASSISTANT_PROVIDER: 'openai-compatible',
      ASSISTANT_MODEL: 'stand-in-model',
      ASSISTANT_BASE_URL: standIn.url,
    });
    await untilReady(server);
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await signIn(page, '/manage/policies');

    // Draft a policy from the Access Control template: the draft opens on its own page, nothing written yet.
    await page.getByRole('button', { name: 'Draft Access Control Policy with the assistant' }).click();
    await expect(page).toHaveURL(/\/manage\/assistant\/proposals\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: policyDraft.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What confirming does' })).toContainText('It still goes through review and approval.');
    await expect(page.getByRole('region', { name: 'The draft' }).getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Records it cites' }).getByRole('link').first()).toBeVisible();
    const draftUrl = page.url();

    // Confirm: a Draft policy with the drafted text, whose history says the assistant drafted it.
    await page.getByRole('button', { name: 'Create the Draft policy' }).click();
    await expect(page).toHaveURL(/\/manage\/policies\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: policyDraft.title })).toBeVisible();
    await expect(page.getByText('Access to production is reviewed every quarter by the security lead.')).toBeVisible();
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Created the policy .* from the template Access Control Policy, drafted by the assistant/)).toBeVisible();
    await page.goto(draftUrl);
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create the Draft policy' })).toHaveCount(0);

    // A vendor with its SOC 2 report.
    await page.goto('/manage/vendors');
    await page.getByRole('button', { name: '+ Add vendor' }).click();
    const add = page.getByRole('dialog', { name: 'Add vendor' });
    await add.getByLabel('Vendor name').fill('Nimbus Ledger');
    await add.getByLabel('Service').fill('Billing platform');
    await add.getByLabel('Criticality').selectOption('high');
    await add.getByLabel('Customer personal data').check();
    await add.getByLabel('Countries').fill('us');
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nimbus Ledger' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload document' });
    await upload.getByLabel('Period start').fill('2025-10-01');
    await upload.getByLabel('Period end').fill('2026-09-30');
    await upload.getByLabel('File').setInputFiles({ name: 'nimbus-ledger-soc2.pdf', mimeType: 'application/pdf', buffer: REPORT });
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(upload).toBeHidden();

    // Read the report: each part with its page, the invented exception dropped and counted.
    await page.getByRole('button', { name: 'Read the report nimbus-ledger-soc2.pdf' }).click();
    await expect(page).toHaveURL(/\/manage\/assistant\/proposals\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'What confirming does' })).toContainText(
      '1 item the model gave was dropped: its page does not say it.',
    );
    const exceptions = page.getByRole('region', { name: 'Exceptions' });
    await expect(exceptions.getByRole('listitem')).toHaveCount(1);
    await expect(exceptions).toContainText('For 2 of 25 terminated employees sampled');
    await expect(exceptions).toContainText('page 4');
    await expect(page.getByRole('region', { name: 'Complementary user-entity controls' })).toContainText('Your controls:');

    // Confirm: the vendor's review holds the reading in its notes.
    await page.getByRole('button', { name: 'Record the review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nimbus Ledger' })).toBeVisible();
    await expect(
      page.getByText(
        '- For 2 of 25 terminated employees sampled, access to the billing database was removed after five business days. (page 4)',
      ),
    ).toBeVisible();
    await expect(page.getByText(/Reviewed the vendor Nimbus Ledger on .*, drafted by the assistant/)).toBeVisible();
    expect(standIn.requests).toHaveLength(2);
    await context.close();
  });
});
