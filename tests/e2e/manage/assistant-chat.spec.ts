import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../support/openai-stand-in';
import { signIn } from '../support/auth';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

const NO_MODEL_NOTICE =
  'Drafting and open questions need a model. An operator sets ASSISTANT_PROVIDER, ASSISTANT_MODEL and ASSISTANT_API_KEY (docs/assistant.md).';

test.describe('the assistant panel with a model', OWN_SERVER, () => {
  test.describe.configure({ timeout: 300_000 });
  let dataDir: string;
  let server: ServerProcess;
  let standIn: OpenAiStandIn;
  test.afterEach(async () => {
    await server?.stop('SIGKILL');
    await standIn?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers "What does CC6.1 need from us?" on the SOC 2 controls page with sentences whose links open the records', async ({
    browser,
  }) => {
    standIn = await startOpenAiStandIn([
      {
        when: { afterTool: 'control' },
        answer: {
          text: 'CC6.1 needs the control {{tool:control:controls.0.label}}. [[{{tool:control:controls.0.ref}}]] Its state is {{tool:control:controls.0.state}}. [[{{tool:control:controls.0.ref}}]] Auditors always accept it. [[control:ZZ-99]]',
        },
      },
      {
        when: { lastUser: 'CC6\\.1', offersTool: 'control' },
        answer: { toolCalls: [{ name: 'control', arguments: { id: 'CC6.1', framework: 'soc2' } }] },
      },
    ]);
    dataDir = await preparedDataFolder('e2e-assistant-chat');
    // The demo organization has turned the assistant on (the setting an admin changes in Settings › Assistant).
    const database = await PGlite.create(join(dataDir, 'pglite'));
    await database.query('insert into assistant_settings (organization_id, enabled) select id, true from organizations');
    await database.close();
    server = startServerProcess(dataDir, {
      ASSISTANT_PROVIDER: 'openai-compatible',
      ASSISTANT_MODEL: 'stand-in-model',
      ASSISTANT_API_KEY: 'sk-e2e-stand-in',
      ASSISTANT_BASE_URL: standIn.url,
    });
    await untilReady(server);
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    await signIn(page, '/manage/frameworkManage', 120_000);

    await page.getByRole('button', { name: 'Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await panel.getByRole('button', { name: 'What does CC6.1 need from us?' }).click();

    const conversation = panel.getByRole('list', { name: 'Conversation' });
    await expect(conversation).toContainText('CC6.1 needs the control', { timeout: 30_000 });
    // Each sentence is an item of the reply's own list, inside the item of its turn.
    const sentence = (text: string) => conversation.getByRole('listitem').filter({ hasText: text }).last();
    const citation = sentence('CC6.1 needs the control').getByRole('link').first();
    await expect(citation).toHaveAttribute('href', '/manage/frameworkManage');
    // A sentence citing a record no tool returned is marked, never shown as fact.
    await expect(sentence('Auditors always accept it.')).toContainText('Unsupported: no record cited');
    await expect(sentence('CC6.1 needs the control')).not.toContainText('Unsupported');
    // The model was sent the control's record as the demo organization holds it, and never the key in a body.
    expect(standIn.requests.some((request) => request.messages.some((message) => message.role === 'tool'))).toBe(true);
    expect(JSON.stringify(standIn.requests)).not.toContain('sk-e2e-stand-in');

    await page.goto('/manage');
    await page.getByRole('button', { name: 'Assistant' }).click();
    await panel.getByRole('button', { name: 'Conversations' }).click();
    await panel
      .getByRole('list', { name: 'Earlier conversations' })
      .getByRole('button', { name: 'What does CC6.1 need from us?', exact: true })
      .click();
    await panel.getByRole('list', { name: 'Conversation' }).getByRole('link').first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/manage/frameworkManage', { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Requirements and Controls' })).toBeVisible({ timeout: 60_000 });
    await context.close();
  });
});

test.describe('the assistant panel without a model', () => {
  test('answers from the records and says how an operator enables drafting; Escape closes it', async ({ page }) => {
    // The framework page's first render on a busy shared server may take most of a minute.
    test.setTimeout(180_000);
    await signIn(page, '/manage/frameworkManage', 120_000);
    const button = page.getByRole('button', { name: 'Assistant' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await expect(panel.getByLabel('Your question')).toBeFocused();
    await panel.getByLabel('Your question').fill('What does CC6.1 need from us?');
    await panel.getByRole('button', { name: 'Ask' }).click();
    await expect(panel.getByText(NO_MODEL_NOTICE)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});
