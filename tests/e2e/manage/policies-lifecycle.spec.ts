import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { inviteViewer } from '../support/team';

// A policy's life in a new organization: a template becomes a draft, is edited with a live preview, submitted,
// approved by the founder (an administrator) and downloaded as a PDF; an invited viewer reads it and cannot approve.

const FORBIDDEN = 'Your role does not allow this action.';

/** The status badge of the policy page's facts. */
const statusOf = (page: Page) =>
  page
    .locator('dl')
    .getByText(/^(Draft|Under Review|Approved|Expired)$/)
    .first();

/** Confirms a lifecycle step: its button opens a dialog, whose button of the same purpose runs it. */
async function confirmStep(page: Page, button: string, dialogTitle: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a template becomes an approved policy, downloaded as a PDF; a viewer cannot approve', async ({ page, browser }) => {
  await signUpNewOrganization(page, '/manage/policies');

  // Use Template: a draft with the template's text in the organization's name opens in the editor.
  await page.getByRole('button', { name: 'Use template Information Security Policy' }).click();
  await expect(page).toHaveURL(/\/manage\/policies\/[0-9a-f-]{36}\/edit$/);
  const id = page.url().split('/').at(-2)!;
  await expect(page.getByLabel('Policy name')).toHaveValue('Information Security Policy');
  const text = page.getByLabel('Policy text (Markdown)');
  await expect(text).toHaveValue(/Fresh Start Inc\. protects the confidentiality/);
  await expect(page.getByText('Minor edit')).toHaveCount(0);

  // Edit, with the live preview rendering the same Markdown safely.
  await page.getByLabel('Policy owner').fill('Nora New');
  await text.fill(
    `${await text.inputValue()}\n\n## Contacts\n\nWrite to [the security team](mailto:security@example.com). <script>alert(1)</script>`,
  );
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'the security team' })).toHaveAttribute('href', 'mailto:security@example.com');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/policies/${id}$`));
  await expect(page.getByRole('status')).toContainText('Policy "Information Security Policy" v1.0 saved as a draft.');
  await expect(statusOf(page)).toHaveText('Draft');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();

  // Submit, then approve as the founder (an administrator); the approved text is kept as v1.0.
  await confirmStep(page, 'Submit for Review', 'Submit for Review', 'Submit for Review');
  await expect(statusOf(page)).toHaveText('Under Review');
  const approveRequest = page.waitForRequest((request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined);
  await confirmStep(page, 'Approve', 'Approve Policy', 'Approve');
  const approval = await approveRequest;
  await expect(statusOf(page)).toHaveText('Approved');
  const versions = page.locator('section', { has: page.getByRole('heading', { name: 'Versions' }) });
  await expect(versions).toContainText('v1.0 approved by Nora New');

  // Download: a PDF named after the policy and its version.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('information-security-policy-v1.0.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Editing the approved policy starts v1.1 as a draft; v1.0 stays readable.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('Minor edit (v1.0 → v1.1)')).toBeChecked();
  await page.getByLabel('Major revision (v1.0 → v2.0)').check();
  await page.getByRole('button', { name: 'Save as v2.0 Draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/policies/${id}$`));
  await expect(statusOf(page)).toHaveText('Draft');
  await page.getByRole('link', { name: 'Read version v1.0' }).click();
  await expect(page.getByRole('heading', { name: 'Version v1.0 (read-only)' })).toBeVisible();

  // A viewer of the organization reads the policy, with no Approve and no Edit; a direct approve is refused.
  const { viewer, viewerContext } = await inviteViewer(page, browser, 'Vera Viewer');

  await viewer.goto('/manage/policies');
  const row = viewer.getByRole('table', { name: 'Policies' }).locator('tbody tr').filter({ hasText: 'Information Security Policy' });
  await expect(row.locator('td').last().locator('a, button')).toHaveText(['View']);
  await expect(viewer.getByRole('button', { name: /^Use template/ })).toHaveCount(0);
  await viewer.goto(`/manage/policies/${id}`);
  await expect(viewer.getByRole('heading', { level: 1, name: 'Information Security Policy' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await viewer.goto(`/manage/policies/${id}/edit`);
  await expect(viewer.getByText(FORBIDDEN)).toBeVisible();

  // The administrator's Approve request, sent again from the viewer's session, is refused by the server.
  const refused = await viewer.evaluate(
    async ({ url, headers, body }) => {
      const response = await fetch(url, { method: 'POST', headers, body });
      return response.text();
    },
    {
      url: approval.url(),
      headers: Object.fromEntries(
        Object.entries(approval.headers()).filter(([name]) =>
          ['next-action', 'content-type', 'accept', 'next-router-state-tree'].includes(name),
        ),
      ),
      body: approval.postData() ?? '',
    },
  );
  expect(refused).toContain(FORBIDDEN);
  await viewer.goto(`/manage/policies/${id}`);
  await expect(statusOf(viewer)).toHaveText('Draft');
  await viewerContext.close();
});
