import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { uniqueEmail } from '../support/session';
import { inviteViewer } from '../support/team';

// An administrator connects an identity provider: a SCIM token made in Settings › Security provisions a member who
// shows in the team, and a deactivation ends the organization for a member who is using the product (their sign-in
// stays, since it may serve other organizations; this one had no other).
test('a SCIM token created in Settings › Security provisions a member, and a deactivation ends a member’s access', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ups (each hashes a password), an invitation and a build's first renders: slow on a busy machine.
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=security');

  const provisioning = page.getByRole('region', { name: 'Provisioning (SCIM)' });
  await expect(provisioning).toContainText('/scim/v2');
  await provisioning.getByRole('button', { name: 'Create SCIM Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create SCIM Token' });
  await dialog.getByLabel('Token name').fill('Okta');
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  const shown = dialog.getByLabel('New SCIM token');
  await expect(shown).toHaveValue(/^cscim_/);
  const token = await shown.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(provisioning.getByRole('list', { name: 'SCIM tokens' })).toContainText('Okta');
  await expect(provisioning.getByLabel('Okta token, masked')).toHaveText(new RegExp(`${token.slice(-4)}$`));

  const scim = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
  const newcomer = uniqueEmail('provisioned');
  const created = await request.post('/scim/v2/Users', {
    headers: scim,
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: newcomer,
      name: { givenName: 'Petra', familyName: 'Provisioned' },
      emails: [{ primary: true, value: newcomer, type: 'work' }],
      displayName: 'Petra Provisioned',
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/manage/settings?path=team');
  const team = page.getByRole('table', { name: 'Team members' });
  await expect(team).toContainText('Petra Provisioned');
  await expect(team).toContainText(newcomer);

  // A teammate who joined by invitation is signed in; the provider takes them over by their address, then deactivates them.
  const { viewer, viewerContext } = await inviteViewer(page, browser, 'Vera Viewer');
  await viewer.goto('/manage/settings?path=profile');
  const viewerEmail = await viewer.getByLabel('Email').inputValue();
  const linked = await request.post('/scim/v2/Users', {
    headers: scim,
    data: { userName: viewerEmail, emails: [{ value: viewerEmail, primary: true }], displayName: 'Vera Viewer' },
  });
  expect(linked.status()).toBe(201);
  const { id } = (await linked.json()) as { id: string };
  const deactivated = await request.patch(`/scim/v2/Users/${id}`, {
    headers: scim,
    data: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
  });
  expect(deactivated.status()).toBe(200);

  await viewer.goto('/manage');
  await expect(viewer).toHaveURL(/\/no-organization/);
  await page.reload();
  await expect(team).not.toContainText('Vera Viewer');
  await viewerContext.close();

  // Revoked, the token is refused.
  await page.goto('/manage/settings?path=security');
  await provisioning.getByRole('button', { name: 'Revoke Okta' }).click();
  await page.getByRole('dialog', { name: 'Revoke SCIM Token' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(provisioning.getByRole('list', { name: 'SCIM tokens' })).toHaveCount(0);
  expect((await request.get('/scim/v2/Users', { headers: scim })).status()).toBe(401);
});
