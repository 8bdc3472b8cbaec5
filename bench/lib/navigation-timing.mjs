// In the system Chromium: the time from a click in the signed-in navigation to the next screen's content (its
// heading inside <main>, a new element once the screen changed), measured in the page from the click event, for each
// screen of the navigation in turn, `rounds` times. Also records the router's request for the first navigation from
// the dashboard, whose headers the load test replays as the client navigation (rsc-request.mjs).
import { openBrowser } from './browser.mjs';

const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];

/** Clicks the screen's link in the desktop header, opening its menu first (not timed); answers ms to content. */
async function clickThrough(page, screen) {
  if (screen.menu) await page.locator('header').getByRole('button', { name: screen.menu, exact: true }).click();
  await page.evaluate(() => (window.__previousHeading = document.querySelector('main h1')));
  await page.locator(`header a[href="${screen.path}"]:visible`).first().click();
  const handle = await page.waitForFunction(
    (path) => {
      const heading = document.querySelector('main h1');
      const arrived = location.pathname === path && heading && heading !== window.__previousHeading;
      return arrived ? performance.now() - window.__clickedAt : false;
    },
    screen.path,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * Signed in with `cookie` ({ name, value }), from the dashboard through every screen of `screens` and back to the
 * dashboard, `rounds` times. Answers { screens: { path: { medianMs, worstMs, runs } }, navigationHeaders }.
 */
export async function measureNavigation(origin, cookie, screens, { rounds = 20 } = {}) {
  const browser = await openBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: cookie.name, value: cookie.value, url: origin }]);
    const page = await context.newPage();
    let navigationHeaders = null;
    page.on('request', (request) => {
      const headers = request.headers();
      if (navigationHeaders || headers.rsc !== '1' || headers['next-router-prefetch']) return;
      navigationHeaders = headers;
    });
    // The dashboard's first load also prefetches every link of the navigation: on a busy machine, beyond 30 s.
    await page.goto(`${origin}/manage`, { waitUntil: 'networkidle', timeout: 180_000 });
    await page.evaluate(() => document.addEventListener('click', () => (window.__clickedAt = performance.now()), true));
    const order = [...screens.filter((screen) => screen.path !== '/manage'), screens.find((screen) => screen.path === '/manage')];
    const times = Object.fromEntries(order.map((screen) => [screen.path, []]));
    for (let round = 0; round < rounds; round++) {
      for (const screen of order) times[screen.path].push(await clickThrough(page, screen));
    }
    await context.close();
    const results = {};
    for (const [path, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      results[path] = { medianMs: Math.round(median(sorted)), worstMs: Math.round(sorted.at(-1)), runs: sorted.length };
    }
    if (!navigationHeaders) throw new Error('the browser made no RSC request when navigating from the dashboard');
    return { screens: results, navigationHeaders };
  } finally {
    await browser.close();
  }
}
