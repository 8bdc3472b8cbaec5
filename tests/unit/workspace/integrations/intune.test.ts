/** @jest-environment node */
import { intuneConnectSchema } from '@/lib/schemas/integrations/intune-connect';
import { connectIntegration, listConnections, runChecks } from '@/lib/workspace/integrations';
import { devicesOf } from '@/lib/workspace/devices';
import { createPerson } from '@/lib/workspace/people';
import { CLIENT_ID, CLIENT_SECRET, manyDevices, startIntuneStandIn, TENANT, type IntuneStandIn } from '../../../support/intune-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('intune-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let intune: IntuneStandIn;
beforeAll(async () => {
  intune = await startIntuneStandIn();
});
afterAll(() => intune.close());
beforeEach(() => intune.set({ pageSize: 2, devices: null, refused: [], rateLimit: 'none', revoked: false, macPolicyAssigned: false }));

const input = (clientSecret = CLIENT_SECRET) =>
  intuneConnectSchema.parse({ tenantId: TENANT, clientId: CLIENT_ID, clientSecret, loginUrl: intune.url, graphUrl: intune.url });
const connect = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'intune', input());
  return admin;
};
const addPeople = async (admin: Awaited<ReturnType<typeof founder>>) => {
  for (const [name, email] of [
    ['Alice Ng', 'alice@acme.example'],
    ['Bob Stone', 'bob@acme.example'],
  ]) {
    await createPerson(admin, { name: name!, email: email!, department: '', managerId: null, startDate: '2025-01-06' });
  }
};
const failures = (run: Awaited<ReturnType<typeof runChecks>>) =>
  run.results.filter((result) => result.outcome === 'fail').map(({ checkId, resource }) => `${checkId} ${resource}`);

describe('Microsoft Intune connected and run', () => {
  it('reads every page of devices and fails each device a rule does not hold for, tied to People by e-mail', async () => {
    const admin = await connect('Intune');
    expect((await listConnections(admin))[0]).toMatchObject({ provider: 'intune', account: TENANT, baseUrl: intune.url });
    await addPeople(admin);
    const run = await runChecks(admin, 'intune', new Date());
    expect(JSON.stringify(run)).not.toContain(CLIENT_SECRET);
    expect(intune.paths.filter((path) => path.includes('managedDevices')).length).toBeGreaterThanOrEqual(2);
    expect(failures(run)).toEqual([
      'intune.disk-encrypted Bob’s MacBook (bob@acme.example)',
      'intune.os-supported Bob’s MacBook (bob@acme.example)',
      'intune.device-compliant Bob’s MacBook (bob@acme.example)',
      'intune.screen-lock-required Bob’s MacBook (bob@acme.example)',
      'intune.screen-lock-required Pixel 8 (zoe@acme.example)',
      'intune.synced-recently Front desk iPad (no user)',
      'intune.firewall-required Bob’s MacBook (bob@acme.example)',
      'intune.device-owner-known Front desk iPad (no user)',
      'intune.device-owner-known Pixel 8 (zoe@acme.example)',
    ]);
    // Each person's page lists the devices whose user they are.
    expect(
      (await devicesOf(admin, 'bob@acme.example')).map(({ name, platform, encrypted, compliance }) => [
        name,
        platform,
        encrypted,
        compliance,
      ]),
    ).toEqual([['Bob’s MacBook', 'macOS', false, 'noncompliant']]);
    expect(await devicesOf(await founder('Other organization'), 'bob@acme.example')).toEqual([]);
    // The macOS policy is assigned: Bob's Mac is covered by its screen lock and firewall.
    intune.set({ macPolicyAssigned: true });
    const next = await runChecks(admin, 'intune', new Date());
    expect(failures(next).filter((failure) => /screen-lock|firewall/.test(failure))).toEqual([
      'intune.screen-lock-required Pixel 8 (zoe@acme.example)',
    ]);
  });

  it("makes only a refused list's checks could not evaluate, naming the permission", async () => {
    const admin = await connect('Intune refused');
    intune.set({ refused: ['policies'] });
    const run = await runChecks(admin, 'intune', new Date());
    const unknown = run.results.filter((result) => result.outcome === 'unknown');
    expect(unknown.map(({ checkId }) => checkId)).toEqual(['intune.screen-lock-required', 'intune.firewall-required']);
    expect(unknown[0]?.reason).toBe(
      'The app may not read the device compliance policies (403). Grant the application permission DeviceManagementConfiguration.Read.All with admin consent.',
    );
    intune.set({ refused: ['devices'] });
    const before = await devicesOf(admin, 'alice@acme.example');
    const refused = await runChecks(admin, 'intune', new Date());
    expect(refused.results.every((result) => result.outcome === 'unknown')).toBe(true);
    // A refused list never reads as every device gone.
    expect(await devicesOf(admin, 'alice@acme.example')).toEqual(before);
    expect(before).toHaveLength(1);
    expect(refused.results[0]?.reason).toMatch(/DeviceManagementManagedDevices\.Read\.All/);
  });

  it('waits out a short throttle, names the time of a long one, and reads an empty and a large tenant', async () => {
    const admin = await connect('Intune sizes');
    intune.set({ rateLimit: 'once' });
    const waited = await runChecks(admin, 'intune', new Date());
    expect(waited.results.some((result) => result.outcome === 'unknown')).toBe(false);
    intune.set({ rateLimit: 'long' });
    const limited = await runChecks(admin, 'intune', new Date());
    expect(limited.results[0]?.reason).toMatch(/^Microsoft Graph is throttling this app until \d{2}:\d{2} UTC/);
    intune.set({ rateLimit: 'none', devices: [] });
    const empty = await runChecks(admin, 'intune', new Date());
    expect(empty.results.every((result) => result.outcome === 'pass')).toBe(true);
    expect(await devicesOf(admin, 'alice@acme.example')).toEqual([]);
    intune.set({ devices: manyDevices(1500), pageSize: 1000 });
    const large = await runChecks(admin, 'intune', new Date());
    expect(large.results.find((result) => result.checkId === 'intune.disk-encrypted')?.reason).toBe(
      'Every managed device (1500) is encrypted.',
    );
  });

  it('judges OS versions by the minimum releases the administrator chose when connecting', async () => {
    const admin = await founder('Intune minimums');
    await connectIntegration(admin, 'intune', { ...input(), minimumMacos: '13.0', minimumWindows: '10.0.26100' });
    const run = await runChecks(admin, 'intune', new Date());
    // Bob's macOS 13.6.1 is at or above the chosen 13.0; Alice's Windows 11 23H2 is below the chosen 24H2.
    expect(run.results.filter((result) => result.checkId === 'intune.os-supported' && result.outcome !== 'pass')).toEqual([
      expect.objectContaining({
        resource: 'ALICE-LAPTOP (alice@acme.example)',
        outcome: 'fail',
        reason: 'Windows 10.0.22631.4460, below the minimum 10.0.26100.',
      }),
    ]);
  });

  it('refuses to connect a refused secret, saving nothing', async () => {
    const admin = await founder('Intune refused secret');
    await expect(connectIntegration(admin, 'intune', input('Wrong~secretValue0000000000'))).rejects.toThrow(/^Microsoft refused the app/);
    expect(await listConnections(admin)).toEqual([]);
  });
});
