import { expect, test } from '@playwright/test';
import { signUp, signUpInvited } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { invitationLinkFor } from './support/outbox';
import { uniqueEmail } from './support/session';
import { sendViewerInvitation } from './support/team';

// A person invited by e-mail who has no account yet: from the invitation link to the inviting organization, by a
// sign-up that asks for a name and a password only. The suite's server trusts one proxy hop, so each browser
// comes from a forwarded address of its own and no per-client limit is reached.
const octet = () => Math.floor(Math.random() * 254) + 1;
const ownAddress = () => ({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });

test('an invited person signs up with a name and a password only and lands signed in inside the inviting organization', async ({
  page,
  browser,
}) => {
  // Two sign-ups (each hashes a password) and an invitation, in two browsers: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  const organization = `Joined Org ${Date.now().toString(36)}`;
  await page.context().setExtraHTTPHeaders(ownAddress());
  await signUp(page, { name: 'Ines Inviter', email: uniqueEmail('inviter'), company: organization });
  const email = uniqueEmail('invitee');
  await sendViewerInvitation(page, '/manage/settings?path=team', email);

  const inviteeContext = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(invitationLinkFor(process.env.E2E_DATA_DIR!, email));
  await expect(invitee.getByRole('heading', { name: `Join ${organization}` })).toBeVisible();
  await invitee.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(invitee).toHaveURL(/\/register\?invitation=[\w-]+$/);
  const registerUrl = invitee.url();

  // The form names the organization and the invited address, which cannot be changed, and asks nothing about
  // founding an organization.
  const form = invitee.getByRole('main');
  await expect(form.getByText(`You are joining ${organization} as Viewer.`)).toBeVisible();
  await expect(form.getByLabel('Work email')).toHaveValue(email);
  await expect(form.getByLabel('Work email')).not.toBeEditable();
  await expect(form.getByLabel('Company name')).toHaveCount(0);
  await expect(form.getByLabel('Industry')).toHaveCount(0);
  await expectNoAxeViolations(invitee);

  await signUpInvited(invitee, 'Ivo Invitee');
  const menu = invitee.getByRole('button', { name: /user menu/ });
  await expect(menu).toContainText('Ivo Invitee');
  await expect(menu).toContainText('Viewer');
  await expect(invitee.getByRole('banner')).toContainText(organization);
  await invitee.goto('/manage/settings?path=team');
  const team = invitee.getByRole('table', { name: 'Team members' });
  await expect(team).toContainText('Ines Inviter');
  await expect(team).toContainText('Ivo Invitee');
  await expect(team).toContainText(email);

  // The link worked once: the sign-up form now says so instead of offering itself.
  await inviteeContext.clearCookies();
  await invitee.goto(registerUrl);
  await expect(invitee.getByRole('main').getByRole('alert')).toContainText(
    'This invitation has already been used. Sign in to reach the organization.',
  );
  await expect(invitee.getByLabel('Full name')).toHaveCount(0);
  await inviteeContext.close();
});

test('the sign-up form of a link that names no invitation says so, with no form', async ({ page }) => {
  await page.goto(`/register?invitation=${'x'.repeat(43)}`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This invitation link is not valid. Check that you copied the whole link.',
  );
  await expect(page.getByLabel('Full name')).toHaveCount(0);
});
