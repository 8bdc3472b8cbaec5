/** @jest-environment node */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, evidenceControls } from '@/lib/db/schema';
import { recordHistory } from '@/lib/workspace/activity';
import { archiveEvidence } from '@/lib/workspace/evidence';
import { checkRunsOfEvidence, connectIntegration, runChecks } from '@/lib/workspace/integrations';
import { mailTaskLetters } from '@/lib/workspace/notifications';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { outboxSubjectsTo as subjectsTo } from '../../../support/outbox-letter';

withThrowAwayDatabase('check-run-evidence');
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

const now = new Date();
const minutesOn = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const itemsOf = async (organizationId: string) =>
  (await getDb()).select({ id: evidence.id }).from(evidence).where(eq(evidence.organizationId, organizationId));

async function connected(name: string) {
  const admin = await founder(name);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return admin;
}

describe('evidence of check runs', () => {
  it('records an unchanged run on the item already filed, with no new item and no letter, and files a changed one', async () => {
    const admin = await connected('Daily');
    const first = await runChecks(admin, 'github', now);
    expect(first.unchanged).toBe(false);
    await mailTaskLetters(now);
    // The item to review is among the new tasks of the first letter, with the two GitHub alerts past their
    // vulnerability deadline, which nobody owns yet and so fall to the admin, overdue.
    expect(subjectsTo(admin.email)).toEqual(['4 new tasks for you', '2 tasks overdue']);
    rmSync(outbox(), { recursive: true, force: true });

    // The next day's run finds the same facts: recorded on the same item, and nothing to write about.
    const second = await runChecks(admin, 'github', minutesOn(24 * 60));
    expect(second).toMatchObject({ unchanged: true, evidenceId: first.evidenceId });
    expect(await itemsOf(admin.organizationId)).toHaveLength(1);
    await mailTaskLetters(minutesOn(24 * 60 + 1));
    expect(subjectsTo(admin.email)).toEqual([]);
    expect(await checkRunsOfEvidence(admin, first.evidenceId!)).toEqual([
      { provider: 'github', startedAt: minutesOn(24 * 60), requestedBy: admin.displayName },
      { provider: 'github', startedAt: now, requestedBy: admin.displayName },
    ]);
    expect((await recordHistory(admin, first.evidenceId!)).map((entry) => [entry.actorName, entry.summary])).toContainEqual([
      'GitHub integration',
      `The GitHub checks ran at ${minutesOn(24 * 60).toISOString()} and found the same facts: recorded on this item`,
    ]);

    // A fix changes the facts: a new item, and a new task to review it.
    github.set({
      answers: {
        '/repos/acme-corp/web/branches/main/protection': {
          status: 200,
          body: { required_pull_request_reviews: { required_approving_review_count: 1 } },
        },
      },
    });
    const third = await runChecks(admin, 'github', minutesOn(48 * 60));
    expect(third.unchanged).toBe(false);
    expect(third.evidenceId).not.toBe(first.evidenceId);
    expect(await itemsOf(admin.organizationId)).toHaveLength(2);
    await mailTaskLetters(minutesOn(48 * 60 + 1));
    expect(subjectsTo(admin.email)).toEqual([expect.stringMatching(/^New task: .*GitHub checks of acme-corp/)]);
  });

  it('files a new item when the one of the unchanged run before was archived', async () => {
    const admin = await connected('Archived');
    const first = await runChecks(admin, 'github', now);
    // Unarchived, the next unchanged run is recorded on it.
    expect(await runChecks(admin, 'github', minutesOn(30))).toMatchObject({ unchanged: true, evidenceId: first.evidenceId });
    const item = (await (await getDb()).select().from(evidence).where(eq(evidence.id, first.evidenceId!)))[0]!;
    await archiveEvidence(admin, { id: item.id, version: item.version });
    const second = await runChecks(admin, 'github', minutesOn(60));
    expect(second.unchanged).toBe(false);
    expect(second.evidenceId).not.toBe(first.evidenceId);
  });

  it('lists an item’s runs only within the organization', async () => {
    const admin = await connected('Own runs');
    const { evidenceId } = await runChecks(admin, 'github', now);
    const stranger = await founder('Stranger of runs');
    expect(await checkRunsOfEvidence(stranger, evidenceId!)).toEqual([]);
    expect(await checkRunsOfEvidence(admin, UNKNOWN_ID)).toEqual([]);
    expect((await refusal(checkRunsOfEvidence(admin, 'not-an-id'))).kind).toBe('not-found');
  });

  it('files the facts with their control links and the run that names them, or nothing when the run cannot be written', async () => {
    const admin = await connected('Together');
    const run = await runChecks(admin, 'github', now);
    const links = await (await getDb()).select().from(evidenceControls).where(eq(evidenceControls.evidenceId, run.evidenceId!));
    expect(links.map((link) => link.controlId).sort()).toEqual(['AC-05', 'CRY-01', 'SDL-04', 'SDL-05', 'SDL-07', 'SDL-09', 'VUL-01']);

    // A run row the database refuses leaves no item behind, nor links to it.
    const other = await connected('Refused run');
    const db = await getDb();
    await db.execute(sql`create function refuse_run() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger refuse_run before insert on check_runs for each row execute function refuse_run()`);
    try {
      await expect(runChecks(other, 'github', now)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_run on check_runs`);
      await db.execute(sql`drop function refuse_run()`);
    }
    expect(await itemsOf(other.organizationId)).toEqual([]);
  });
});
