/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { openCredentials } from '@/lib/integrations/credentials';
import { listActivity } from '@/lib/workspace/activity';
import { connectIntegration, disconnectIntegration, listConnections } from '@/lib/workspace/integrations';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../../support/github-stand-in';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('integrations');

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());

const input = () => ({ organization: 'acme-corp', token: GOOD_TOKEN, baseUrl: `${github.url}/` });

describe('integration connections', () => {
  it('a new organization has none; connecting GitHub lists it and stores the token sealed, never in the clear', async () => {
    const admin = await founder('Connector');
    expect(await listConnections(admin)).toEqual([]);
    const connection = await connectIntegration(admin, 'github', input());
    expect(connection).toMatchObject({ provider: 'github', account: 'acme-corp', baseUrl: github.url, connectedBy: admin.displayName });
    expect(JSON.stringify(connection)).not.toContain(GOOD_TOKEN);
    expect(await listConnections(admin)).toEqual([connection]);
    const db = await getDb();
    const [row] = await db.select().from(integrationConnections).where(eq(integrationConnections.organizationId, admin.organizationId));
    expect(row!.sealedCredentials).not.toContain(GOOD_TOKEN);
    expect(openCredentials(admin.organizationId, 'github', row!.sealedCredentials)).toEqual({ token: GOOD_TOKEN });
    // Sealed for this organization: it does not open as another's.
    const other = await founder('Other');
    expect(openCredentials(other.organizationId, 'github', row!.sealedCredentials)).toBeNull();
    expect((await listActivity(admin)).entries[0]!.summary).toBe('Connected GitHub (acme-corp)');
  });

  it('saves nothing when GitHub refuses the token, saying why', async () => {
    const admin = await founder('Refused');
    const refused = await refusal(connectIntegration(admin, 'github', { ...input(), token: 'ghp_wrong' }));
    expect(refused).toMatchObject({ kind: 'invalid', message: 'GitHub refused the token (401). Check that it has read:org and repo.' });
    expect(await listConnections(admin)).toEqual([]);
  });

  it('refuses a second GitHub connection until the first is disconnected; disconnecting deletes the credentials', async () => {
    const admin = await founder('Twice');
    await connectIntegration(admin, 'github', input());
    expect((await refusal(connectIntegration(admin, 'github', input()))).kind).toBe('conflict');
    expect(await disconnectIntegration(admin, 'github')).toEqual({ account: 'acme-corp' });
    expect(await listConnections(admin)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(integrationConnections).where(eq(integrationConnections.organizationId, admin.organizationId))).toEqual(
      [],
    );
    expect((await refusal(disconnectIntegration(admin, 'github'))).kind).toBe('not-found');
    expect((await listActivity(admin)).entries[0]!.summary).toBe('Disconnected GitHub (acme-corp)');
  });

  it("lets only admins connect or disconnect, and keeps each organization's connections its own", async () => {
    const admin = await founder('Owner');
    const member = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    const stranger = await founder('Stranger');
    expect((await refusal(connectIntegration(member, 'github', input()))).kind).toBe('forbidden');
    expect((await refusal(connectIntegration(viewer, 'github', input()))).kind).toBe('forbidden');
    await connectIntegration(admin, 'github', input());
    expect((await listConnections(viewer)).map((connection) => connection.account)).toEqual(['acme-corp']);
    expect((await refusal(disconnectIntegration(member, 'github'))).kind).toBe('forbidden');
    expect(await listConnections(stranger)).toEqual([]);
    expect((await refusal(disconnectIntegration(stranger, 'github'))).kind).toBe('not-found');
    expect(await listConnections(admin)).toHaveLength(1);
  });
});
