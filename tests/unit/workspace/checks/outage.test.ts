/** @jest-environment node */
import { GET as listControls } from '@/app/api/v1/controls/route';
import { GET as listChecks } from '@/app/api/v1/checks/route';
import { checkRunsForPeriod, readCheckStandings, recordCheckException } from '@/lib/workspace/checks';
import { controlsWithCurrentEvidence } from '@/lib/workspace/evidence';
import { readFrameworkDetail, setControlState } from '@/lib/workspace/frameworks';
import { connectIntegration, latestCheckRun, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { call, followWithApiAccess, keyOf } from '../../api/api-fixtures';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('check-outage');
// The outbox prints each failure alert: kept quiet.
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());
beforeEach(() => github.set({ answers: {} }));

const REVIEWS = "Every active repository's default branch requires a reviewed pull request";
const now = new Date('2026-11-26T08:00:00Z');
const hoursOn = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);
const today = new Date().toISOString().slice(0, 10);

const refused = { status: 401, body: { message: 'Bad credentials', status: '401' } };
/** GitHub refusing every request, as after the token was revoked. */
const revoke = () =>
  github.set({
    answers: Object.fromEntries(
      [
        '/orgs/acme-corp',
        '/orgs/acme-corp/repos',
        '/orgs/acme-corp/repos/page-2',
        '/repos/acme-corp/api/branches/main/protection',
        '/repos/acme-corp/web/branches/main/protection',
        '/repos/acme-corp/infra/branches/trunk/protection',
        '/orgs/acme-corp/dependabot/alerts',
        '/orgs/acme-corp/secret-scanning/alerts',
      ].map((path) => [path, refused]),
    ),
  });
const reviewed = { status: 200, body: { required_pull_request_reviews: { required_approving_review_count: 1 } } };
const allReviewed = {
  '/repos/acme-corp/web/branches/main/protection': reviewed,
  '/repos/acme-corp/infra/branches/trunk/protection': reviewed,
};

/** An organization following SOC 2 with API access, SDL-05 implemented with verified evidence, and GitHub connected. */
async function connected(name: string) {
  const admin = await founder(name);
  await followWithApiAccess(admin, ['soc2'], ['soc2']);
  await setControlState(admin, 'SDL-05', { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: 0 });
  await currentEvidenceFor(admin, ['SDL-05'], await joinAs(admin, 'member'));
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return { admin, key: (await keyOf(admin, 'read-only')).key };
}

/**
 * SDL-05 as the framework page, the dashboard's failing controls and /api/v1/controls show it, and whether its
 * evidence counts (the frameworks' progress on the dashboard).
 */
async function sdl05(admin: Member, key: string) {
  const { detail } = await readFrameworkDetail(admin, 'soc2');
  const onPage = detail.groups
    .flatMap((group) => group.requirements.flatMap((requirement) => requirement.controls))
    .find((control) => control.id === 'SDL-05')!;
  const response = await call(listControls, '/controls', { key });
  expect(response.status).toBe(200);
  const { controls } = (await response.json()) as { controls: { id: string; failingChecks: string[]; needsEvidence: boolean }[] };
  return {
    page: onPage.failingChecks,
    dashboard: (await readCheckStandings(admin, today)).failing.get('SDL-05') ?? [],
    counted: (await controlsWithCurrentEvidence(admin, today)).has('SDL-05'),
    api: controls.find((control) => control.id === 'SDL-05')!.failingChecks,
  };
}

describe('a run that could not read GitHub', () => {
  it('keeps a failing control Needs attention on the framework page, the dashboard and the API, until a run that reads it passes', async () => {
    const { admin, key } = await connected('Outage');
    const evidenced = await sdl05(admin, key);
    expect(evidenced).toMatchObject({ page: [], dashboard: [], counted: true, api: [] });

    await runChecks(admin, 'github', now);
    const failing = await sdl05(admin, key);
    expect(failing).toMatchObject({ page: [REVIEWS], dashboard: [REVIEWS], counted: false, api: [REVIEWS] });

    revoke();
    const blind = await runChecks(admin, 'github', hoursOn(1));
    expect(blind.results.every((result) => result.outcome === 'unknown')).toBe(true);
    expect(await sdl05(admin, key)).toEqual(failing);
    // The auditor package's coverage reads the same: the blind run's day is a failing day of the check.
    const period = { start: '2026-11-26', end: '2026-11-26' };
    const [, blindDay] = await checkRunsForPeriod(admin, period);
    expect(blindDay!.results).toContainEqual({
      checkId: 'github.default-branch-reviews',
      resource: 'web',
      outcome: 'fail',
      reason: 'main is not protected.',
      readAt: now.toISOString(),
    });

    // A run that reads the repositories again and finds them reviewed clears it.
    github.set({ answers: allReviewed });
    await runChecks(admin, 'github', hoursOn(2));
    expect(await sdl05(admin, key)).toEqual(evidenced);
  });

  it('keeps a repository failing whose protection could not be read, while a run that reads it passing clears it', async () => {
    const { admin, key } = await connected('Partial');
    await runChecks(admin, 'github', now);
    // The repositories are listed, but web's protection cannot be read; infra is now reviewed.
    github.set({
      answers: {
        '/repos/acme-corp/web/branches/main/protection': { status: 403, body: { message: 'Resource not accessible' } },
        '/repos/acme-corp/infra/branches/trunk/protection': reviewed,
      },
    });
    await runChecks(admin, 'github', hoursOn(1));
    const standing = (await latestCheckRun(admin, 'github'))!.carried.results.filter(
      (result) => result.checkId === 'github.default-branch-reviews',
    );
    expect(Object.fromEntries(standing.map((result) => [result.resource, result.outcome]))).toEqual({
      api: 'pass',
      web: 'fail',
      infra: 'pass',
    });
    expect((await sdl05(admin, key)).page).toEqual([REVIEWS]);
  });

  it('lets an exception still excuse a failure that a run could not evaluate again', async () => {
    const { admin, key } = await connected('Excused');
    await runChecks(admin, 'github', now);
    revoke();
    await runChecks(admin, 'github', hoursOn(1));
    expect((await sdl05(admin, key)).page).toEqual([REVIEWS]);
    await recordCheckException(admin, { checkId: 'github.default-branch-reviews', reason: 'Being replaced.', expiresOn: today }, today);
    expect((await sdl05(admin, key)).page).toEqual([]);
  });

  it('tells when each check was last read successfully, on the API and in the latest run', async () => {
    const { admin, key } = await connected('Last read');
    revoke();
    await runChecks(admin, 'github', now);
    expect((await latestCheckRun(admin, 'github'))!.carried.lastReadAt).toEqual({});
    github.set({ answers: {} });
    await runChecks(admin, 'github', hoursOn(1));
    revoke();
    await runChecks(admin, 'github', hoursOn(2));
    const response = await call(listChecks, '/checks', { key });
    const { checks } = (await response.json()) as { checks: { id: string; ranAt: string; lastReadAt: string | null }[] };
    expect(checks.map((check) => [check.ranAt, check.lastReadAt])).toEqual(
      checks.map(() => [hoursOn(2).toISOString(), hoursOn(1).toISOString()]),
    );
  });
});
