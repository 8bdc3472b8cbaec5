import { devicePlatforms, type DevicePlatform, type IntuneDevice } from '@/lib/integrations/intune/facts';

/** A device platform the checks know, by Intune's operatingSystem (Windows, macOS, iOS, iPadOS, Android…); null for another. */
export function knownPlatform(operatingSystem: string): DevicePlatform | null {
  const name = operatingSystem.toLowerCase();
  if (name === 'ipados') return 'iOS';
  if (name.startsWith('android')) return 'Android';
  return devicePlatforms.find((platform) => platform.toLowerCase() === name) ?? null;
}

/** The numbers of a version ("10.0.19045.4291" → [10, 0, 19045, 4291]); null when it does not start with one. */
export function versionNumbers(version: string): number[] | null {
  const match = /^\d+(\.\d+)*/.exec(version.trim());
  return match ? match[0].split('.').map(Number) : null;
}

/** Whether `version` is at or above `minimum`, comparing number by number (a missing number counts as 0); null when unreadable. */
export function atLeast(version: string, minimum: string): boolean | null {
  const have = versionNumbers(version);
  const need = versionNumbers(minimum);
  if (!have || !need) return null;
  for (let index = 0; index < Math.max(have.length, need.length); index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/** How a result names a device: its name and its user, so a person finds their own. */
export const deviceName = (device: IntuneDevice): string => `${device.name} (${device.user || 'no user'})`;
