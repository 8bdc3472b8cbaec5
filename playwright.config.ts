import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineChromiumArgs, systemChromium } from './tests/support/chromium';
import { OWN_SERVER } from './tests/e2e/support/server-process';
import { freePort } from './tests/support/free-port';
import { preferMemoryBackedTmpdir, removeStaleFolders } from './tests/support/scratch-folder';

// The servers' data folders and those the tests make go to memory where the machine allows; workers inherit it.
preferMemoryBackedTmpdir();
// Worker processes load this file again: the ports and data folders chosen first are passed on through the env.
if (!process.env.E2E_DATA_DIR) removeStaleFolders('e2e-');
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-'));
// A second server of the same build signs in through a loopback mock of the provider backend (BACKEND_URL).
process.env.E2E_PROVIDER_PORT ??= String(freePort());
process.env.E2E_PROVIDER_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-provider-data-'));
process.env.E2E_MOCK_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const providerURL = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}`;
const mockURL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}`;
const ownServer = new RegExp(OWN_SERVER.tag);

/** End-to-end tests against the production build (`npm run build` runs first, in `npm run test:e2e`), served by `npm start`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // CI retries a failed test once to tell a flaky test from a broken one, and fails the run on either, so a
  // flaky test is seen the day it appears rather than by the next person who runs the suite without retries.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  // A whole workflow on a busy two-core machine (two browsers, three servers) can take longer than the default 30 s,
  // on a newcomer's machine as much as in CI.
  timeout: 60_000,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['./tests/support/slowest-playwright-reporter.mjs']]
    : [['list'], ['./tests/support/slowest-playwright-reporter.mjs']],
  use: {
    baseURL,
    // Recording a trace (a screenshot and a DOM snapshot at every step) took a third of the suite's processor time.
    // CI records it on the retry of a failed test; a local run, which does not retry, keeps it for failures.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: systemChromium(), args: offlineChromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /provider\//, grepInvert: ownServer },
    { name: 'provider', use: { ...devices['Desktop Chrome'], baseURL: providerURL }, testMatch: /provider\/.*\.spec\.ts$/ },
    // Tests that start servers of their own (OWN_SERVER in tests/e2e/support/server-process.ts): once the others
    // are done, so that a new database's start-up never slows a test of the shared server.
    {
      name: 'own-server',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /provider\//,
      grep: ownServer,
      dependencies: ['chromium', 'provider'],
    },
  ],
  webServer: [
    {
      command: `node scripts/start.mjs -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      // One trusted proxy hop, so tests that found organizations can each come from an address of their own
      // (tests/e2e/support/auth.ts); without X-Forwarded-For the key is the socket's address, as with 'none'.
      // The integration stand-ins listen on 127.0.0.1 over http, a host the operator allows.
      env: { DATA_DIR: process.env.E2E_DATA_DIR, TRUSTED_PROXY: '1', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
    },
    {
      command: `node tests/support/mock-provider.cjs ${process.env.E2E_MOCK_PORT}`,
      url: `${mockURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/start.mjs -p ${process.env.E2E_PROVIDER_PORT} -H 127.0.0.1`,
      url: `${providerURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DATA_DIR: process.env.E2E_PROVIDER_DATA_DIR,
        BACKEND_URL: mockURL,
        BACKEND_TIMEOUT_MS: '10000',
        SESSION_SECRET: 'e2e-provider-session-secret-0123456789abcdef',
      },
    },
  ],
});
