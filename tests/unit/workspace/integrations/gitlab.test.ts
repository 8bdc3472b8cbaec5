/** @jest-environment node */
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';
import { failingCheckControls } from '@/lib/workspace/checks';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import { listFindings } from '@/lib/workspace/vulnerabilities';
import { GOOD_TOKEN, startGitlabStandIn, type GitlabStandIn } from '../../../support/gitlab-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('gitlab-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let gitlab: GitlabStandIn;
beforeAll(async () => {
  gitlab = await startGitlabStandIn();
});
afterAll(() => gitlab.close());

const now = new Date('2026-11-28T08:00:00Z');
const outcomes = (run: Awaited<ReturnType<typeof runChecks>>) =>
  run.results.map(({ checkId, resource, outcome }) => `${checkId} ${resource} ${outcome}`);

describe('GitLab connected and run', () => {
  it('connects a group by its path, fails what is open, puts the controls at risk, and passes once fixed', async () => {
    const admin = await founder('GitLab');
    await expect(
      connectIntegration(
        admin,
        'gitlab',
        gitlabConnectSchema.parse({ group: 'acme/platform', token: 'glpat-revokedToken000000000', baseUrl: gitlab.url }),
      ),
    ).rejects.toThrow('GitLab refused the token (401)');
    await connectIntegration(
      admin,
      'gitlab',
      gitlabConnectSchema.parse({ group: '/acme/platform/', token: GOOD_TOKEN, baseUrl: `${gitlab.url}/` }),
    );
    expect(await listConnections(admin)).toMatchObject([{ provider: 'gitlab', account: 'acme/platform', baseUrl: gitlab.url }]);

    const run = await runChecks(admin, 'gitlab', now);
    expect(outcomes(run)).toEqual([
      'gitlab.group-2fa acme/platform fail',
      'gitlab.default-branch-protected acme/platform/api pass',
      'gitlab.default-branch-protected acme/platform/web fail',
      'gitlab.default-branch-protected acme/platform/empty pass',
      'gitlab.merge-approvals acme/platform/api pass',
      'gitlab.merge-approvals acme/platform/web fail',
      'gitlab.merge-approvals acme/platform/empty fail',
      'gitlab.owners-bounded acme/platform pass',
    ]);
    expect(JSON.stringify(run)).not.toContain(GOOD_TOKEN);
    const failing = await failingCheckControls(admin, '2026-11-28');
    expect(failing.get('SDL-04')).toContain("Every GitLab project's default branch is protected");

    gitlab.set({ requireTwoFactor: true, webFixed: true });
    const fixed = await runChecks(admin, 'gitlab', new Date('2026-11-29T08:00:00Z'));
    expect(fixed.results.filter((result) => result.outcome === 'fail').map(({ resource }) => resource)).toEqual(['acme/platform/empty']);
  });

  it("records the projects' vulnerabilities, keeps those of a project whose report was refused, and fixes one gone", async () => {
    const admin = await founder('GitLab vulnerabilities');
    await connectIntegration(
      admin,
      'gitlab',
      gitlabConnectSchema.parse({ group: 'acme/platform', token: GOOD_TOKEN, baseUrl: gitlab.url }),
    );
    gitlab.set({ requireTwoFactor: false, webFixed: false, vulnerabilities: 'report', vulnerabilitiesFixed: false });
    await runChecks(admin, 'gitlab', now);
    const open = async (day: string) => (await listFindings(admin, day)).map((finding) => `${finding.asset} ${finding.identifier}`);
    expect((await open('2026-11-28')).sort()).toEqual([
      'acme/platform/api CVE-2026-1111',
      'acme/platform/api javascript.sql-injection',
      'acme/platform/web CVE-2026-3333',
    ]);

    // platform/web's report refused: the run's report is partial, so nothing is fixed for being absent from it.
    gitlab.set({ vulnerabilities: 'refused', vulnerabilitiesFixed: true });
    await runChecks(admin, 'gitlab', new Date('2026-11-29T08:00:00Z'));
    expect((await open('2026-11-29')).sort()).toEqual([
      'acme/platform/api CVE-2026-1111',
      'acme/platform/api javascript.sql-injection',
      'acme/platform/web CVE-2026-3333',
    ]);
    // Every report read again: the CVE GitLab no longer lists is fixed on the day of the run.
    gitlab.set({ vulnerabilities: 'report' });
    await runChecks(admin, 'gitlab', new Date('2026-11-30T08:00:00Z'));
    expect((await open('2026-11-30')).sort()).toEqual(['acme/platform/api javascript.sql-injection', 'acme/platform/web CVE-2026-3333']);
    const [fixed] = await listFindings(admin, '2026-11-30', 'fixed');
    expect(fixed).toMatchObject({ identifier: 'CVE-2026-1111', fixedOn: '2026-11-30' });
    gitlab.set({ vulnerabilities: 'missing', vulnerabilitiesFixed: false });
  });
});
