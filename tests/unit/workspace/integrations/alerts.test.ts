/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { recordCheckException } from '@/lib/workspace/checks';
import { addFrameworks, frameworkSettings, saveFrameworkSettings } from '@/lib/workspace/frameworks';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('check-alerts');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());
beforeEach(() => {
  github.set({ answers: {} });
  rmSync(outbox(), { recursive: true, force: true });
});

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
const letters = () => {
  try {
    return readdirSync(outbox()).map((name) => readOutboxLetter(join(outbox(), name)));
  } catch {
    return [];
  }
};
const alerted = async (member: Member) =>
  (await getDb())
    .select({ summary: activity.summary })
    .from(activity)
    .where(and(eq(activity.organizationId, member.organizationId), eq(activity.action, 'check.failure-alerted')));

const now = new Date('2026-11-26T08:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const reviewed = { status: 200, body: { required_pull_request_reviews: { required_approving_review_count: 1 } } };
const allReviewed = {
  '/repos/acme-corp/web/branches/main/protection': reviewed,
  '/repos/acme-corp/infra/branches/trunk/protection': reviewed,
};

async function following(name: string, frameworks: string[]) {
  const admin = await founder(name);
  await addFrameworks(admin, frameworks);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return admin;
}

describe('control failure alerts', () => {
  it('writes to each administrator once when checks start failing, and again only after a fix and a regression', async () => {
    const admin = await following('Alerted', ['soc2']);
    const second = await joinAs(admin, 'admin');
    await joinAs(admin, 'member');
    await runChecks(admin, 'github', now);
    const sent = letters();
    expect(sent).toHaveLength(2);
    expect(sent.map((letter) => letter.split('\n')[0]).sort()).toEqual([`To: ${admin.email}`, `To: ${second.email}`].sort());
    expect(sent[0]).toContain('Subject: 2 GitHub checks started failing');
    expect(sent[0]).toContain("Every active repository's default branch requires a reviewed pull request\n- web: main is not protected.");
    expect(sent[0]).toContain('Controls now needing attention: SDL-04, SDL-05.');
    expect(sent[0]).toContain('control failure alerts are on in the settings of SOC 2 Type II');
    expect(sent[0]).not.toContain(GOOD_TOKEN);
    expect(await alerted(admin)).toHaveLength(2);

    // Still failing: nothing new to say.
    await runChecks(admin, 'github', later(1));
    expect(letters()).toHaveLength(2);

    // Fixed, then failing again: one letter each about the reviews check alone.
    github.set({ answers: allReviewed });
    await runChecks(admin, 'github', later(2));
    github.set({ answers: {} });
    rmSync(outbox(), { recursive: true, force: true });
    await runChecks(admin, 'github', later(3));
    expect(letters()).toHaveLength(2);
    expect(letters()[0]).toContain(
      "Subject: A GitHub check started failing: Every active repository's default branch requires a reviewed pull request",
    );
  });

  it('writes nothing when the frameworks mapping the checks have alerts off, or follow none of their controls', async () => {
    const quiet = await following('Quiet', ['soc2']);
    const record = (await frameworkSettings(quiet, 'soc2'))!;
    await saveFrameworkSettings(
      quiet,
      'soc2',
      { ...record.settings, notifications: { ...record.settings.notifications, controlFailures: false } },
      record.version,
    );
    await runChecks(quiet, 'github', now);
    expect(letters()).toEqual([]);

    const following_nothing = await following('Nothing followed', []);
    await runChecks(following_nothing, 'github', now);
    expect(letters()).toEqual([]);
    expect(await alerted(following_nothing)).toEqual([]);
  });

  it('leaves out a check under an exception', async () => {
    const admin = await following('Excepted', ['soc2']);
    const reason = 'Accepted while the repositories move.';
    await recordCheckException(admin, { checkId: 'github.default-branch-reviews', reason, expiresOn: '2026-12-31' }, '2026-11-26');
    await runChecks(admin, 'github', now);
    expect(letters()).toHaveLength(1);
    expect(letters()[0]).toContain('Subject: A GitHub check started failing: No critical Dependabot alert stays open more than 30 days');
  });
});
