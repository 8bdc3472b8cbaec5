import type { IntuneCompliancePolicy, IntuneDevice, IntuneFacts } from '@/lib/integrations/intune/facts';
import { atLeast, deviceName, knownPlatform } from './device-rules';
import { perUser } from './per-user';
import { isUnknown, type CheckDefinition, type CheckResult, type Unknown } from './types';

/** A device that has not reported for longer than this is no longer known to be as configured. */
export const SYNC_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const unknownTenant = (tenant: string, reason: string): CheckResult[] => [{ resource: tenant, outcome: 'unknown', reason }];

/** Each device's result by `judge`, summed up as one pass when every device passes. */
function perDevice(
  tenant: string,
  devices: IntuneDevice[] | Unknown,
  judge: (device: IntuneDevice) => Omit<CheckResult, 'resource'> | null,
  passed: (count: number) => string,
): CheckResult[] {
  if (isUnknown(devices)) return unknownTenant(tenant, devices.unknown);
  const results = devices.flatMap((device) => {
    const result = judge(device);
    return result ? [{ resource: deviceName(device), ...result }] : [];
  });
  return perUser(tenant, results, passed(results.length), 'The tenant has no managed device this check applies to.');
}

/** The assigned compliance policies of a device's platform. */
const assignedFor = (policies: IntuneCompliancePolicy[], device: IntuneDevice) => {
  const platform = knownPlatform(device.platform);
  return policies.filter((policy) => policy.assigned && policy.platform !== null && policy.platform === platform);
};

/** The checks run on a Microsoft Intune tenant's devices. */
export const intuneChecks: readonly CheckDefinition<IntuneFacts>[] = [
  {
    id: 'intune.disk-encrypted',
    title: 'Every Intune-managed device has its disk encrypted',
    proves: 'A lost or stolen laptop or phone does not give its data away.',
    controls: ['AST-08', 'CRY-02'],
    severity: 'high',
    logic: {
      reads: 'Every managed device (deviceManagement/managedDevices, every page: isEncrypted).',
      rule: 'Each managed device must report its storage encrypted.',
      pass: 'Every device is encrypted (or the tenant has none).',
      fail: 'A device is not encrypted; the result names it and its user.',
      unknown: 'The managed devices could not be read (the permission DeviceManagementManagedDevices.Read.All not granted).',
    },
    evaluate: ({ tenant, devices }) =>
      perDevice(
        tenant,
        devices,
        (device) =>
          device.encrypted ? { outcome: 'pass', reason: 'Encrypted.' } : { outcome: 'fail', reason: 'The disk is not encrypted.' },
        (count) => `Every managed device (${count}) is encrypted.`,
      ),
  },
  {
    id: 'intune.os-supported',
    title: 'Every Intune-managed device runs a supported OS version',
    proves: 'Devices receive their vendor’s security updates.',
    controls: ['AST-08', 'VUL-01'],
    severity: 'medium',
    logic: {
      reads: 'Every managed device’s operatingSystem and osVersion.',
      rule: 'Each device’s OS version must be at or above the minimum the administrator chose for its platform when connecting; by default Windows 10.0.19045 (10 22H2), macOS 14, iOS and iPadOS 17, Android 13, the oldest releases still receiving security updates.',
      pass: 'Every device is at or above its minimum.',
      fail: 'A device runs an older version; the result names the version and the minimum.',
      unknown: 'The devices could not be read, or a device’s platform or version is not one the check knows.',
    },
    evaluate: ({ tenant, devices, minimumVersions }) =>
      perDevice(
        tenant,
        devices,
        (device) => {
          const platform = knownPlatform(device.platform);
          if (!platform)
            return { outcome: 'unknown', reason: `No minimum version is known for ${device.platform || 'an unnamed platform'}.` };
          const minimum = minimumVersions[platform];
          const current = atLeast(device.osVersion, minimum);
          if (current === null) return { outcome: 'unknown', reason: `The OS version "${device.osVersion}" could not be read.` };
          return current
            ? { outcome: 'pass', reason: `${platform} ${device.osVersion}, at or above ${minimum}.` }
            : { outcome: 'fail', reason: `${platform} ${device.osVersion}, below the minimum ${minimum}.` };
        },
        (count) => `Every managed device (${count}) runs a supported OS version.`,
      ),
  },
  {
    id: 'intune.device-compliant',
    title: 'Every Intune-managed device is compliant with its policies',
    proves: 'Intune itself finds each device meets the organization’s compliance policies.',
    controls: ['AST-08', 'OPS-07'],
    severity: 'high',
    logic: {
      reads: 'Every managed device’s complianceState.',
      rule: 'Each device must be compliant; noncompliant, in grace period, in conflict or in error fail.',
      pass: 'Every device is compliant.',
      fail: 'A device is not compliant; the result gives its state.',
      unknown: 'The devices could not be read, or Intune has not evaluated a device yet (unknown, not applicable).',
    },
    evaluate: ({ tenant, devices }) =>
      perDevice(
        tenant,
        devices,
        (device) => {
          if (device.compliance === 'compliant') return { outcome: 'pass', reason: 'Compliant.' };
          if (['unknown', 'notApplicable', 'configManager'].includes(device.compliance))
            return { outcome: 'unknown', reason: `Intune reports the compliance state "${device.compliance}".` };
          return { outcome: 'fail', reason: `Intune reports the device ${device.compliance}.` };
        },
        (count) => `Every managed device (${count}) is compliant.`,
      ),
  },
  {
    id: 'intune.screen-lock-required',
    title: 'An assigned compliance policy requires a screen lock on every Intune-managed device',
    proves: 'An unattended device cannot be used without its password or PIN, by policy.',
    controls: ['AST-08', 'AC-05'],
    severity: 'medium',
    logic: {
      reads:
        'Every managed device’s platform and the device compliance policies with their assignments (passwordRequired, passcodeRequired on iOS).',
      rule: 'For each device, a compliance policy of its platform, assigned to a group, all users or all devices, must require a password or PIN.',
      pass: 'Such a policy covers the device’s platform; the result names it.',
      fail: 'No assigned policy of its platform requires a screen lock.',
      unknown: 'The devices or the policies could not be read (DeviceManagementConfiguration.Read.All not granted).',
    },
    evaluate: ({ tenant, devices, policies }) => {
      if (!isUnknown(devices) && devices.length > 0 && isUnknown(policies)) return unknownTenant(tenant, policies.unknown);
      const known = isUnknown(policies) ? [] : policies;
      return perDevice(
        tenant,
        devices,
        (device) => {
          const requiring = assignedFor(known, device).filter((policy) => policy.passwordRequired);
          return requiring.length > 0
            ? { outcome: 'pass', reason: `A screen lock is required by ${requiring.map((policy) => policy.name).join(', ')}.` }
            : { outcome: 'fail', reason: `No assigned ${device.platform || 'device'} compliance policy requires a screen lock.` };
        },
        (count) => `Every managed device (${count}) is covered by a policy requiring a screen lock.`,
      );
    },
  },
  {
    id: 'intune.synced-recently',
    title: `Every Intune-managed device has synced in the last ${SYNC_DAYS} days`,
    proves: 'What Intune reports of each device is current: none has gone out of reach.',
    controls: ['AST-08', 'AST-01'],
    severity: 'low',
    logic: {
      reads: 'Every managed device’s lastSyncDateTime.',
      rule: `Each device must have synced with Intune in the last ${SYNC_DAYS} days.`,
      pass: `Every device synced in the last ${SYNC_DAYS} days.`,
      fail: 'A device last synced earlier, or never; the result gives the day.',
      unknown: 'The devices could not be read.',
    },
    evaluate: ({ tenant, devices }, now) =>
      perDevice(
        tenant,
        devices,
        (device) => {
          if (!device.lastSync) return { outcome: 'fail', reason: 'The device has never synced.' };
          const days = Math.floor((now.getTime() - Date.parse(device.lastSync)) / DAY_MS);
          return days <= SYNC_DAYS
            ? { outcome: 'pass', reason: `Synced on ${device.lastSync.slice(0, 10)}.` }
            : { outcome: 'fail', reason: `Last synced on ${device.lastSync.slice(0, 10)}, ${days} days ago.` };
        },
        (count) => `Every managed device (${count}) synced in the last ${SYNC_DAYS} days.`,
      ),
  },
  {
    id: 'intune.firewall-required',
    title: 'An assigned compliance policy requires the firewall on every Intune-managed Windows and macOS device',
    proves: 'Computers refuse unsolicited network connections, by policy.',
    controls: ['AST-08', 'OPS-07'],
    severity: 'medium',
    logic: {
      reads:
        'Every managed Windows and macOS device and the compliance policies with their assignments (activeFirewallRequired on Windows, firewallEnabled on macOS).',
      rule: 'For each Windows or macOS device, an assigned compliance policy of its platform must require the firewall. Phones and tablets are left out: their compliance policies have no firewall setting.',
      pass: 'Such a policy covers the device’s platform.',
      fail: 'No assigned policy of its platform requires the firewall.',
      unknown: 'The devices or the policies could not be read.',
    },
    evaluate: ({ tenant, devices, policies }) => {
      const computers = (device: IntuneDevice) => ['Windows', 'macOS'].includes(knownPlatform(device.platform) ?? '');
      if (!isUnknown(devices) && devices.some(computers) && isUnknown(policies)) return unknownTenant(tenant, policies.unknown);
      const known = isUnknown(policies) ? [] : policies;
      return perDevice(
        tenant,
        devices,
        (device) => {
          if (!computers(device)) return null;
          const requiring = assignedFor(known, device).filter((policy) => policy.firewallRequired === true);
          return requiring.length > 0
            ? { outcome: 'pass', reason: `The firewall is required by ${requiring.map((policy) => policy.name).join(', ')}.` }
            : { outcome: 'fail', reason: `No assigned ${device.platform} compliance policy requires the firewall.` };
        },
        (count) => `Every managed computer (${count}) is covered by a policy requiring the firewall.`,
      );
    },
  },
  {
    id: 'intune.device-owner-known',
    title: 'Every Intune-managed device belongs to a person in People',
    proves: 'Each device is accounted for by someone the organization lists.',
    controls: ['AST-01'],
    severity: 'low',
    logic: {
      reads: 'Every managed device’s user (emailAddress, else userPrincipalName) and the e-mails of People.',
      rule: 'Each device’s user must be a person of People, matched by e-mail.',
      pass: 'Every device’s user is in People.',
      fail: 'A device has no user, or a user People does not list; the result names the device.',
      unknown: 'The devices could not be read.',
    },
    evaluate: ({ tenant, devices, people }) => {
      const listed = new Set(people);
      return perDevice(
        tenant,
        devices,
        (device) => {
          if (!device.user) return { outcome: 'fail', reason: 'The device has no user: it is not tied to anyone in People.' };
          return listed.has(device.user)
            ? { outcome: 'pass', reason: `Belongs to ${device.user}.` }
            : { outcome: 'fail', reason: `Its user ${device.user} is not in People.` };
        },
        (count) => `Every managed device (${count}) belongs to a person in People.`,
      );
    },
  },
];
