/** @jest-environment node */
import { panelOf } from '@/app/manage/settings/integration-panels';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('integration-panels');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());

const untracked = { issues: new Map(), failures: [] };
const connected = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return admin;
};
const panel = async (member: Member) => panelOf(member, (await listConnections(member))[0]!, [], untracked);

describe('a connection panel', () => {
  it('gives each check its outcome over every resource and only the resources that did not pass', async () => {
    const admin = await connected('Panel Admin');
    await runChecks(admin, 'github', new Date('2026-11-26T08:00:00Z'));
    const checks = (await panel(admin)).latestRun!.checks;
    const reviews = checks.find((check) => check.id === 'github.default-branch-reviews')!;
    expect(reviews.outcome).toBe('fail');
    // api passes its reviews rule; web and infra do not.
    expect(reviews.notPassed.map((result) => result.resource)).toEqual(['web', 'infra']);
    expect(reviews.notPassed[0]).toEqual({ resource: 'web', reason: 'main is not protected.', issue: null });
    expect(checks.find((check) => check.id === 'github.org-two-factor')).toMatchObject({ outcome: 'pass', notPassed: [] });
  });

  it("shows another organization's connection without this one's run", async () => {
    const other = await connected('Panel Stranger');
    expect((await panel(other)).latestRun).toBeNull();
  });
});
