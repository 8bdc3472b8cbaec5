/**
 * The OS releases an administrator may choose as a platform's minimum for Intune's supported-version check, each
 * vendor's releases by the version Intune reports (Windows by its build number), oldest first. The default of each is
 * the oldest release its vendor still ships security updates for at the time of writing.
 */
export const intuneReleases = {
  Windows: {
    label: 'Windows',
    default: '10.0.19045',
    releases: [
      { version: '10.0.19044', name: 'Windows 10 21H2 (10.0.19044)' },
      { version: '10.0.19045', name: 'Windows 10 22H2 (10.0.19045)' },
      { version: '10.0.22621', name: 'Windows 11 22H2 (10.0.22621)' },
      { version: '10.0.22631', name: 'Windows 11 23H2 (10.0.22631)' },
      { version: '10.0.26100', name: 'Windows 11 24H2 (10.0.26100)' },
    ],
  },
  macOS: {
    label: 'macOS',
    default: '14.0',
    releases: [
      { version: '13.0', name: 'macOS 13 Ventura' },
      { version: '14.0', name: 'macOS 14 Sonoma' },
      { version: '15.0', name: 'macOS 15 Sequoia' },
      { version: '26.0', name: 'macOS 26 Tahoe' },
    ],
  },
  iOS: {
    label: 'iOS and iPadOS',
    default: '17.0',
    releases: [
      { version: '16.0', name: 'iOS 16' },
      { version: '17.0', name: 'iOS 17' },
      { version: '18.0', name: 'iOS 18' },
      { version: '26.0', name: 'iOS 26' },
    ],
  },
  Android: {
    label: 'Android',
    default: '13',
    releases: [
      { version: '12', name: 'Android 12' },
      { version: '13', name: 'Android 13' },
      { version: '14', name: 'Android 14' },
      { version: '15', name: 'Android 15' },
      { version: '16', name: 'Android 16' },
    ],
  },
} as const;

export type IntunePlatform = keyof typeof intuneReleases;

/** The form field of each platform's minimum. */
export const minimumFields = {
  Windows: 'minimumWindows',
  macOS: 'minimumMacos',
  iOS: 'minimumIos',
  Android: 'minimumAndroid',
} as const satisfies Record<IntunePlatform, string>;

/** Whether `version` is one of the releases `platform` offers as its minimum. */
export const isKnownRelease = (platform: IntunePlatform, version: string): boolean =>
  intuneReleases[platform].releases.some((release) => release.version === version);
