import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signUpInvited } from './auth';
import { invitationLinkFor } from './outbox';
import { uniqueEmail } from './session';

let viewers = 0;

type InvitedRole = 'admin' | 'member' | 'viewer';
const roleLabels: Record<InvitedRole, string> = { admin: 'Administrator', member: 'Member', viewer: 'Viewer' };

/** Invites `email` with `role` through Settings > Team at `teamUrl` and waits for the confirmation. */
export async function sendInvitation(admin: Page, teamUrl: string, email: string, role: InvitedRole): Promise<void> {
  await admin.goto(teamUrl);
  await admin.getByRole('button', { name: 'Invite Team Member' }).click();
  const invite = admin.getByRole('dialog', { name: 'Invite Team Member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption(role);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${email} as ${roleLabels[role]}.`);
}

/** Invites `email` as Viewer through Settings > Team at `teamUrl` and waits for the confirmation. */
export async function sendViewerInvitation(admin: Page, teamUrl: string, email: string): Promise<void> {
  await sendInvitation(admin, teamUrl, email, 'viewer');
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
  return inviteTeammate(admin, browser, name, 'viewer', server);
}

/** As inviteViewer, with any role: the invited person signs up in a browser context of their own. */
export async function inviteTeammate(
  admin: Page,
  browser: Browser,
  name: string,
  role: InvitedRole,
  server: { dataDir: string; origin?: string } = { dataDir: process.env.E2E_DATA_DIR! },
): Promise<{ viewer: Page; viewerContext: BrowserContext }> {
  const email = uniqueEmail(role);
  await sendInvitation(admin, '/manage/settings?path=team', email, role);

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
