import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { API_KEY, startLinearStandIn, type LinearStandIn } from '../../support/linear-stand-in';
import { BOT_TOKEN, CHANNEL, startSlackStandIn, type SlackStandIn } from '../../support/slack-stand-in';

// Local servers answering Linear's GraphQL API and Slack's Web API stand in for them, through the URLs of the forms;
// Slack's keeps the messages posted to the channel.
let linear: LinearStandIn;
let slack: SlackStandIn;
test.beforeAll(async () => {
  [linear, slack] = await Promise.all([startLinearStandIn(), startSlackStandIn()]);
});
test.afterAll(() => Promise.all([linear.stop(), slack.stop()]));

const twoFactorCheck = 'The Slack workspace requires two-factor sign-in';
const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a failing check opens one Linear issue linked on the check and is posted to Slack’s channel, and a fix passes and resolves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  slack.set({ twoFactor: false });
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);

  const linearCard = cardOf(page, 'Linear');
  const linearForm = page.getByRole('form', { name: 'Connect Linear' });
  await linearForm.getByLabel('Team key').fill('ENG');
  await linearForm.getByLabel('Linear API URL').fill(linear.url);
  await linearForm.getByLabel('API key').fill('lin_api_wrongKey0000000000000000');
  await linearForm.getByRole('button', { name: 'Connect Linear' }).click();
  await expect(linearForm.getByText(/^Linear refused the API key/)).toBeVisible();
  await linearForm.getByLabel('API key').fill(API_KEY);
  await linearForm.getByRole('button', { name: 'Connect Linear' }).click();
  await expect(linearCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });

  const slackCard = cardOf(page, 'Slack');
  const slackForm = page.getByRole('form', { name: 'Connect Slack' });
  await slackForm.getByLabel('Channel ID').fill(CHANNEL);
  await slackForm.getByLabel('Slack API URL').fill(slack.url);
  await slackForm.getByLabel('Bot token').fill(BOT_TOKEN);
  await slackForm.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(slackCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  const body = page.locator('body');
  await expect(body).not.toContainText(API_KEY);
  await expect(body).not.toContainText(BOT_TOKEN);

  // The workspace does not require two-factor: the run fails the check, and the sync opens its issue and posts it.
  await slackCard.getByRole('button', { name: 'Run checks now' }).click();
  const check = slackCard.getByRole('region', { name: 'Latest check run' }).getByRole('listitem', { name: twoFactorCheck });
  await expect(check).toContainText('Failed', { timeout: 20_000 });
  await linearCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced: 1 opened, 0 resolved, 0 closed in the tracker, 1 posted\./)).toBeVisible({ timeout: 20_000 });
  expect(linear.issues).toHaveLength(1);
  const issue = linear.issues[0]!;
  expect(issue.title).toContain(twoFactorCheck);
  await expect(check.getByRole('link', { name: `Linear issue ${issue.identifier}` })).toHaveAttribute(
    'href',
    `https://linear.app/acme/issue/${issue.identifier}`,
  );
  expect(slack.messages).toHaveLength(1);
  expect(slack.messages[0]).toMatchObject({ channel: CHANNEL });
  expect(slack.messages[0]!.text).toContain('Fresh Start Inc.: 1 item needs attention in Complia');
  expect(slack.messages[0]!.text).toContain(`Failing check: ${twoFactorCheck}`);

  // Another run and sync of the same failure open and post nothing new.
  // The first run's confirmation may still show, so the second run's answer is waited for itself.
  const ranAgain = page.waitForResponse(
    (response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']),
  );
  await slackCard.getByRole('button', { name: 'Run checks now' }).click();
  expect((await ranAgain).ok()).toBe(true);
  await linearCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced: 0 opened, 0 resolved, 0 closed in the tracker, 0 posted\./)).toBeVisible({ timeout: 20_000 });
  expect(linear.issues).toHaveLength(1);
  expect(slack.messages).toHaveLength(1);

  // Two-factor is required in Slack: the next run passes the check, and the sync resolves its issue in Linear.
  slack.set({ twoFactor: true });
  await slackCard.getByRole('button', { name: 'Run checks now' }).click();
  await expect(check).toContainText('Passed', { timeout: 20_000 });
  await expect(check.getByRole('link', { name: `Linear issue ${issue.identifier}` })).toHaveCount(0);
  await linearCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced: 0 opened, 1 resolved/)).toBeVisible({ timeout: 20_000 });
  expect(issue.comments).toEqual(['The check passes again in Complia; this issue is resolved.']);
  expect(issue.stateType).toBe('completed');
});
