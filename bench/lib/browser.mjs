// Playwright measurements: axe-core violations and the JavaScript a first visit loads.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumPath, offlineFlags } from './chromium.mjs';

export async function openBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: offlineFlags.filter((flag) => flag !== '--headless=new') });
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core on each path: { path: { ruleId: nodeCount } }. Signed-in pages are held to the WCAG 2.2 AA rules; public
 * pages (`everyRule`) to every rule axe runs by default, its best practices too (landmarks, heading order).
 */
export async function measureAxe(browser, origin, paths, cookie, { everyRule = false } = {}) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ name: cookie.name, value: cookie.value, url: origin }]);
  const page = await context.newPage();
  const results = {};
  for (const path of paths) {
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    const builder = new AxeBuilder({ page });
    const { violations } = await (everyRule ? builder : builder.withTags(wcagTags)).analyze();
    results[path] = Object.fromEntries(violations.map((violation) => [violation.id, violation.nodes.length]));
  }
  await context.close();
  return results;
}

/** Gzipped bytes and count of the same-origin scripts a fresh visit loads before the load event. */
export async function measureFirstLoadJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return;
    pending.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const sizes = await Promise.all(pending);
  await context.close();
  return { gzipBytes: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length };
}
