/** @jest-environment node */
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';
import { linearConnectSchema, slackConnectSchema } from '@/lib/schemas/integrations/tracker-connect';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import { syncTrackers, trackedIssues, trackerFailures } from '@/lib/workspace/trackers';
import { GOOD_TOKEN, startGitlabStandIn, type GitlabStandIn } from '../../../support/gitlab-stand-in';
import { API_KEY, startLinearStandIn, type LinearStandIn } from '../../../support/linear-stand-in';
import { BOT_TOKEN, CHANNEL, startSlackStandIn, type SlackStandIn } from '../../../support/slack-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('slack-linear-sync');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let gitlab: GitlabStandIn;
let slack: SlackStandIn;
let linear: LinearStandIn;
beforeAll(async () => {
  [gitlab, slack, linear] = await Promise.all([startGitlabStandIn(), startSlackStandIn(), startLinearStandIn()]);
});
afterAll(() => Promise.all([gitlab.close(), slack.stop(), linear.stop()]));

const slackInput = (token = BOT_TOKEN, channel = CHANNEL) => slackConnectSchema.parse({ token, channel, baseUrl: slack.url });
const connectGitlab = (admin: Awaited<ReturnType<typeof founder>>) =>
  connectIntegration(admin, 'gitlab', gitlabConnectSchema.parse({ group: 'acme/platform', token: GOOD_TOKEN, baseUrl: gitlab.url }));

describe('Slack', () => {
  it('refuses a wrong token or channel, and judges two-factor only where Slack says', async () => {
    const admin = await founder('Slack check');
    await expect(connectIntegration(admin, 'slack', slackInput('xoxb-0000-wrongBotToken000'))).rejects.toThrow(
      'Slack refused the bot token (invalid_auth)',
    );
    await expect(connectIntegration(admin, 'slack', slackInput(BOT_TOKEN, 'C9999999999'))).rejects.toThrow('Slack finds no such channel');
    await connectIntegration(admin, 'slack', slackInput());

    slack.set({ twoFactor: null });
    const unknown = await runChecks(admin, 'slack', new Date('2026-11-28T08:00:00Z'));
    expect(unknown.results).toEqual([
      expect.objectContaining({
        checkId: 'slack.workspace-2fa',
        resource: 'Acme',
        outcome: 'unknown',
        reason: expect.stringContaining('does not say'),
      }),
    ]);
    slack.set({ twoFactor: false });
    expect((await runChecks(admin, 'slack', new Date('2026-11-29T08:00:00Z'))).results[0]).toMatchObject({ outcome: 'fail' });
    slack.set({ twoFactor: true });
    expect((await runChecks(admin, 'slack', new Date('2026-11-30T08:00:00Z'))).results[0]).toMatchObject({ outcome: 'pass' });
    expect(JSON.stringify(unknown)).not.toContain(BOT_TOKEN);
  });

  it('announces a sync’s new failures in one message, never twice, and keeps a refused post for the next sync', async () => {
    const admin = await founder('Slack alerts');
    gitlab.set({ requireTwoFactor: false, webFixed: false });
    await connectGitlab(admin);
    await connectIntegration(admin, 'slack', slackInput());
    await runChecks(admin, 'gitlab', new Date('2026-11-28T08:00:00Z'));
    const before = slack.messages.length;

    // Slack rate limits the first post with Retry-After; it is waited out and the batch is one message.
    slack.set({ rateLimit: 'once', notInChannel: false });
    expect(await syncTrackers(admin)).toMatchObject({ alerted: 4, failed: 0 });
    expect(slack.messages).toHaveLength(before + 1);
    const message = slack.messages.at(-1)!.text;
    expect(message).toContain('Slack alerts');
    expect(message).toContain('4 items need attention');
    expect(message).toContain('/manage/integrations/checks/gitlab.group-2fa|Failing check: The GitLab group requires two-factor');
    expect(await syncTrackers(admin)).toMatchObject({ alerted: 0 });
    expect(slack.messages).toHaveLength(before + 1);

    // Fixed, then failing again: news again. The bot is removed from the channel: the failure waits, shown in Settings, and is posted once it is back.
    gitlab.set({ webFixed: true });
    await runChecks(admin, 'gitlab', new Date('2026-11-29T08:00:00Z'));
    expect(await syncTrackers(admin)).toMatchObject({ alerted: 0 });
    gitlab.set({ webFixed: false });
    await runChecks(admin, 'gitlab', new Date('2026-11-30T08:00:00Z'));
    slack.set({ notInChannel: true });
    expect(await syncTrackers(admin)).toMatchObject({ alerted: 0, failed: 2 });
    expect((await trackerFailures(admin))[0]?.error).toBe('Slack: The bot is not in the channel. Invite it with /invite @your-app.');
    slack.set({ notInChannel: false });
    expect(await syncTrackers(admin)).toMatchObject({ alerted: 2 });
    expect(slack.messages).toHaveLength(before + 2);
  });
});

describe('Linear', () => {
  it('refuses a wrong key, opens an issue once, shows it completed in Linear, and completes it when the check passes', async () => {
    const admin = await founder('Linear');
    gitlab.set({ requireTwoFactor: false, webFixed: true });
    await connectGitlab(admin);
    const input = (apiKey: string, teamKey = 'ENG') => linearConnectSchema.parse({ apiKey, teamKey, baseUrl: linear.url });
    await expect(connectIntegration(admin, 'linear', input('lin_api_wrongKey0000000000000000'))).rejects.toThrow(
      'Linear refused the API key',
    );
    await expect(connectIntegration(admin, 'linear', input(API_KEY, 'OPS'))).rejects.toThrow('Linear has no team with this key');
    await connectIntegration(admin, 'linear', input(API_KEY));
    await runChecks(admin, 'gitlab', new Date('2026-11-28T08:00:00Z'));

    expect(await syncTrackers(admin)).toMatchObject({ opened: 2 });
    expect(await syncTrackers(admin)).toMatchObject({ opened: 0 });
    expect(linear.issues).toHaveLength(2);
    const twoFactor = linear.issues.find((issue) => issue.title.includes('two-factor'))!;
    expect(twoFactor.description).toContain('[Open in Complia](');
    const key = 'check:gitlab.group-2fa:acme/platform';
    expect((await trackedIssues(admin)).get(key)).toMatchObject({ provider: 'linear', key: twoFactor.identifier });

    linear.complete(twoFactor.identifier, 'Sam Ortiz');
    await syncTrackers(admin);
    expect((await trackedIssues(admin)).get(key)).toMatchObject({ status: 'open', closedBy: 'Sam Ortiz' });

    const other = linear.issues.find((issue) => issue !== twoFactor)!;
    gitlab.set({ requireTwoFactor: true });
    await runChecks(admin, 'gitlab', new Date('2026-11-29T08:00:00Z'));
    expect(await syncTrackers(admin)).toMatchObject({ resolved: 1 });
    expect(twoFactor.comments).toEqual(['The check passes again in Complia; this issue is resolved.']);
    expect(other.comments).toEqual([]);
  });
});
