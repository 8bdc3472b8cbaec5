/** @jest-environment node */
import { GET as listChecks } from '@/app/api/v1/checks/route';
import { githubChecks } from '@/lib/checks/github';
import { lastExceptionDay } from '@/lib/domain/checks/standings';
import { recordCheckException } from '@/lib/workspace/checks';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';
import { call, errorOf, keyOf, revokedKeyOf } from './api-fixtures';

withThrowAwayDatabase('api-checks');

let github: GithubStandIn;
let admin: Member;
let stranger: Member;
const now = new Date('2026-11-26T08:00:00Z');
// An exception lasts from today, whatever day the suite runs.
const expiresOn = lastExceptionDay(new Date().toISOString().slice(0, 10), 30);

type Check = {
  id: string;
  provider: string;
  outcome: string;
  ranAt: string;
  results: { resource: string; outcome: string }[];
  exception: unknown;
};

beforeAll(async () => {
  github = await startGithubStandIn();
  admin = await founder('Checks Admin');
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  await runChecks(admin, 'github', now);
  await recordCheckException(admin, { checkId: 'github.dependabot-critical', reason: 'The web app is being replaced.', expiresOn });
  stranger = await founder('Checks Stranger');
});
afterAll(() => github.close());

const checksOf = async (key: string) => {
  const response = await call(listChecks, '/checks', { key });
  expect(response.status).toBe(200);
  return ((await response.json()) as { checks: Check[] }).checks;
};

describe('GET /api/v1/checks', () => {
  it.each(['read-only', 'read-write'] as const)(
    'answers a %s key every check of the latest run, per resource, with exceptions',
    async (scope) => {
      const checks = await checksOf((await keyOf(admin, scope)).key);
      expect(checks.map((check) => check.id)).toEqual(githubChecks.map((check) => check.id));
      const reviews = checks.find((check) => check.id === 'github.default-branch-reviews')!;
      expect(reviews).toMatchObject({ provider: 'github', outcome: 'fail', ranAt: now.toISOString(), exception: null });
      expect(reviews.results).toContainEqual(expect.objectContaining({ resource: 'web', outcome: 'fail' }));
      expect(checks.find((check) => check.id === 'github.org-two-factor')).toMatchObject({ outcome: 'pass' });
      expect(checks.find((check) => check.id === 'github.dependabot-critical')!.exception).toEqual({
        reason: 'The web app is being replaced.',
        expiresOn,
      });
      expect(JSON.stringify(checks)).not.toContain(GOOD_TOKEN);
    },
  );

  it('answers another organization none of them, and refuses a revoked or missing key', async () => {
    expect(await checksOf((await keyOf(stranger, 'read-only')).key)).toEqual([]);
    const revoked = await call(listChecks, '/checks', { key: await revokedKeyOf(admin) });
    expect(revoked.status).toBe(401);
    expect((await errorOf(revoked)).message).toMatch(/revoked/);
    expect((await call(listChecks, '/checks')).status).toBe(401);
  });
});
