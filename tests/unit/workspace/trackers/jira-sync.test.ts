/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, integrationConnections } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';
import { jiraConnectSchema, linearConnectSchema } from '@/lib/schemas/integrations/tracker-connect';
import { createEvidence } from '@/lib/workspace/evidence';
import { failingCheckControls } from '@/lib/workspace/checks';
import { connectIntegration, runChecks, runDueChecks } from '@/lib/workspace/integrations';
import { syncEveryOrganization, syncTrackers, trackedIssues, trackerFailures } from '@/lib/workspace/trackers';
import { GOOD_TOKEN, startGitlabStandIn, type GitlabStandIn } from '../../../support/gitlab-stand-in';
import { EMAIL, startJiraStandIn, TOKEN, type JiraStandIn } from '../../../support/jira-stand-in';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('jira-sync');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let gitlab: GitlabStandIn;
let jira: JiraStandIn;
beforeAll(async () => {
  [gitlab, jira] = await Promise.all([startGitlabStandIn(), startJiraStandIn()]);
});
afterAll(() => Promise.all([gitlab.close(), jira.stop()]));

const GROUP_2FA = 'check:gitlab.group-2fa:acme/platform';
const jiraInput = (token = TOKEN) =>
  jiraConnectSchema.parse({ baseUrl: jira.url, email: EMAIL, token, projectKey: 'ops', issueType: 'Task' });
const textOf = (document: unknown) => JSON.stringify(document);

describe('Jira receives failing checks', () => {
  it('opens one issue per failing resource once, shows it closed in Jira without passing the check, and comments and closes it once a run passes', async () => {
    const admin = await founder('Jira');
    await connectIntegration(
      admin,
      'gitlab',
      gitlabConnectSchema.parse({ group: 'acme/platform', token: GOOD_TOKEN, baseUrl: gitlab.url }),
    );
    await expect(connectIntegration(admin, 'jira', jiraInput('ATATT3xFfGF0wrongToken000000'))).rejects.toThrow(
      'Jira refused the e-mail and API token (401)',
    );
    await expect(connectIntegration(admin, 'jira', { ...jiraInput(), projectKey: 'NOPE' })).rejects.toThrow(
      'Jira found no such project or issue (404)',
    );
    await expect(connectIntegration(admin, 'jira', { ...jiraInput(), issueType: 'Epic' })).rejects.toThrow(
      'The project OPS has no issue type "Epic". It has: Task, Bug.',
    );
    await connectIntegration(admin, 'jira', jiraInput());

    await runChecks(admin, 'gitlab', new Date('2026-11-28T08:00:00Z'));
    const first = await syncTrackers(admin);
    expect(first).toMatchObject({ opened: 4, failed: 0 });
    expect(jira.issues.map((issue) => issue.summary)).toContain(
      'Failing check: The GitLab group requires two-factor authentication (acme/platform)',
    );
    const opened = jira.issues.find((issue) => issue.summary.includes('two-factor'))!;
    expect(textOf(opened.description)).toContain('/manage/integrations/checks/gitlab.group-2fa');
    expect(textOf(opened)).not.toContain(TOKEN);

    // A second sync (or a second process) opens no second issue for the same open item.
    expect(await syncTrackers(admin)).toMatchObject({ opened: 0 });
    expect(jira.issues).toHaveLength(4);
    const issue = (await trackedIssues(admin)).get(GROUP_2FA)!;
    expect(issue).toMatchObject({ provider: 'jira', key: opened.key, url: `${jira.url}/browse/${opened.key}`, closedBy: null });

    // Closed in Jira by a person: shown on the item, but the check still fails until a run passes it.
    jira.close(opened.key, 'Dana Lee');
    expect(await syncTrackers(admin)).toMatchObject({ closedInTracker: 1 });
    expect((await trackedIssues(admin)).get(GROUP_2FA)).toMatchObject({ status: 'open', closedBy: 'Dana Lee' });
    expect((await failingCheckControls(admin, '2026-11-28')).get('AC-05')).toBeDefined();

    // The run passes the group: the issue gets a comment and is moved to Done.
    const web = jira.issues.find((candidate) => candidate.summary.includes('default branch'))!;
    gitlab.set({ requireTwoFactor: true, webFixed: true });
    await runChecks(admin, 'gitlab', new Date('2026-11-29T08:00:00Z'));
    expect(await syncTrackers(admin)).toMatchObject({ resolved: 3, opened: 0 });
    expect(web).toMatchObject({ status: 'Done' });
    expect(textOf(web.comments)).toContain('The check passes again in Complia');
    expect(await syncTrackers(admin)).toMatchObject({ resolved: 0, opened: 0 });
  });

  it('keeps an issue that could not be opened as a failure in Settings and opens it on the next sync, waiting out a rate limit', async () => {
    const admin = await founder('Retry');
    gitlab.set({ requireTwoFactor: false, webFixed: false });
    await connectIntegration(
      admin,
      'gitlab',
      gitlabConnectSchema.parse({ group: 'acme/platform', token: GOOD_TOKEN, baseUrl: gitlab.url }),
    );
    await connectIntegration(admin, 'jira', jiraInput());
    await runChecks(admin, 'gitlab', new Date('2026-11-28T08:00:00Z'));
    const before = jira.issues.length;

    jira.set({ failCreates: 10 });
    expect(await syncTrackers(admin)).toMatchObject({ opened: 0, failed: 4 });
    expect(jira.issues).toHaveLength(before);
    const failures = await trackerFailures(admin);
    expect(failures).toHaveLength(4);
    expect(failures[0]!.error).toBe('Jira: Jira answered 503 at ' + jira.url + '. It is tried again on the next sync.');

    // The service is back, and its first answer is a rate limit with Retry-After, which the sync waits out.
    jira.set({ failCreates: 0, rateLimit: 'once' });
    expect(await syncTrackers(admin)).toMatchObject({ opened: 4, failed: 0 });
    expect(jira.issues).toHaveLength(before + 4);
    expect(await trackerFailures(admin)).toEqual([]);
  });

  it('opens an issue for an overdue task and comments it once the task is done; a viewer may not sync, and another organization sees none', async () => {
    const admin = await founder('Tasks');
    await connectIntegration(admin, 'jira', jiraInput());
    const today = dayOf(new Date());
    const item = await createEvidence(
      admin,
      { ...upload, name: 'Penetration test', expiresOn: addDays(today, -2), collectedOn: addDays(today, -60) },
      await uploads(pdfFile('pentest.pdf')),
    );
    const summary = await syncTrackers(admin);
    expect(summary.opened).toBe(1);
    const opened = jira.issues.at(-1)!;
    expect(opened.summary).toContain('Overdue task');
    expect(textOf(opened.description)).toContain('Owner: ');

    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(syncTrackers(viewer))).status).toBe(403);
    const stranger = await founder('Stranger');
    expect((await trackedIssues(stranger)).size).toBe(0);

    const db = await getDb();
    await db
      .update(evidence)
      .set({ expiresOn: addDays(today, 300) })
      .where(eq(evidence.id, item.id));
    expect(await syncTrackers(admin)).toMatchObject({ resolved: 1 });
    expect(textOf(opened.comments)).toContain('The task is done in Complia');
  });

  it('refuses a second tracker while one is connected', async () => {
    const admin = await founder('Two trackers');
    await connectIntegration(admin, 'jira', jiraInput());
    await expect(
      connectIntegration(
        admin,
        'linear',
        linearConnectSchema.parse({ apiKey: 'lin_api_anyKey0123456789abcdef', teamKey: 'ENG', baseUrl: jira.url }),
      ),
    ).rejects.toThrow('Issues go to one tracker, and Jira is connected. Disconnect Jira first.');
  });
});

describe('the tracker-sync schedule', () => {
  it('syncs every organization with a tracker, and leaves a tracker out of the daily check runs', async () => {
    const admin = await founder('Scheduled');
    gitlab.set({ requireTwoFactor: false, webFixed: false });
    await connectIntegration(
      admin,
      'gitlab',
      gitlabConnectSchema.parse({ group: 'acme/platform', token: GOOD_TOKEN, baseUrl: gitlab.url }),
    );
    await connectIntegration(admin, 'jira', jiraInput());
    await runChecks(admin, 'gitlab', new Date('2026-11-28T08:00:00Z'));
    const before = jira.issues.length;
    expect(await syncEveryOrganization()).toBeGreaterThanOrEqual(1);
    expect(jira.issues.length).toBe(before + 4);
    expect(await syncEveryOrganization()).toBeGreaterThanOrEqual(1);
    expect(jira.issues.length).toBe(before + 4);

    const db = await getDb();
    await db.update(integrationConnections).set({ checksDueAt: new Date('2026-11-01T00:00:00Z') });
    const requests = jira.requests.length;
    await runDueChecks(new Date('2026-11-28T09:00:00Z'));
    expect(jira.requests.slice(requests).filter((request) => request.startsWith('GET /rest/api/3/project'))).toEqual([]);
  });
});
