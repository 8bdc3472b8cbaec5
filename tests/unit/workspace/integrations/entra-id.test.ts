/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { entraIdConnectSchema } from '@/lib/schemas/integrations/entra-id-connect';
import { failingCheckControls } from '@/lib/workspace/checks';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  defaultEntraUsers,
  startEntraStandIn,
  TENANT,
  type EntraStandIn,
} from '../../../support/entra-id-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('entra-id-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let entra: EntraStandIn;
beforeAll(async () => {
  entra = await startEntraStandIn();
});
afterAll(() => entra.close());
beforeEach(() =>
  entra.set({
    pageSize: 2,
    users: null,
    refused: [],
    rateLimit: 'none',
    revoked: false,
    mfaPolicy: 'enabledForReportingButNotEnforced',
    allRegistered: false,
  }),
);

const now = new Date('2026-11-28T08:00:00Z');
const input = () =>
  entraIdConnectSchema.parse({
    tenantId: TENANT,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    loginUrl: entra.url,
    graphUrl: entra.url,
  });
const connect = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'entra-id', input());
  return admin;
};
const listed = async (organizationId: string) =>
  (
    await (
      await getDb()
    )
      .select({ email: people.email, name: people.name, source: people.source, endDate: people.endDate })
      .from(people)
      .where(eq(people.organizationId, organizationId))
  )
    .filter((person) => person.source === 'entra-id')
    .sort((a, b) => a.email.localeCompare(b.email));
const failures = (run: Awaited<ReturnType<typeof runChecks>>) =>
  run.results.filter((result) => result.outcome === 'fail').map(({ checkId, resource }) => `${checkId} ${resource}`);

describe('Microsoft Entra ID connected and run', () => {
  it('fills People with the enabled members, and the failing checks put their controls at risk', async () => {
    const admin = await connect('Entra');
    const [connection] = await listConnections(admin);
    expect(connection).toMatchObject({ provider: 'entra-id', account: TENANT, baseUrl: entra.url });
    const run = await runChecks(admin, 'entra-id', now);
    expect(failures(run)).toEqual([
      'entra-id.mfa-registered bob@acme.example',
      `entra-id.conditional-access-mfa ${TENANT}`,
      'entra-id.guests-no-admin eve_partner.example#ext#@acme.onmicrosoft.com',
      'entra-id.disabled-no-admin dave@acme.example',
    ]);
    expect(JSON.stringify(run)).not.toContain(CLIENT_SECRET);
    // Guests and disabled accounts are not the company's people.
    expect(await listed(admin.organizationId)).toEqual([
      { email: 'alice@acme.example', name: 'Alice Ng', source: 'entra-id', endDate: null },
      { email: 'bob@acme.example', name: 'Bob Stone', source: 'entra-id', endDate: null },
      { email: 'carol@acme.example', name: 'Carol Diaz', source: 'entra-id', endDate: null },
    ]);
    const failing = await failingCheckControls(admin, '2026-11-28');
    expect(failing.get('AC-05')).toContain('A conditional access policy requires MFA of every Microsoft Entra ID user');
  });

  it('adds joiners and ends leavers, and fails an enabled account of a person People records as gone', async () => {
    const admin = await connect('Entra leavers');
    await runChecks(admin, 'entra-id', now);
    // Carol leaves in People while her account stays enabled.
    await (
      await getDb()
    )
      .update(people)
      .set({ endDate: '2026-11-27' })
      .where(and(eq(people.organizationId, admin.organizationId), eq(people.email, 'carol@acme.example')));
    // Bob's account is disabled, and Frank joins.
    const frank = {
      ...defaultEntraUsers[0],
      id: 'a1000000-0000-4000-8000-000000000006',
      userPrincipalName: 'frank@acme.example',
      mail: 'frank@acme.example',
      givenName: 'Frank',
      surname: 'Ode',
    };
    entra.set({
      users: [...defaultEntraUsers.map((user) => (user.givenName === 'Bob' ? { ...user, accountEnabled: false } : user)), frank],
      mfaPolicy: 'enabled',
    });
    const later = new Date('2026-11-29T08:00:00Z');
    const run = await runChecks(admin, 'entra-id', later);
    expect(run.results.find((result) => result.checkId === 'entra-id.leavers-disabled')).toEqual({
      checkId: 'entra-id.leavers-disabled',
      resource: 'carol@acme.example',
      outcome: 'fail',
      reason: 'Still enabled; the person left on 2026-11-27.',
    });
    expect(run.results.find((result) => result.checkId === 'entra-id.conditional-access-mfa')?.outcome).toBe('pass');
    expect((await listed(admin.organizationId)).map(({ email, endDate }) => [email, endDate])).toEqual([
      ['alice@acme.example', null],
      ['bob@acme.example', '2026-11-29'],
      ['carol@acme.example', '2026-11-27'],
      ['frank@acme.example', null],
    ]);
  });

  it("makes only a refused list's checks could not evaluate, naming the permission, and leaves People as they are when the users are refused", async () => {
    const admin = await connect('Entra refused');
    entra.set({ refused: ['registration'] });
    const run = await runChecks(admin, 'entra-id', now);
    expect(run.results.filter((result) => result.outcome === 'unknown')).toEqual([
      {
        checkId: 'entra-id.mfa-registered',
        resource: TENANT,
        outcome: 'unknown',
        reason:
          'The app may not read the MFA registration report (403). Grant the application permission AuditLog.Read.All with admin consent.',
      },
    ]);
    entra.set({ refused: ['users'] });
    await runChecks(admin, 'entra-id', new Date('2026-11-29T08:00:00Z'));
    expect((await listed(admin.organizationId)).every((person) => person.endDate === null)).toBe(true);
  });

  it('refuses to connect a refused secret, saving nothing', async () => {
    const admin = await founder('Entra refused secret');
    await expect(connectIntegration(admin, 'entra-id', { ...input(), clientSecret: 'Wrong~secretValue0000000000' })).rejects.toThrow(
      /^Microsoft refused the app/,
    );
    expect(await listConnections(admin)).toEqual([]);
  });
});
