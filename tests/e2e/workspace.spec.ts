import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { signUp, signUpInvited } from './support/auth';
import { invitationLinkFor } from './support/outbox';
import { uniqueEmail } from './support/session';
import { preparedDataFolder } from './support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from './support/server-process';

// One organization's life on its own server and data folder: sign-up, an invited viewer, settings kept across a
// restart, and a second organization that sees none of it. The server trusts one proxy hop, so each browser comes
// from its own forwarded address and no per-client limit is reached.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let dataDir: string;
let server: ServerProcess;
let clients = 0;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  dataDir = await preparedDataFolder('e2e-workspace');
  server = startServerProcess(dataDir, { TRUSTED_PROXY: '1' });
  await untilReady(server);
});
test.afterAll(async () => {
  // Open pages keep connections alive, and the server waits for them before it exits.
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh browser context (no cookies) behind the trusted proxy at an address of its own. */
async function freshPage(browser: Browser): Promise<Page> {
  clients += 1;
  const context = await browser.newContext({ baseURL: server.origin, extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${clients}` } });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, email: string, path = '/manage') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, 'http://x').pathname, { timeout: 30_000 });
}

async function createPolicy(page: Page, name: string) {
  await page.getByRole('button', { name: '+ Create New Policy' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Policy' });
  await dialog.getByLabel('Policy name').fill(name);
  await dialog.getByLabel('Primary framework').selectOption('soc2');
  await dialog.getByLabel('Policy owner').fill('Ada Admin');
  await dialog.getByRole('button', { name: 'Create Policy' }).click();
  await expect(page.getByRole('status')).toContainText(`Policy "${name}" created as a draft.`);
}

const policyName = 'Analytical Health Access Policy';
const admin = { name: 'Ada Admin', email: uniqueEmail('ada'), company: 'Analytical Health' };
const viewer = { name: 'Vera Viewer', email: uniqueEmail('vera') };

test('an admin signs up into a new organization and invites a viewer, who joins read-only', OWN_SERVER, async ({ browser }) => {
  const adminPage = await freshPage(browser);
  await signUp(adminPage, admin);
  const menu = adminPage.getByRole('button', { name: /user menu/ });
  await expect(menu).toContainText('Ada Admin');
  await expect(menu).toContainText('Administrator');
  await expect(adminPage.getByRole('banner')).toContainText('Analytical Health');

  // A new organization starts empty, and a policy created here is stored for the whole organization.
  await adminPage.goto('/manage/policies');
  await expect(adminPage.getByRole('heading', { name: 'No policies yet' })).toBeVisible();
  await createPolicy(adminPage, policyName);
  await expect(adminPage.getByRole('table', { name: 'Policies' })).toContainText(policyName);

  await adminPage.goto('/manage/settings?path=team');
  await adminPage.getByRole('button', { name: 'Invite Team Member' }).click();
  const invite = adminPage.getByRole('dialog', { name: 'Invite Team Member' });
  await invite.getByLabel('Email').fill(viewer.email);
  await invite.getByLabel('Role').selectOption('viewer');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(adminPage.getByRole('status')).toContainText(`Invitation sent to ${viewer.email} as Viewer.`);
  await expect(adminPage.getByText(viewer.email).first()).toBeVisible();

  const viewerPage = await freshPage(browser);
  const link = invitationLinkFor(dataDir, viewer.email);
  await viewerPage.goto(link);
  await expect(viewerPage.getByRole('heading', { name: 'Join Analytical Health' })).toBeVisible();
  await viewerPage.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(viewerPage).toHaveURL(/\/register\?invitation=/);
  await expect(viewerPage.getByText('You are joining Analytical Health as Viewer.')).toBeVisible();
  await expect(viewerPage.getByLabel('Work email')).toHaveValue(viewer.email);
  await signUpInvited(viewerPage, viewer.name);
  const viewerMenu = viewerPage.getByRole('button', { name: /user menu/ });
  await expect(viewerMenu).toContainText('Vera Viewer');
  await expect(viewerMenu).toContainText('Viewer');
  await expect(viewerPage.getByRole('banner')).toContainText('Analytical Health');

  // The viewer sees the team, cannot manage it, and a write the screen still offers is refused by the server.
  await viewerPage.goto('/manage/settings?path=team');
  const team = viewerPage.getByRole('table', { name: 'Team members' });
  await expect(team).toContainText('Ada Admin');
  await expect(team).toContainText('Vera Viewer');
  await expect(viewerPage.getByRole('button', { name: 'Invite Team Member' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: /Edit Role/ })).toHaveCount(0);

  // The viewer reads the organization's records in another browser, with no way to write.
  await viewerPage.goto('/manage/policies');
  await expect(viewerPage.getByRole('table', { name: 'Policies' })).toContainText(policyName);
  await expect(viewerPage.getByRole('button', { name: '+ Create New Policy' })).toHaveCount(0);

  // The link worked once.
  await viewerPage.goto(link);
  await expect(viewerPage.getByText('This invitation has already been used.')).toBeVisible();

  // The admin's team now lists the viewer, without a pending invitation.
  await adminPage.goto('/manage/settings?path=team');
  await expect(adminPage.getByRole('table', { name: 'Team members' })).toContainText('Vera Viewer');
  await expect(adminPage.getByRole('button', { name: `Withdraw the invitation of ${viewer.email}` })).toHaveCount(0);
});

test('the profile and notifications are saved, and a fresh browser sees them after a restart', OWN_SERVER, async ({ browser }) => {
  const page = await freshPage(browser);
  await signIn(page, admin.email, '/manage/settings');
  await page.getByLabel('First name', { exact: true }).fill('Augusta');
  await page.getByLabel('Job title').fill('Head of Compliance');
  await page.getByLabel('Date format').selectOption('YYYY-MM-DD');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status')).toContainText('Profile saved.');
  await expect(page.getByRole('button', { name: /user menu/ })).toContainText('Augusta Admin');

  await page.goto('/manage/settings?path=notifications');
  const weekly = page.getByRole('switch', { name: 'Weekly digest' });
  await expect(weekly).not.toBeChecked();
  await weekly.click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('status')).toContainText('Notification preferences saved.');

  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await server.stop();
  server = startServerProcess(dataDir, { TRUSTED_PROXY: '1' });
  await untilReady(server);

  const again = await freshPage(browser);
  await signIn(again, admin.email, '/manage/settings');
  await expect(again.getByLabel('First name', { exact: true })).toHaveValue('Augusta');
  await expect(again.getByLabel('Job title')).toHaveValue('Head of Compliance');
  await expect(again.getByLabel('Date format')).toHaveValue('YYYY-MM-DD');
  await again.goto('/manage/settings?path=notifications');
  await expect(again.getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
  await again.goto('/manage/settings?path=team');
  await expect(again.getByRole('table', { name: 'Team members' })).toContainText('Vera Viewer');
  await again.goto('/manage/policies');
  await expect(again.getByRole('table', { name: 'Policies' })).toContainText(policyName);
});

test('a second organization sees none of the first one, and the last admin cannot leave', OWN_SERVER, async ({ browser }) => {
  const other = await freshPage(browser);
  await signUp(other, { name: 'Otto Other', email: uniqueEmail('otto'), company: 'Other Org' });
  await other.goto('/manage/settings?path=team');
  const team = other.getByRole('table', { name: 'Team members' });
  await expect(team).toContainText('Otto Other');
  await expect(team).not.toContainText('Ada');
  await expect(team).not.toContainText('Vera Viewer');
  await other.goto('/manage');
  await expect(other.getByText('Created the organization Other Org')).toBeVisible();
  await expect(other.getByText('Analytical Health')).toHaveCount(0);
  await other.goto('/manage/policies');
  await expect(other.getByRole('heading', { name: 'No policies yet' })).toBeVisible();
  await expect(other.getByText(policyName)).toHaveCount(0);

  await other.goto('/manage/settings?path=team');
  await other.getByRole('button', { name: 'Edit Role of Otto Other' }).click();
  const edit = other.getByRole('dialog', { name: 'Edit Role: Otto Other' });
  await edit.getByLabel('Role').selectOption('member');
  await edit.getByRole('button', { name: 'Save Role' }).click();
  await expect(edit.getByText('An organization needs at least one administrator.')).toBeVisible();
});
