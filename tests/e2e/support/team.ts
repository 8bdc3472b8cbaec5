import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signUpInvited } from './auth';
import { invitationLinkFor } from './outbox';
import { uniqueEmail } from './session';

let viewers = 0;

/** Invites `email` as Viewer through Settings > Team at `teamUrl` and waits for the confirmation. */
export async function sendViewerInvitation(admin: Page, teamUrl: string, email: string): Promise<void> {
  await admin.goto(teamUrl);
  await admin.getByRole('button', { name: 'Invite Team Member' }).click();
  const invite = admin.getByRole('dialog', { name: 'Invite Team Member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('viewer');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${email} as Viewer.`);
}

/**
 * The admin signed in on `admin` invites a new person as Viewer through Settings > Team; that person signs up from
 * the invitation in a browser of their own (its own forwarded address). Close the context at the end of the test.
 * For a server of the test's own, `server` names its data folder (where the invitation is written) and its origin.
 */
export async function inviteViewer(
  admin: Page,
  browser: Browser,
  name: string,
  server: { dataDir: string; origin?: string } = { dataDir: process.env.E2E_DATA_DIR! },
): Promise<{ viewer: Page; viewerContext: BrowserContext }> {
  const email = uniqueEmail('viewer');
  await sendViewerInvitation(admin, '/manage/settings?path=team', email);

  viewers += 1;
  const viewerContext = await browser.newContext({
    ...(server.origin ? { baseURL: server.origin } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.0.${100 + (process.pid % 100)}.${viewers}` },
  });
  const viewer = await viewerContext.newPage();
  const token = invitationLinkFor(server.dataDir, email).split('/').pop();
  await signUpInvited(viewer, name, `/register?invitation=${token}`);
  return { viewer, viewerContext };
}
