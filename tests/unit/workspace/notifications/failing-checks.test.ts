/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { notificationSettings } from '@/lib/domain/notifications/preferences';
import { setControlState } from '@/lib/workspace/frameworks';
import { addFrameworks, frameworkSettings, saveFrameworkSettings } from '@/lib/workspace/frameworks';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { saveNotifications } from '@/lib/workspace/organization';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('notification-checks');
// The outbox prints each letter: kept quiet.
jest.spyOn(console, 'log').mockImplementation(() => undefined);

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
const lettersTo = (email: string) => letters().filter((letter) => letter.startsWith(`To: ${email}\n`));

const now = new Date('2026-11-26T08:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const REVIEWS = "Every active repository's default branch requires a reviewed pull request";
const DEPENDABOT = 'No critical Dependabot alert stays open more than 30 days';

async function following(name: string) {
  const admin = await founder(name, `${name} Org`);
  await addFrameworks(admin, ['soc2']);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return admin;
}

const own = (admin: Member, controlId: string, owner: Member) =>
  setControlState(admin, controlId, { state: 'in-progress', reason: '', ownerMemberId: owner.id, note: '', version: 0 });

describe('a failing check, to the owners of its controls', () => {
  it('writes to each owner who keeps the toggle on, about the checks on their controls, once per run', async () => {
    const admin = await following('Owners');
    const reviewer = await joinAs(admin, 'member');
    const patcher = await joinAs(admin, 'member');
    const quiet = await joinAs(admin, 'member');
    const bystander = await joinAs(admin, 'member');
    await saveNotifications(quiet, { ...notificationSettings(null), failingChecks: false }, 1);
    await own(admin, 'SDL-05', reviewer);
    await own(admin, 'VUL-01', patcher);
    await own(admin, 'SDL-09', patcher);
    await own(admin, 'SDL-04', quiet);
    await own(admin, 'AC-05', bystander);
    // Another organization's owner of the same control hears nothing of this one's run.
    const stranger = await following('Stranger');
    await own(stranger, 'SDL-04', stranger);

    await runChecks(admin, 'github', now);
    const [toReviewer] = lettersTo(reviewer.email);
    expect(toReviewer).toContain(`Subject: A check failing on a control you own: ${REVIEWS}`);
    expect(toReviewer).toContain(`- ${REVIEWS} (your controls: SDL-05)`);
    expect(toReviewer).not.toContain(DEPENDABOT);
    expect(toReviewer).toContain('http://localhost:3000/manage/settings?path=integrations');
    expect(lettersTo(patcher.email)[0]).toContain(`- ${DEPENDABOT} (your controls: VUL-01, SDL-09)`);
    expect(lettersTo(quiet.email)).toHaveLength(0);
    expect(lettersTo(bystander.email)).toHaveLength(0);
    expect(lettersTo(stranger.email)).toHaveLength(0);
    // The administrator's framework alert is written as before.
    expect(lettersTo(admin.email)).toHaveLength(1);
    const history = await (
      await getDb()
    )
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.organizationId, admin.organizationId), eq(activity.action, 'check.owner-alerted')));
    expect(history).toHaveLength(2);

    // Still failing: nothing new.
    rmSync(outbox(), { recursive: true, force: true });
    await runChecks(admin, 'github', later(1));
    expect(letters()).toEqual([]);
  });

  it('writes to owners even when the framework’s control failure alerts are off', async () => {
    const admin = await following('Alerts off');
    const owner = await joinAs(admin, 'member');
    await own(admin, 'SDL-04', owner);
    const record = (await frameworkSettings(admin, 'soc2'))!;
    await saveFrameworkSettings(
      admin,
      'soc2',
      { ...record.settings, notifications: { ...record.settings.notifications, controlFailures: false } },
      record.version,
    );
    await runChecks(admin, 'github', now);
    expect(lettersTo(admin.email)).toHaveLength(0);
    expect(lettersTo(owner.email)).toHaveLength(1);
  });
});
