import { ENTRA_GRAPH_URL } from '../entra-id/profile';
import type { ProviderProfile } from '../framework/profile';
import { intuneReleases, isKnownRelease, minimumFields } from '@/lib/schemas/integrations/intune-releases';
import type { DevicePlatform, MinimumVersions } from './facts';

/** The Graph application permissions a run reads with, each named where its list is refused. */
export const INTUNE_PERMISSIONS = {
  devices: 'DeviceManagementManagedDevices.Read.All',
  policies: 'DeviceManagementConfiguration.Read.All',
} as const;

/**
 * The lowest OS version accepted per platform unless the connection sets others: the oldest release each vendor
 * still ships security updates for at the time of writing (Windows 10 22H2, macOS 14 Sonoma, iOS 17, Android 13).
 */
export const DEFAULT_MINIMUM_VERSIONS: MinimumVersions = {
  Windows: intuneReleases.Windows.default,
  macOS: intuneReleases.macOS.default,
  iOS: intuneReleases.iOS.default,
  Android: intuneReleases.Android.default,
};

/**
 * The minimums a connection's administrator chose (kept with its sealed fields), each platform's default where none
 * was chosen (a connection made before the choice existed) or the stored value is no release the form offers.
 */
export function minimumVersionsOf(fields: Record<string, string>): MinimumVersions {
  const chosen = (platform: DevicePlatform) => {
    const value = fields[minimumFields[platform]];
    return value !== undefined && isKnownRelease(platform, value) ? value : DEFAULT_MINIMUM_VERSIONS[platform];
  };
  return { Windows: chosen('Windows'), macOS: chosen('macOS'), iOS: chosen('iOS'), Android: chosen('Android') };
}

/** Microsoft Intune: an app registration reading Intune's devices and compliance policies through Microsoft Graph. */
export const intuneProfile: ProviderProfile = {
  category: 'devices',
  auth: 'oauth-client-credentials',
  defaultBaseUrl: ENTRA_GRAPH_URL,
  collects:
    'Every managed device with its encryption, OS version, compliance state, user and last sync, and the device compliance policies’ screen lock and firewall settings; ties each device to a person of People.',
  leastPrivilege: [
    'In the Microsoft Entra admin center (App registrations › New registration), register an app for this tenant only, with no redirect URI, and create a client secret (the Entra ID connection’s app may be reused).',
    `Under API permissions, add these Microsoft Graph application permissions only: ${Object.values(INTUNE_PERMISSIONS).join(', ')}, then grant admin consent.`,
  ],
};
