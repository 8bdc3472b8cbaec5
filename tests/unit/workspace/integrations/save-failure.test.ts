/** @jest-environment node */
import { inspect } from 'node:util';
import { getDb } from '@/lib/db/client';
import { withoutQueryValues } from '@/lib/db/query-failure';
import { integrationConnections } from '@/lib/db/schema';
import { sealCredentials } from '@/lib/integrations/credentials';
import { connectIntegration, listConnections } from '@/lib/workspace/integrations';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('integration-save-failure');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());

/** A sealed value as the secret box writes it: v1.<iv>.<ciphertext>.<tag>. */
const SEALED = /v1\.[\w-]{8,}\.[\w-]+\.[\w-]{8,}/;

/** Everything written to the console while `work` runs, and what it threw, as a log would print them. */
async function logged(work: () => Promise<unknown>): Promise<{ lines: string[]; thrown: string }> {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'log', 'info'] as const).map((level) =>
    jest
      .spyOn(console, level)
      .mockImplementation(
        (...args: unknown[]) =>
          void lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: null }))).join(' ')),
      ),
  );
  let thrown = '';
  try {
    await work();
  } catch (error) {
    thrown = inspect(error, { depth: null });
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return { lines, thrown };
}

describe('a connection that cannot be saved', () => {
  it('logs the kind of failure and the connection id, and neither the log nor the error holds the credentials, sealed or not', async () => {
    const admin = await founder('Unsaved');
    // An organization the database does not hold: the provider accepts the token, the insert fails.
    const stray = { ...admin, organizationId: UNKNOWN_ID };
    const { lines, thrown } = await logged(() =>
      connectIntegration(stray, 'github', { organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: github.url }),
    );
    expect(thrown).toMatch(/The GitHub connection [0-9a-f-]{36} could not be saved\./);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^The GitHub connection [0-9a-f-]{36} of organization ${UNKNOWN_ID} could not be saved: database error 23503 \\(`),
      ),
    );
    for (const text of [...lines, thrown]) {
      expect(text).not.toContain(GOOD_TOKEN);
      expect(text).not.toMatch(SEALED);
      expect(text).not.toContain('params');
    }
    expect(await listConnections(admin)).toEqual([]);
  });

  it("turns any failed query into an error naming its kind alone, for the framework's log of a fault", async () => {
    const db = await getDb();
    const sealed = sealCredentials(UNKNOWN_ID, 'github', { token: GOOD_TOKEN });
    let failure: unknown;
    await db
      .insert(integrationConnections)
      .values({
        organizationId: UNKNOWN_ID,
        provider: 'github',
        baseUrl: github.url,
        account: 'x',
        sealedCredentials: sealed,
        connectedBy: 'x',
      })
      .catch((error: unknown) => (failure = error));
    expect(inspect(failure)).toContain(sealed);
    const cleaned = inspect(withoutQueryValues(failure), { depth: null });
    expect(cleaned).toMatch(/A database query failed: database error 23503/);
    expect(cleaned).not.toContain(sealed);
    const other = new Error('not a query');
    expect(withoutQueryValues(other)).toBe(other);
  });
});
