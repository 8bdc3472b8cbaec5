/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { controlsWithCurrentEvidence, readEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import { readFrameworkDetail, setControlState } from '@/lib/workspace/frameworks';
import { connectIntegration, latestCheckRun, runChecks } from '@/lib/workspace/integrations';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('check-runs');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());
beforeEach(() => github.set({ answers: {} }));

const now = new Date('2026-11-26T08:00:00Z');
const connected = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return admin;
};

describe('GitHub check runs', () => {
  it('runs every check on the gathered facts, keeps the run, and files the facts as evidence linked to the checks’ controls', async () => {
    const admin = await connected('Runner');
    expect(await latestCheckRun(admin, 'github')).toBeNull();
    const run = await runChecks(admin, 'github', now);
    expect(run.results).toEqual(
      expect.arrayContaining([
        {
          checkId: 'github.org-two-factor',
          resource: 'acme-corp',
          outcome: 'pass',
          reason: 'Two-factor authentication is required of every member.',
        },
        { checkId: 'github.default-branch-reviews', resource: 'api', outcome: 'pass', reason: 'main needs 1 approving review(s).' },
        { checkId: 'github.default-branch-reviews', resource: 'web', outcome: 'fail', reason: 'main is not protected.' },
        {
          checkId: 'github.dependabot-critical',
          resource: 'web',
          outcome: 'fail',
          reason: '1 critical Dependabot alert(s) open more than 30 days: #7.',
        },
        { checkId: 'github.secret-scanning', resource: 'acme-corp', outcome: 'pass', reason: 'No open secret scanning alert(s).' },
      ]),
    );
    expect(await latestCheckRun(admin, 'github')).toMatchObject({
      account: 'acme-corp',
      requestedBy: admin.displayName,
      evidenceId: run.evidenceId,
    });

    const item = await readEvidence(admin, run.evidenceId!);
    expect(item.record).toMatchObject({ name: 'GitHub checks of acme-corp, 2026-11-26', type: 'system-log', status: 'pending' });
    expect(item.controls.map((control) => control.id).sort()).toEqual([
      'AC-05',
      'CRY-01',
      'SDL-04',
      'SDL-05',
      'SDL-07',
      'SDL-09',
      'VUL-01',
    ]);
    // The integration collected it, so the person who asked may review it too.
    expect(item.verification).toEqual({ allowed: true, self: false });
    const file = await readEvidenceFile(admin, run.evidenceId!, item.files[0]!.id);
    const kept = JSON.parse(new TextDecoder().decode(file.bytes));
    expect(kept.facts.organization).toBe('acme-corp');
    expect(kept.results).toEqual(run.results);
    expect(new TextDecoder().decode(file.bytes)).not.toContain(GOOD_TOKEN);
  });

  it('keeps each run, so a fix shows on the next one', async () => {
    const admin = await connected('Fixer');
    await runChecks(admin, 'github', now);
    github.set({
      answers: {
        '/repos/acme-corp/web/branches/main/protection': {
          status: 200,
          body: { required_pull_request_reviews: { required_approving_review_count: 2 } },
        },
      },
    });
    const later = new Date(now.getTime() + 60_000);
    await runChecks(admin, 'github', later);
    const latest = await latestCheckRun(admin, 'github');
    expect(latest!.startedAt).toEqual(later);
    expect(latest!.results).toContainEqual({
      checkId: 'github.default-branch-reviews',
      resource: 'web',
      outcome: 'pass',
      reason: 'main needs 2 approving review(s).',
    });
  });

  it('a failing check makes its controls need attention and stop counting, until a run passes them', async () => {
    const admin = await connected('Attention');
    const reviewer = await joinAs(admin, 'member');
    await setControlState(admin, 'SDL-05', { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 0 });
    await currentEvidenceFor(admin, ['SDL-05'], reviewer);
    const sdl05 = async () => {
      const { detail } = await readFrameworkDetail(admin, 'soc2');
      return detail.groups
        .flatMap((group) => group.requirements.flatMap((requirement) => requirement.controls))
        .find((control) => control.id === 'SDL-05')!;
    };
    expect((await controlsWithCurrentEvidence(admin)).has('SDL-05')).toBe(true);

    await runChecks(admin, 'github', now);
    expect((await controlsWithCurrentEvidence(admin)).has('SDL-05')).toBe(false);
    expect(await sdl05()).toMatchObject({
      state: 'implemented',
      needsEvidence: false,
      failingChecks: ["Every active repository's default branch requires a reviewed pull request"],
    });

    const reviewed = { status: 200, body: { required_pull_request_reviews: { required_approving_review_count: 1 } } };
    github.set({
      answers: { '/repos/acme-corp/web/branches/main/protection': reviewed, '/repos/acme-corp/infra/branches/trunk/protection': reviewed },
    });
    await runChecks(admin, 'github', new Date(now.getTime() + 60_000));
    expect((await controlsWithCurrentEvidence(admin)).has('SDL-05')).toBe(true);
    expect((await sdl05()).failingChecks).toEqual([]);
  });

  it("refuses a viewer's run, a run without a connection, and one whose credentials no longer open", async () => {
    const admin = await connected('Guarded');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(runChecks(viewer, 'github', now))).kind).toBe('forbidden');
    const stranger = await founder('Stranger');
    expect((await refusal(runChecks(stranger, 'github', now))).kind).toBe('not-found');
    expect(await latestCheckRun(stranger, 'github')).toBeNull();
    const db = await getDb();
    await db
      .update(integrationConnections)
      .set({ sealedCredentials: 'v1.altered' })
      .where(eq(integrationConnections.organizationId, admin.organizationId));
    expect((await refusal(runChecks(admin, 'github', now))).message).toBe(
      "GitHub's credentials can no longer be read: the server's encryption key changed. Disconnect GitHub and connect it again.",
    );
  });
});
