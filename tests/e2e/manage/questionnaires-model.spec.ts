import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../support/openai-stand-in';
import { questionnaireTurn } from '../../support/questionnaire-model-stand-in';
import { signIn } from '../support/auth';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { demoOrganizationId, withStoppedDatabase } from '../support/report-files';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

/** One question the demo organization's records answer, and one the stand-in model answers with a claim of its own. */
const CSV = [
  'Question,Answer',
  'Is customer data encrypted at rest?,',
  'Is customer data encrypted at rest under your ISO 27701 certificate?,',
  '',
].join('\r\n');

test.describe('questionnaire answers written by the model', OWN_SERVER, () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  let server: ServerProcess;
  let standIn: OpenAiStandIn;
  test.afterEach(async () => {
    await server?.stop('SIGKILL');
    await standIn?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a cited answer is suggested, an unsupported one withheld, and the questionnaire is deleted', async ({ browser }) => {
    standIn = await startOpenAiStandIn([questionnaireTurn({ unsupported: /27701/ })]);
    dataDir = await preparedDataFolder('e2e-questionnaires-model');
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
    await signIn(page, '/manage/questionnaires/new');

    const name = `Contoso review ${Date.now()}`;
    await page.getByLabel('Questionnaire name').fill(name);
    await page.getByLabel('Questionnaire file').setInputFiles({ name: 'contoso.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: 'Upload questionnaire' }).click();
    await expect(page).toHaveURL(/\/manage\/questionnaires\/[0-9a-f-]{36}\/columns/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Use these columns' }).click();
    await expect(page).toHaveURL(/\/manage\/questionnaires\/[0-9a-f-]{36}$/, { timeout: 30_000 });

    await page.getByRole('button', { name: 'Get suggestions' }).click();
    const cited = page.getByRole('article', { name: 'Question 1', exact: true });
    await expect(cited.getByText("Written by the assistant's model from the records it cites", { exact: false })).toBeVisible({
      timeout: 60_000,
    });
    await expect(cited.getByText(/Suggested answer · Confidence \d+%/)).toBeVisible();
    await expect(cited.getByText(/^Yes\. /).first()).toBeVisible();
    await expect(cited.getByRole('list', { name: 'Sources' }).getByRole('listitem').first()).toBeVisible();
    // The model's claim of a certificate no record names is withheld: the honest default stands, and says why.
    const withheld = page.getByRole('article', { name: 'Question 2', exact: true });
    await expect(withheld.getByText('No answer found in your records')).toBeVisible();
    await expect(withheld.getByText("The model's answer was withheld: the records it cites do not say it.")).toBeVisible();
    await expect(withheld.getByText('We hold a current ISO 27701 certificate')).toHaveCount(0);
    await expect(withheld.getByLabel('Answer to question 2')).toHaveValue('');
    expect(standIn.requests).toHaveLength(1);

    // Delete asks first; Cancel keeps it, confirming removes it from the list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Questionnaire' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete Questionnaire' }).click();
    await expect(page).toHaveURL(/\/manage\/questionnaires$/, { timeout: 30_000 });
    await expect(page.getByText(`The questionnaire ${name} was deleted.`)).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });
});
