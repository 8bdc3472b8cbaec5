import { atLeast, knownPlatform } from '@/lib/checks/device-rules';
import { intuneChecks } from '@/lib/checks/intune';
import type { IntuneCompliancePolicy, IntuneDevice, IntuneFacts } from '@/lib/integrations/intune/facts';
import { DEFAULT_MINIMUM_VERSIONS } from '@/lib/integrations/intune/profile';

const now = new Date('2026-11-28T08:00:00Z');
const TENANT = 'acme.onmicrosoft.com';
const device = (name: string, changes: Partial<IntuneDevice> = {}): IntuneDevice => ({
  id: name,
  name,
  platform: 'Windows',
  osVersion: '10.0.22631.4460',
  encrypted: true,
  compliance: 'compliant',
  user: `${name.toLowerCase()}@acme.example`,
  lastSync: '2026-11-27T10:00:00.000Z',
  ...changes,
});
const policy = (changes: Partial<IntuneCompliancePolicy> = {}): IntuneCompliancePolicy => ({
  id: 'p',
  name: 'Windows baseline',
  platform: 'Windows',
  assigned: true,
  passwordRequired: true,
  firewallRequired: true,
  ...changes,
});
const facts = (changes: Partial<IntuneFacts> = {}): IntuneFacts => ({
  tenant: TENANT,
  collectedAt: now.toISOString(),
  devices: [device('Alice')],
  policies: [policy()],
  minimumVersions: DEFAULT_MINIMUM_VERSIONS,
  people: ['alice@acme.example'],
  ...changes,
});
const run = (id: string, input: IntuneFacts) => intuneChecks.find((check) => check.id === id)!.evaluate(input, now);
const outcomes = (id: string, input: IntuneFacts) => run(id, input).map(({ resource, outcome }) => [resource, outcome]);
const refused = { unknown: 'The app may not read the managed devices (403).' };

describe('the device rules', () => {
  it('compares versions number by number', () => {
    expect(atLeast('10.0.19045.4291', '10.0.19045')).toBe(true);
    expect(atLeast('10.0.19044.1', '10.0.19045')).toBe(false);
    expect(atLeast('14', '14.0')).toBe(true);
    expect(atLeast('13.6.1', '14.0')).toBe(false);
    expect(atLeast('17.10', '17.9')).toBe(true);
    expect(atLeast('unknown', '14.0')).toBeNull();
  });
  it('knows the platforms by Intune’s names, iPadOS as iOS', () => {
    expect(['Windows', 'macOS', 'iPadOS', 'Android', 'AndroidForWork', 'Linux'].map(knownPlatform)).toEqual([
      'Windows',
      'macOS',
      'iOS',
      'Android',
      'Android',
      null,
    ]);
  });
});

describe.each(intuneChecks.map((check) => [check.id]))('%s', (id) => {
  it('could not evaluate when the devices could not be read, never a pass or a fail', () => {
    expect(run(id, facts({ devices: refused }))).toEqual([{ resource: TENANT, outcome: 'unknown', reason: refused.unknown }]);
  });
  it('passes the tenant once when every device passes', () => {
    expect(outcomes(id, facts())).toEqual([[TENANT, 'pass']]);
  });
});

describe('each rule per device', () => {
  it('fails an unencrypted device, naming it and its user', () => {
    expect(run('intune.disk-encrypted', facts({ devices: [device('Alice'), device('Bob', { encrypted: false })] }))).toEqual([
      { resource: 'Bob (bob@acme.example)', outcome: 'fail', reason: 'The disk is not encrypted.' },
    ]);
  });
  it('fails an OS below its platform’s minimum, and could not evaluate an unknown platform or version', () => {
    const devices = [
      device('Mac', { platform: 'macOS', osVersion: '13.6.1' }),
      device('Linux', { platform: 'Linux', osVersion: '6.1' }),
      device('Odd', { osVersion: '' }),
      device('Phone', { platform: 'Android', osVersion: '14' }),
    ];
    expect(run('intune.os-supported', facts({ devices }))).toEqual([
      { resource: 'Mac (mac@acme.example)', outcome: 'fail', reason: 'macOS 13.6.1, below the minimum 14.0.' },
      { resource: 'Linux (linux@acme.example)', outcome: 'unknown', reason: 'No minimum version is known for Linux.' },
      { resource: 'Odd (odd@acme.example)', outcome: 'unknown', reason: 'The OS version "" could not be read.' },
    ]);
  });
  it('fails a noncompliant or in-grace device and could not evaluate one Intune has not evaluated', () => {
    const devices = [
      device('A', { compliance: 'noncompliant' }),
      device('B', { compliance: 'inGracePeriod' }),
      device('C', { compliance: 'unknown' }),
    ];
    expect(outcomes('intune.device-compliant', facts({ devices }))).toEqual([
      ['A (a@acme.example)', 'fail'],
      ['B (b@acme.example)', 'fail'],
      ['C (c@acme.example)', 'unknown'],
    ]);
  });
  it('fails a device whose platform has no assigned policy requiring a screen lock', () => {
    const devices = [device('Win'), device('Mac', { platform: 'macOS', osVersion: '15.1' })];
    expect(outcomes('intune.screen-lock-required', facts({ devices }))).toEqual([['Mac (mac@acme.example)', 'fail']]);
    const unassigned = [policy({ assigned: false })];
    expect(outcomes('intune.screen-lock-required', facts({ policies: unassigned }))).toEqual([['Alice (alice@acme.example)', 'fail']]);
    const noPassword = [policy({ passwordRequired: false })];
    expect(outcomes('intune.screen-lock-required', facts({ policies: noPassword }))).toEqual([['Alice (alice@acme.example)', 'fail']]);
  });
  it('could not evaluate the policy checks when the policies could not be read', () => {
    for (const id of ['intune.screen-lock-required', 'intune.firewall-required']) {
      expect(run(id, facts({ policies: refused }))).toEqual([{ resource: TENANT, outcome: 'unknown', reason: refused.unknown }]);
    }
  });
  it('asks a firewall of computers only: phones and tablets have no such setting', () => {
    const devices = [device('Win'), device('Phone', { platform: 'iOS', osVersion: '18.1' })];
    expect(outcomes('intune.firewall-required', facts({ devices, policies: [policy({ firewallRequired: false })] }))).toEqual([
      ['Win (win@acme.example)', 'fail'],
    ]);
    expect(outcomes('intune.firewall-required', facts({ devices: [devices[1]!], policies: refused }))).toEqual([[TENANT, 'pass']]);
  });
  it('fails a device that has not synced in thirty days, or never', () => {
    const devices = [
      device('Old', { lastSync: '2026-10-20T00:00:00.000Z' }),
      device('Never', { lastSync: null }),
      device('Fresh', { lastSync: '2026-10-30T08:00:00.000Z' }),
    ];
    expect(run('intune.synced-recently', facts({ devices }))).toEqual([
      { resource: 'Old (old@acme.example)', outcome: 'fail', reason: 'Last synced on 2026-10-20, 39 days ago.' },
      { resource: 'Never (never@acme.example)', outcome: 'fail', reason: 'The device has never synced.' },
    ]);
  });
  it('fails a device with no user or a user People does not list', () => {
    const devices = [device('Alice'), device('Kiosk', { user: '' }), device('Zoe')];
    expect(run('intune.device-owner-known', facts({ devices }))).toEqual([
      { resource: 'Kiosk (no user)', outcome: 'fail', reason: 'The device has no user: it is not tied to anyone in People.' },
      { resource: 'Zoe (zoe@acme.example)', outcome: 'fail', reason: 'Its user zoe@acme.example is not in People.' },
    ]);
  });
});
