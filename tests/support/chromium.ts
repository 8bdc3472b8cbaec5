import { existsSync } from 'node:fs';

/**
 * The system Chromium (Debian's package, or PLAYWRIGHT_CHROMIUM_PATH). Undefined falls back to a browser that
 * `npx playwright install chromium` placed, on machines that have one.
 */
export function systemChromium(): string | undefined {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) return configured;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Flags for a headless Chromium running as root on a machine with no internet. */
export const offlineChromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
];
