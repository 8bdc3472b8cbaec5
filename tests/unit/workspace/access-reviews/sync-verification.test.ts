/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { googleWorkspaceConnectSchema } from '@/lib/schemas/integrations/google-workspace-connect';
import { closeCampaign, createCampaign, decideAccount, readCampaign } from '@/lib/workspace/access-reviews';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { ADMIN_EMAIL, startGoogleStandIn, type GoogleStandIn } from '../../../support/google-workspace-stand-in';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('access-reviews-sync');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let github: GithubStandIn;
let google: GoogleStandIn;
beforeAll(async () => {
  [github, google] = await Promise.all([startGithubStandIn(), startGoogleStandIn()]);
});
afterAll(() => Promise.all([github.close(), google.close()]));

const first = new Date('2026-11-02T08:00:00Z');
const decided = new Date('2026-11-03T08:00:00Z');
const second = new Date('2026-11-04T08:00:00Z');
const third = new Date('2026-11-05T08:00:00Z');
const today = '2026-11-05';
const fixture = (...path: string[]) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'fixtures', ...path), 'utf8')) as { primaryEmail?: string; login?: string }[];

async function campaignOver(admin: Member, reviewer: Member, source: 'github' | 'google-workspace') {
  const campaign = await createCampaign(
    admin,
    {
      name: `Review of ${source}`,
      dueOn: '2026-12-31',
      recurrence: 'none',
      systems: [{ source, reviewerMemberId: reviewer.id, ownerMemberId: admin.id }],
    },
    first,
  );
  return campaign.id;
}

async function revoke(reviewer: Member, campaignId: string, email: string, name?: string) {
  const { accounts } = await readCampaign(reviewer, campaignId, today);
  for (const account of accounts) {
    const revoked = name ? account.name === name : account.email === email;
    await decideAccount(
      reviewer,
      { id: account.id, version: account.version, decision: revoked ? 'revoke' : 'keep', reason: revoked ? 'No longer needed' : '' },
      decided,
    );
  }
}

const verificationOf = async (member: Member, campaignId: string, match: (row: { name: string; email: string }) => boolean) =>
  (await readCampaign(member, campaignId, today)).accounts.find(match)?.verification;

describe('revokes verified by the next GitHub sync', () => {
  it('lists the members with the owner flag, and verifies a revoked member once the next sync no longer lists them', async () => {
    const admin = await founder('Github reviews');
    const reviewer = await joinAs(admin, 'member');
    await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
    await runChecks(admin, 'github', first);
    const campaignId = await campaignOver(admin, reviewer, 'github');
    const { accounts } = await readCampaign(admin, campaignId, today);
    expect(accounts.map((row) => [row.name, row.admin, row.person])).toEqual([
      ['hubot', false, null],
      ['monalisa', false, null],
      ['octocat', true, null],
    ]);
    await revoke(reviewer, campaignId, '', 'hubot');
    await runChecks(admin, 'github', second);
    expect(await verificationOf(admin, campaignId, (row) => row.name === 'hubot')).toBe('flagged');
    github.set({
      answers: {
        '/orgs/acme-corp/members': { status: 200, body: fixture('github', 'members.json').filter((member) => member.login !== 'hubot') },
      },
    });
    await runChecks(admin, 'github', third);
    expect(await verificationOf(admin, campaignId, (row) => row.name === 'hubot')).toBe('verified');
    const { campaign } = await readCampaign(admin, campaignId, today);
    expect((await closeCampaign(admin, campaignId, campaign.version, third)).campaign.status).toBe('closed');
  }, 60_000);
});

describe('revokes verified by the next Google Workspace sync', () => {
  it('flags a revoked user still listed, and leaves the revoke as it was when the directory cannot be read', async () => {
    const admin = await founder('Google reviews');
    const reviewer = await joinAs(admin, 'member');
    await connectIntegration(
      admin,
      'google-workspace',
      googleWorkspaceConnectSchema.parse({ serviceAccountKey: google.serviceAccountKey, adminEmail: ADMIN_EMAIL, baseUrl: google.url }),
    );
    await runChecks(admin, 'google-workspace', first);
    const campaignId = await campaignOver(admin, reviewer, 'google-workspace');
    await revoke(reviewer, campaignId, 'bob@acme.com');
    const isBob = (row: { email: string }) => row.email === 'bob@acme.com';
    expect(await verificationOf(admin, campaignId, isBob)).toBe('pending');

    google.set({ refused: 'directory' });
    await runChecks(admin, 'google-workspace', second);
    expect(await verificationOf(admin, campaignId, isBob)).toBe('pending');

    google.set({ refused: 'none' });
    await runChecks(admin, 'google-workspace', second);
    expect(await verificationOf(admin, campaignId, isBob)).toBe('flagged');
    const { campaign } = await readCampaign(admin, campaignId, today);
    expect((await refusal(closeCampaign(admin, campaignId, campaign.version, second))).message).toContain('still listed');

    google.set({ users: fixture('google-workspace', 'users.json').filter((user) => user.primaryEmail !== 'bob@acme.com') });
    await runChecks(admin, 'google-workspace', third);
    expect(await verificationOf(admin, campaignId, isBob)).toBe('verified');
  }, 60_000);
});
