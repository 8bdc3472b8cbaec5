/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { endCheckException, listCheckExceptions, readCheckStandings, recordCheckException } from '@/lib/workspace/checks';
import { automatedCollection, controlsWithCurrentEvidence } from '@/lib/workspace/evidence';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { checkRunHistory, connectIntegration, runChecks } from '@/lib/workspace/integrations';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('check-exceptions');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());
beforeEach(() => github.set({ answers: {} }));

const now = new Date('2026-11-26T08:00:00Z');
const today = '2026-11-26';
const REVIEWS = 'github.default-branch-reviews';
const reviewed = { status: 200, body: { required_pull_request_reviews: { required_approving_review_count: 1 } } };
const allReviewed = {
  '/repos/acme-corp/web/branches/main/protection': reviewed,
  '/repos/acme-corp/infra/branches/trunk/protection': reviewed,
};

const ranOnce = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  await runChecks(admin, 'github', now);
  return admin;
};
const input = { checkId: REVIEWS, reason: 'The web repository is being retired this quarter.', expiresOn: '2026-12-31' };

describe('exceptions for failing checks', () => {
  it('lets an administrator except a failing check until its expiry, then end it, each with an activity row', async () => {
    const admin = await ranOnce('Excepting');
    expect((await readCheckStandings(admin, today)).failing.has('SDL-05')).toBe(true);
    const exception = await recordCheckException(admin, input, today);
    expect(await listCheckExceptions(admin, today)).toEqual([expect.objectContaining({ checkId: REVIEWS, expiresOn: '2026-12-31' })]);
    expect((await readCheckStandings(admin, today)).failing.has('SDL-05')).toBe(false);
    // It holds through its last day and not after.
    expect((await readCheckStandings(admin, '2026-12-31')).failing.has('SDL-05')).toBe(false);
    expect((await readCheckStandings(admin, '2027-01-01')).failing.has('SDL-05')).toBe(true);

    expect((await refusal(recordCheckException(admin, input, today))).kind).toBe('conflict');
    expect((await refusal(endCheckException(admin, { id: exception.id, version: exception.version + 1 }))).kind).toBe('conflict');
    await endCheckException(admin, { id: exception.id, version: exception.version });
    expect(await listCheckExceptions(admin, today)).toEqual([]);
    expect((await readCheckStandings(admin, today)).failing.has('SDL-05')).toBe(true);
  });

  it('refuses a past or far expiry, an unknown check, a member or viewer, and another organization’s exception', async () => {
    const admin = await ranOnce('Strict');
    expect((await refusal(recordCheckException(admin, { ...input, expiresOn: '2026-11-25' }, today))).message).toBe(
      'Choose an expiry date from today on.',
    );
    expect((await refusal(recordCheckException(admin, { ...input, expiresOn: '2027-11-27' }, today))).message).toMatch(/at most 365 days/);
    expect((await refusal(recordCheckException(admin, { ...input, checkId: 'github.nothing' }, today))).kind).toBe('not-found');
    for (const role of ['member', 'viewer'] as const) {
      expect((await refusal(recordCheckException(await joinAs(admin, role), input, today))).kind).toBe('forbidden');
    }
    const exception = await recordCheckException(admin, input, today);
    const stranger = await founder('Stranger');
    expect((await refusal(endCheckException(stranger, { id: exception.id, version: exception.version }))).kind).toBe('not-found');
    expect((await refusal(endCheckException(admin, { id: UNKNOWN_ID, version: 1 }))).kind).toBe('not-found');
    expect(await listCheckExceptions(stranger, today)).toEqual([]);
    expect((await readCheckStandings(stranger, today)).failing.size).toBe(0);
  });
});

describe('passing checks, history and automated collection', () => {
  it('counts a control a passing check backs, with no evidence uploaded, and leaves out one a check fails', async () => {
    const admin = await ranOnce('Automated');
    const backed = await controlsWithCurrentEvidence(admin, today);
    // Two-factor passes: its controls count by the check alone; branch reviews fail: theirs do not.
    expect(backed.has('AC-05')).toBe(true);
    expect(backed.has('SDL-05')).toBe(false);
    await addFrameworks(admin, ['soc2']);
    const [soc2] = await automatedCollection(admin, today);
    const soc2Controls = libraryControls.filter((control) => control.maps.some((key) => key.startsWith('soc2:')));
    const expected = soc2Controls.filter((control) => backed.has(control.id)).length;
    expect(soc2).toMatchObject({ framework: 'soc2', label: 'SOC 2', total: soc2Controls.length, backed: expected, byChecks: expected });
    expect(expected).toBeGreaterThan(0);
    expect(soc2!.summary).toBe(`${expected} of ${soc2Controls.length} controls backed, ${expected} by a passing check`);
    expect(await automatedCollection(await founder('Follows nothing'), today)).toEqual([]);
  });

  it('keeps fixes and regressions across runs, newest first, for the organization alone', async () => {
    const admin = await ranOnce('History');
    github.set({ answers: allReviewed });
    await runChecks(admin, 'github', new Date(now.getTime() + 60_000));
    github.set({ answers: {} });
    await runChecks(admin, 'github', new Date(now.getTime() + 120_000));
    const history = (await checkRunHistory(admin, 'github')).filter((change) => change.checkId === REVIEWS);
    expect(history.map((change) => change.change)).toEqual(['regressed', 'fixed', 'regressed']);
    expect(await checkRunHistory(await founder('Elsewhere'), 'github')).toEqual([]);
  });
});
