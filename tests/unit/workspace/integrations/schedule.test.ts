/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { connectIntegration, latestCheckRun, runDueChecks, runChecks } from '@/lib/workspace/integrations';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('daily-checks');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());

const HOUR = 60 * 60 * 1000;
const connected = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url });
  return admin;
};
const dueOf = async (organizationId: string) => {
  const db = await getDb();
  const [row] = await db
    .select({ due: integrationConnections.checksDueAt })
    .from(integrationConnections)
    .where(eq(integrationConnections.organizationId, organizationId));
  return row!.due;
};

describe('the daily checks', () => {
  it('run a day after connecting, once however often the sweep looks, then a day later again', async () => {
    const admin = await connected('Daily');
    const connectedAt = new Date();
    expect(await runDueChecks(new Date(connectedAt.getTime() + 23 * HOUR))).toBe(0);
    expect(await latestCheckRun(admin, 'github')).toBeNull();

    const dayLater = new Date(connectedAt.getTime() + 25 * HOUR);
    expect(await runDueChecks(dayLater)).toBeGreaterThanOrEqual(1);
    expect(await latestCheckRun(admin, 'github')).toMatchObject({ requestedBy: 'Daily schedule', startedAt: dayLater });
    expect(await runDueChecks(dayLater)).toBe(0);
    expect((await dueOf(admin.organizationId)).getTime()).toBe(dayLater.getTime() + 24 * HOUR);
    expect(await runDueChecks(new Date(dayLater.getTime() + 23 * HOUR))).toBe(0);
  });

  it('wait a day after Run now, whoever started the last run', async () => {
    const admin = await connected('Manual');
    const ranAt = new Date(Date.now() + 30 * HOUR);
    await runChecks(admin, 'github', ranAt);
    expect((await dueOf(admin.organizationId)).getTime()).toBe(ranAt.getTime() + 24 * HOUR);
  });

  it('go on with the other organizations when one cannot run, and never log its secret', async () => {
    const broken = await connected('Broken');
    const working = await connected('Working');
    const db = await getDb();
    await db
      .update(integrationConnections)
      .set({ sealedCredentials: 'v1.altered' })
      .where(eq(integrationConnections.organizationId, broken.organizationId));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const muchLater = new Date(Date.now() + 100 * HOUR);
    await runDueChecks(muchLater);
    expect(await latestCheckRun(broken, 'github')).toBeNull();
    expect(await latestCheckRun(working, 'github')).toMatchObject({ requestedBy: 'Daily schedule' });
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`The daily GitHub checks of organization ${broken.organizationId} could not run:`),
    );
    expect(JSON.stringify(errors.mock.calls)).not.toContain(GOOD_TOKEN);
    errors.mockRestore();
  });
});
