import { existsSync } from 'node:fs';

/**
 * The system Chromium (PLAYWRIGHT_CHROMIUM_PATH, or Debian's packages): its headless shell first, which Playwright
 * itself prefers for headless runs and which does the same work on less processor time than the full browser.
 * Undefined falls back to a browser that `npx playwright install chromium` placed, on machines that have one.
 */
export function systemChromium(): string | undefined {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (configured) return configured;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
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
