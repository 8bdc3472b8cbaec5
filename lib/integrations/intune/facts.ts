import type { Unknown } from '@/lib/checks/types';

/** The platforms the checks know, as Intune's operatingSystem names them. */
export const devicePlatforms = ['Windows', 'macOS', 'iOS', 'Android'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** A device Intune manages, as Graph's managedDevices shows it, with the fields the checks and People read. */
export type IntuneDevice = {
  id: string;
  name: string;
  /** operatingSystem as Intune names it (Windows, macOS, iOS, Android, or another). */
  platform: string;
  osVersion: string;
  /** isEncrypted: whether the disk (or storage) is encrypted. */
  encrypted: boolean;
  /** complianceState: compliant, noncompliant, inGracePeriod, unknown… */
  compliance: string;
  /** The primary user's e-mail (emailAddress, else userPrincipalName), lower case; '' for a device with no user. */
  user: string;
  /** lastSyncDateTime (ISO time), or null when Intune has none. */
  lastSync: string | null;
};

/** A device compliance policy as far as the checks read it: its platform, whether it is assigned, and what it requires. */
export type IntuneCompliancePolicy = {
  id: string;
  name: string;
  /** The platform its @odata.type is for, or null for another (Windows Phone, Windows 8.1…). */
  platform: DevicePlatform | null;
  /** Assigned to at least one group, all users or all devices. */
  assigned: boolean;
  /** passwordRequired (passcodeRequired on iOS): a screen lock with a password or PIN. */
  passwordRequired: boolean;
  /** activeFirewallRequired (Windows) or firewallEnabled (macOS); null where the policy has no such setting. */
  firewallRequired: boolean | null;
};

/** The lowest OS version the checks accept per platform, as the connection sets it. */
export type MinimumVersions = Record<DevicePlatform, string>;

/** What an Intune run gathered about a tenant's devices: the raw facts its checks read and its evidence keeps. */
export type IntuneFacts = {
  tenant: string;
  collectedAt: string;
  devices: IntuneDevice[] | Unknown;
  policies: IntuneCompliancePolicy[] | Unknown;
  minimumVersions: MinimumVersions;
  /** The e-mails of People (lower case), added by the run, so each device is tied to a person. */
  people: string[];
};
