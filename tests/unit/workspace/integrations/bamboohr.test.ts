/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checklists, people } from '@/lib/db/schema';
import { bamboohrConnectSchema } from '@/lib/schemas/integrations/bamboohr-connect';
import { entraIdConnectSchema } from '@/lib/schemas/integrations/entra-id-connect';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import { API_KEY, COMPANY, daysAgo, manyEmployees, startBamboohrStandIn, type BamboohrStandIn } from '../../../support/bamboohr-stand-in';
import { CLIENT_ID, CLIENT_SECRET, startEntraStandIn, TENANT, type EntraStandIn } from '../../../support/entra-id-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('bamboohr-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let hr: BamboohrStandIn;
let entra: EntraStandIn;
beforeAll(async () => {
  [hr, entra] = await Promise.all([startBamboohrStandIn(), startEntraStandIn()]);
});
afterAll(() => Promise.all([hr.close(), entra.close()]));
beforeEach(() => hr.set({ employees: null, refused: false, rateLimit: 'none', notReport: false }));

const input = (apiKey = API_KEY) => bamboohrConnectSchema.parse({ subdomain: COMPANY, apiKey, baseUrl: hr.url });
const connect = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'bamboohr', input());
  return admin;
};
const listed = async (organizationId: string) =>
  (
    await (
      await getDb()
    )
      .select({ id: people.id, email: people.email, source: people.source, startDate: people.startDate, endDate: people.endDate })
      .from(people)
      .where(eq(people.organizationId, organizationId))
  )
    // The founder is listed as a member; the HR system's people are the others.
    .filter((person) => person.source !== 'member')
    .sort((a, b) => a.email.localeCompare(b.email));
const checklistKinds = async (organizationId: string, personId: string) =>
  (
    await (
      await getDb()
    )
      .select({ kind: checklists.kind })
      .from(checklists)
      .where(and(eq(checklists.organizationId, organizationId), eq(checklists.personId, personId)))
  ).map(({ kind }) => kind);
const NO_IDENTITY = 'No identity provider (Okta, Google Workspace, Microsoft Entra ID) is connected.';
const resultsOf = (run: Awaited<ReturnType<typeof runChecks>>, checkId: string) =>
  run.results.filter((result) => result.checkId === checkId).map(({ resource, outcome, reason }) => ({ resource, outcome, reason }));

describe('BambooHR connected and run', () => {
  it('fills People with hire and termination dates: the joiner’s onboarding and the leaver’s offboarding start by themselves', async () => {
    const admin = await connect('HR');
    expect((await listConnections(admin))[0]).toMatchObject({ provider: 'bamboohr', account: COMPANY, baseUrl: hr.url });
    const run = await runChecks(admin, 'bamboohr', new Date());
    expect(JSON.stringify(run)).not.toContain(API_KEY);
    const rows = await listed(admin.organizationId);
    // Frank has no work e-mail: People cannot tell him apart, so he is left out.
    expect(rows.map(({ email, source, startDate, endDate }) => [email, source, startDate, endDate])).toEqual([
      ['alice@acme.example', 'bamboohr', '2024-03-04', null],
      ['bob@acme.example', 'bamboohr', daysAgo(3), null],
      ['carol@acme.example', 'bamboohr', '2023-09-18', daysAgo(8)],
    ]);
    const [alice, bob, carol] = rows;
    expect(await checklistKinds(admin.organizationId, bob!.id)).toEqual(['onboarding']);
    expect(await checklistKinds(admin.organizationId, carol!.id)).toEqual(['offboarding']);
    // Alice joined long ago: nothing to start.
    expect(await checklistKinds(admin.organizationId, alice!.id)).toEqual([]);
    // No identity provider is connected: the account checks could not evaluate, and say why.
    expect(resultsOf(run, 'bamboohr.employees-have-account')).toEqual([{ resource: COMPANY, outcome: 'unknown', reason: NO_IDENTITY }]);
    // A second run changes nothing in People.
    await runChecks(admin, 'bamboohr', new Date());
    expect(await listed(admin.organizationId)).toEqual(rows);
  });

  it('takes over the people an identity provider added, and compares employees with its accounts', async () => {
    const admin = await connect('HR and Entra');
    await connectIntegration(
      admin,
      'entra-id',
      entraIdConnectSchema.parse({
        tenantId: TENANT,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        loginUrl: entra.url,
        graphUrl: entra.url,
      }),
    );
    await runChecks(admin, 'entra-id', new Date());
    expect((await listed(admin.organizationId)).find((person) => person.email === 'carol@acme.example')).toMatchObject({
      source: 'entra-id',
      startDate: '2025-02-10',
      endDate: null,
    });
    const run = await runChecks(admin, 'bamboohr', new Date());
    // HR is the authority on the dates: Carol's start and end dates are HR's, and she is HR's from now on.
    expect((await listed(admin.organizationId)).find((person) => person.email === 'carol@acme.example')).toMatchObject({
      source: 'bamboohr',
      startDate: '2023-09-18',
      endDate: daysAgo(8),
    });
    expect(resultsOf(run, 'bamboohr.employees-have-account')).toEqual([
      { resource: COMPANY, outcome: 'pass', reason: 'Every active employee (2) has an account.' },
    ]);
    expect(resultsOf(run, 'bamboohr.leavers-disabled')).toEqual([
      {
        resource: 'carol@acme.example',
        outcome: 'fail',
        reason: `Left on ${daysAgo(8)}, and still enabled in Microsoft Entra ID.`,
      },
    ]);
    // Entra ID's own leavers check now reads HR's end date from People.
    const entraRun = await runChecks(admin, 'entra-id', new Date());
    expect(entraRun.results.find((result) => result.checkId === 'entra-id.leavers-disabled')).toMatchObject({
      resource: 'carol@acme.example',
      outcome: 'fail',
    });
  });

  it('refuses a wrong key, saving nothing, and says what BambooHR refused', async () => {
    const admin = await founder('HR wrong key');
    await expect(connectIntegration(admin, 'bamboohr', input('0000000000000000000000000000000000000000'))).rejects.toThrow(
      'BambooHR refused the API key (401). Check the key, and that its user is still active.',
    );
    await expect(connectIntegration(admin, 'bamboohr', { ...input(), subdomain: 'other' })).rejects.toThrow(/knows no company/);
    hr.set({ notReport: true });
    await expect(connectIntegration(admin, 'bamboohr', input())).rejects.toThrow(/is not a BambooHR report/);
    expect(await listConnections(admin)).toEqual([]);
  });

  it('makes the checks could not evaluate when the key’s user may not read the report, and leaves People as they are', async () => {
    const admin = await connect('HR refused');
    await runChecks(admin, 'bamboohr', new Date());
    const before = await listed(admin.organizationId);
    hr.set({ refused: true });
    const run = await runChecks(admin, 'bamboohr', new Date());
    expect(run.results.map(({ outcome }) => outcome)).toEqual(['unknown', 'unknown']);
    expect(run.results[0]?.reason).toMatch(/^BambooHR refused access \(403\)/);
    expect(await listed(admin.organizationId)).toEqual(before);
  });

  it('waits out a short rate limit, and names the time of a long one', async () => {
    const admin = await connect('HR limited');
    hr.set({ rateLimit: 'once' });
    const waited = await runChecks(admin, 'bamboohr', new Date());
    // The report was read after the wait: only the missing identity provider keeps the checks from a verdict.
    expect(waited.results.map((result) => result.reason)).toEqual([NO_IDENTITY, NO_IDENTITY]);
    expect((await listed(admin.organizationId)).length).toBe(3);
    hr.set({ rateLimit: 'long' });
    const limited = await runChecks(admin, 'bamboohr', new Date());
    expect(limited.results[0]?.reason).toMatch(/^BambooHR is limiting requests until \d{2}:\d{2} UTC\. Try again then\.$/);
  });

  it('reads an empty company and a large one', async () => {
    const admin = await connect('HR sizes');
    hr.set({ employees: [] });
    await runChecks(admin, 'bamboohr', new Date());
    expect(await listed(admin.organizationId)).toEqual([]);
    hr.set({ employees: manyEmployees(1200) });
    await runChecks(admin, 'bamboohr', new Date());
    expect((await listed(admin.organizationId)).length).toBe(1200);
  });
});
